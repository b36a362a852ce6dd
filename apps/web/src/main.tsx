import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// Translations first: everything below may render or toast text.
import { languageReady } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createErrorHandler } from './app/error-handler';
import { navigateTo } from './app/navigator';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/routes';

const queryClient = createQueryClient(
  createErrorHandler({
    navigate: navigateTo,
    pathname: () => window.location.pathname,
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// A failed load of the English texts still shows the app, in Dutch (the fallback).
await languageReady.catch(() => undefined);
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
