/** The Trendyol routes the sandbox serves; fault injection and throttling address them by name. */
export const trendyolEndpoints = {
  'questions.filter': { method: 'GET', url: '/qna/sellers/:sellerId/questions/filter' },
  'questions.get': { method: 'GET', url: '/qna/sellers/:sellerId/questions/:id' },
  'questions.answer': { method: 'POST', url: '/qna/sellers/:sellerId/questions/:id/answers' },
  'questions.create': { method: 'POST', url: '/qna/sellers/:sellerId/questions' },
  'products.approved': { method: 'GET', url: '/product/sellers/:sellerId/products/approved' },
} as const;

export type EndpointName = keyof typeof trendyolEndpoints;

export const endpointNames = Object.keys(trendyolEndpoints) as [EndpointName, ...EndpointName[]];

const byRoute = new Map<string, EndpointName>(
  endpointNames.map((name) => [`${trendyolEndpoints[name].method} ${trendyolEndpoints[name].url}`, name]),
);

/** The endpoint a matched route belongs to, or undefined for control routes. */
export function endpointOf(method: string, routeUrl: string | undefined): EndpointName | undefined {
  return byRoute.get(`${method} ${routeUrl ?? ''}`);
}
