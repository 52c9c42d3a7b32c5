/**
 * The route table of spec §2: every client path, whether it needs a signed-in user, and whether the
 * footer shows. The web router is built from it and the server uses it to tell a real client route
 * (200) from an unknown one (404) when it serves the web app.
 */
export const paths = {
  home: '/home',
  login: '/login',
  register: '/register',
  verification: '/verification',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  kvkk: '/kvkk',
  termsOfUse: '/terms-of-use',
  paymentPlan: '/paymentplan',
  billingInfo: '/billinginfo',
  infoCard: '/infocard',
  about: '/about',
  blog: '/blog',
  career: '/career',
  contact: '/contact',
  integrations: '/integrations',
  returnPolicy: '/return-policy',
  paymentConfirm: '/payment/confirm',
  paymentFinalize: '/payment/finalize',
  paymentSuccess: '/payment/success',
  paymentFailed: '/payment/failed',
  store: '/store',
  customerQuestions: '/customerquestion',
  profile: '/profile',
  payment: '/payment',
  adminQuestions: '/admin/customerquestions',
  pendingQuestions: '/pendingapprovalquestions',
  rejectedQuestions: '/rejectedquestions',
  /** Not in the spec's route table: the seller dashboard of spec §1 (issue 8). */
  dashboard: '/dashboard',
  /** Not in the spec's route table: the admin overview (issue 8), linked to /admin/customerquestions. */
  admin: '/admin',
} as const;

export type TPathName = keyof typeof paths;
export type TPath = (typeof paths)[TPathName];

export const guardedPaths: ReadonlySet<TPath> = new Set<TPath>([
  paths.store,
  paths.customerQuestions,
  paths.profile,
  paths.payment,
  paths.adminQuestions,
  paths.pendingQuestions,
  paths.rejectedQuestions,
  paths.dashboard,
  paths.admin,
]);

/** Pages search engines should know (sitemap.xml): the public site, not the app or the payment flow. */
export const indexedPaths: readonly TPath[] = [
  paths.home,
  paths.paymentPlan,
  paths.integrations,
  paths.infoCard,
  paths.about,
  paths.blog,
  paths.career,
  paths.contact,
  paths.privacyPolicy,
  paths.cookiePolicy,
  paths.kvkk,
  paths.termsOfUse,
  paths.returnPolicy,
  paths.register,
  paths.login,
];

/** Paths that lead elsewhere: the empty path and the payment-failure alias of spec §2. */
export const redirects: Readonly<Record<string, TPath>> = {
  '/': paths.home,
  '/odeme-hatasi': paths.paymentFailed,
};

const footerHiddenPrefixes = ['/login', '/register', '/store', '/customerquestion'] as const;

/** Spec §2: the footer is hidden on routes containing /login, /register, /store or /customerquestion. */
export function isFooterHidden(pathname: string): boolean {
  return footerHiddenPrefixes.some((prefix) => pathname.includes(prefix));
}

/** The four fixed blog posts (spec §2), read at /blog/<slug>; the web app holds their text. */
export const blogSlugs = [
  'hizli-yanitin-satisa-etkisi',
  'trendyol-soru-cevap-kurallari',
  'urun-bilgilerini-yapay-zeka-icin-hazirlamak',
  'otomatik-yanit-mi-onay-mi',
] as const;
export type TBlogSlug = (typeof blogSlugs)[number];

export const blogPostPattern = '/blog/:slug';
export const blogPostPath = (slug: TBlogSlug) => `/blog/${slug}`;

/** Everything sitemap.xml lists: the indexed pages and every blog post. */
export const sitemapPaths: readonly string[] = [...indexedPaths, ...blogSlugs.map(blogPostPath)];

const knownPaths: ReadonlySet<string> = new Set<string>([
  ...Object.values(paths),
  ...Object.keys(redirects),
  ...blogSlugs.map(blogPostPath),
]);

/** Whether the web app has a page here; the server answers any other path with the 404 page and status. */
export function isClientRoute(pathname: string): boolean {
  return knownPaths.has(withoutTrailingSlash(pathname));
}

/** '/home/' → '/home'; '/' stays. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
