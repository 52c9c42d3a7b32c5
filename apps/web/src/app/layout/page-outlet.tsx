import { Outlet, useMatches } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { isRouteHandle, type PageMeta } from '../route-handle';

/** The head of the deepest route that describes itself, from its loader data when it can. */
function usePageMeta(): PageMeta | undefined {
  const match = useMatches()
    .filter((candidate) => isRouteHandle(candidate.handle))
    .at(-1);
  if (!match || !isRouteHandle(match.handle)) return undefined;
  return match.handle.metaFromData?.(match.loaderData) ?? match.handle;
}

/**
 * Renders the matched page and names the browser tab after it. Its route's errorElement replaces this
 * whole element on failure, so an error page can name the tab itself without a competing title.
 */
export function PageOutlet() {
  const meta = usePageMeta();

  return (
    <>
      <DocumentTitle title={meta?.title} description={meta?.description} ogType={meta?.ogType} />
      <Outlet />
    </>
  );
}
