import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// Translations first: everything below may render or toast text.
import { languageReady } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createErrorHandler } from './app/error-handler';
import { LeaveGuardBlocker } from './app/layout/LeaveGuardBlocker';
import { navigateTo } from './app/navigator';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { prefetchRoute } from './app/route-prefetch';
import { AppRoutes } from './app/routes';

const queryClient = createQueryClient(
  createErrorHandler({
    navigate: navigateTo,
    pathname: () => window.location.pathname,
  }),
);

// What the first page waits for starts now, not screen by screen (app/route-prefetch.ts).
prefetchRoute(queryClient, window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// A failed load of the English texts still shows the app, in Dutch (the fallback).
await languageReady.catch(() => undefined);
/*
 * A data router only for its navigation blocker: a page with unsaved changes asks before it is
 * left, also by the browser's back and forward buttons (LeaveGuardBlocker). Its one splat route
 * renders the declarative <Routes> of AppRoutes as before; no loaders or actions (TanStack Query
 * loads the data). Decision 0015 has the cost in bytes.
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <LeaveGuardBlocker />
        <AppRoutes />
      </>
    ),
  },
]);
// Every navigation (link, navigate(), back and forward) starts its page's code and data at once:
// the router renders the next screen in a transition that waits for its chunk.
let shown = router.state.location;
router.subscribe(({ location }) => {
  if (location === shown) return;
  shown = location;
  prefetchRoute(queryClient, location);
});
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
