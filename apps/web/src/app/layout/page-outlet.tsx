import { Outlet, useMatches } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { isRouteHandle } from '../route-handle';

/**
 * Renders the matched page and names the browser tab after it. Its route's errorElement replaces this
 * whole element on failure, so an error page can name the tab itself without a competing title.
 */
export function PageOutlet() {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;

  return (
    <>
      <DocumentTitle title={title} />
      <Outlet />
    </>
  );
}
