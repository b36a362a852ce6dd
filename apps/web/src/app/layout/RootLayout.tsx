import { notifications } from '@mantine/notifications';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { i18n } from '@/i18n';
import { currentBrowserHints, isSupportedBrowser } from '@/lib/browser-support';
import { registerNavigator } from '../navigator';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Once per page load: a persistent warning on browsers we do not support (docs/foundation-brief.md
 * "The shell").
 */
function useBrowserWarning() {
  useEffect(() => {
    if (isSupportedBrowser(currentBrowserHints())) return;
    notifications.show({
      id: 'unsupported-browser',
      title: i18n.t('browser.unsupportedTitle'),
      message: i18n.t('browser.unsupported'),
      color: 'yellow',
      autoClose: false,
    });
  }, []);
}

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useBrowserWarning();
  useEffect(() => {
    registerNavigator(navigate);
    return () => registerNavigator(null);
  }, [navigate]);
  // A new page starts at the top, as a full page load would. (Braces matter: newer Chromium
  // returns a promise from scrollTo, and an effect must not return anything but a clean-up.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
