import { Outlet, useMatches } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { pageMetaOf } from '../route-handle';

/**
 * Renders the matched page and names the browser tab after it. Its route's errorElement replaces this
 * whole element on failure, so an error page can name the tab itself without a competing title.
 */
export function PageOutlet() {
  const meta = pageMetaOf(useMatches());

  return (
    <>
      <DocumentTitle title={meta?.title} description={meta?.description} ogType={meta?.ogType} />
      <Outlet />
    </>
  );
}
