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
