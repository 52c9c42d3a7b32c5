import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const queryClient = createQueryClient();

const router = createAppRouter(queryClient);

// A prerendered page (scripts/prerender.mjs) is already on screen: render over it only once the route's
// code and data are in, so the loading state never replaces it. An empty page renders at once.
if (container.hasChildNodes() && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// As a transition, the first render (or hydration of a prerendered page) yields to the browser every few
// milliseconds instead of holding the main thread for its whole length, so taps are answered at once.
// Hydration adopts the prerendered markup instead of rebuilding it.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
