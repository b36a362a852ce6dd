import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// Translations first: everything below may render or toast text.
import { languageReady } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router';
import { createErrorHandler } from './app/error-handler';
import { createGuardedHistory } from './app/guarded-history';
import { asksBeforeLeaving, LeaveGuardBlocker } from './app/layout/LeaveGuardBlocker';
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
 * Declarative routes (app/routes.tsx) on a browser history that holds a navigation away from
 * unsaved changes until the user answers, also by the browser's back and forward buttons
 * (app/guarded-history.ts, LeaveGuardBlocker). No loaders or actions: TanStack Query loads the
 * data. Not the data router's `useBlocker` (decision 0015): its loaders, actions and fetchers were
 * 17 KB gzip of every first load (issue 26).
 */
const history = createGuardedHistory(
  UNSAFE_createBrowserHistory({ v5Compat: true }),
  asksBeforeLeaving,
);
// Every navigation (link, navigate(), back and forward) starts its page's code and data at once:
// the router renders the next screen in a transition that waits for its chunk.
history.listen(({ location }) => prefetchRoute(queryClient, location));
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <HistoryRouter history={history}>
        <LeaveGuardBlocker history={history} />
        <AppRoutes />
      </HistoryRouter>
    </Providers>
  </StrictMode>,
);
