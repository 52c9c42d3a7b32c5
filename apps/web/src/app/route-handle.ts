/** What a route tells the shell about itself, through its `handle`. */
export interface RouteHandle {
  title: string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}
