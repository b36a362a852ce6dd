import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/PageLoader';

const RegisterRoute = lazy(() => import('@/features/trials/routes/RegisterRoute'));
const NotFoundRoute = lazy(() => import('@/features/system/routes/NotFoundRoute'));

/**
 * Any path containing /registreer is the register page; everything else is unknown
 * (docs/foundation-brief.md "The shell").
 */
export default function CatchAllRoute() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageLoader />}>
      {pathname.includes('/registreer') ? <RegisterRoute /> : <NotFoundRoute />}
    </Suspense>
  );
}
