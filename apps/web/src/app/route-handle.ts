/** What a page tells the document head about itself. */
export interface PageMeta {
  title: string;
  description?: string;
  ogType?: 'website' | 'article';
}

/** What a route tells the shell about itself, through its `handle`. */
export interface RouteHandle extends PageMeta {
  /** For pages whose head depends on their loader data (a blog post); falls back to the static fields. */
  metaFromData?: (data: unknown) => PageMeta | undefined;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The head of the deepest route that describes itself, from its loader data when it can. */
export function pageMetaOf(matches: readonly { handle: unknown; loaderData?: unknown }[]): PageMeta | undefined {
  const match = matches.filter((candidate) => isRouteHandle(candidate.handle)).at(-1);
  if (!match || !isRouteHandle(match.handle)) return undefined;
  return match.handle.metaFromData?.(match.loaderData) ?? match.handle;
}
