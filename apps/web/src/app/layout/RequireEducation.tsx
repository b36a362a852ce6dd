import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { useAppContext } from '@/lib/context-store';
import { educationScreenFor } from '../shell-paths';
import { withAppTexts } from '../with-app-texts';

// Only its message is a chunk of its own (with the texts of the signed-in screens): with an
// education chosen, the screen's chunk loads without waiting for it.
const NoEducationChosen = lazy(withAppTexts(() => import('./NoEducationChosen')));

/**
 * The layout route of the screens of one education (EDUCATION_PATHS in app/shell-paths.ts): without a
 * selected location and education it asks to choose one on the dashboard, in the words of the
 * screen that was asked for; otherwise it renders that screen (`useChosenEducation`).
 */
export function RequireEducation() {
  const { location, education } = useAppContext();
  const { pathname } = useLocation();
  if (location && education) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <NoEducationChosen screen={educationScreenFor(pathname) ?? 'overview'} />
    </Suspense>
  );
}
