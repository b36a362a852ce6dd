import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/PageLoader';

const UnavailableRoute = lazy(() => import('@/features/auth/routes/UnavailableRoute'));
const NotFoundRoute = lazy(() => import('@/features/system/routes/NotFoundRoute'));

/** SPEC §2: any path containing /registreer is the register page; everything else is unknown. */
export default function CatchAllRoute() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageLoader />}>
      {pathname.includes('/registreer') ? <UnavailableRoute /> : <NotFoundRoute />}
    </Suspense>
  );
}
