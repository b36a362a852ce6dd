import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { loadShellTexts } from '@/i18n';
import { RequireEducation } from './layout/RequireEducation';
import { RootLayout } from './layout/RootLayout';
import { EDUCATION_PATHS, isEducationPath, SHELL_PATHS, type TShellPath } from './shell-paths';
import { withAppTexts } from './with-app-texts';

/**
 * Every screen is its own chunk, loaded when its route is first visited. Declarative routes with
 * React.lazy, rendered by the one splat route of a data router (main.tsx) that is there only for
 * its navigation blocker; no loaders or actions, TanStack Query does the data loading (decision
 * 0015).
 */
type TLoadScreen = () => Promise<{ default: ComponentType }>;

const SCREENS: Record<TShellPath, TLoadScreen> = {
  '/locaties': () => import('@/features/locations/routes/LocationsRoute'),
  '/locatie': () => import('./screens/LocationScreen'),
  '/faculteit': () => import('@/features/faculties/routes/FacultyRoute'),
  '/dashboard': () => import('@/features/dashboard/routes/DashboardRoute'),
  [EDUCATION_PATHS.overview]: () => import('@/features/overview/routes/OverviewRoute'),
  '/profiel': () => import('@/features/auth/routes/ProfileRoute'),
  '/importeren': () => import('@/features/imports/routes/ImportRoute'),
  [EDUCATION_PATHS.design]: () => import('@/features/design/routes/DesignRoute'),
  [EDUCATION_PATHS.plan]: () => import('@/features/plan/routes/PlanRoute'),
  [EDUCATION_PATHS.analysis]: () => import('@/features/analysis/routes/AnalysisRoute'),
  [EDUCATION_PATHS.notes]: () => import('@/features/notes/routes/NotesRoute'),
  '/licenties': () => import('@/features/licenses/routes/LicensesRoute'),
  '/admin/users': () => import('@/features/users/routes/AdminUsersRoute'),
  '/admin/faculties': () => import('@/features/faculties/routes/AdminFacultiesRoute'),
  '/admin/custom-translations': () =>
    import('@/features/naming/routes/AdminCustomTranslationsRoute'),
  '/admin/archive': () => import('@/features/archive/routes/AdminArchiveRoute'),
  '/admin/plan': () => import('@/features/plan/routes/AdminPlanFieldsRoute'),
  '/admin/test-formats': () => import('@/features/catalogues/routes/AdminTestFormatsRoute'),
  '/admin/note-types': () => import('@/features/catalogues/routes/AdminNoteTypesRoute'),
  '/admin/licenses': () => import('@/features/licenses/routes/AdminLicensesRoute'),
  '/admin/trials': () => import('@/features/trials/routes/AdminTrialsRoute'),
  '/admin/norms': () => import('@/features/norms/routes/AdminNormsRoute'),
  '/admin/activities': () => import('@/features/catalogues/routes/AdminActivitiesRoute'),
  '/admin/help': () => import('@/features/page-info/routes/AdminHelpRoute'),
  '/geen-toegang': () => import('@/features/system/routes/NoAccessRoute'),
  '/geen-licentie': () => import('@/features/system/routes/NoLicenseRoute'),
};

const SHELL_ROUTES = SHELL_PATHS.map((path) => ({
  path,
  Screen: lazy(path === '/dashboard' ? SCREENS[path] : withAppTexts(SCREENS[path])),
}));

// The shell comes with the Dutch texts of the top bar and the dashboard (not in the login
// page's first load); the other screens' texts come with those screens.
const ShellLayout = lazy(() =>
  Promise.all([import('./layout/ShellLayout'), loadShellTexts()]).then(([module]) => module),
);
const LoginRoute = lazy(() => import('@/features/auth/routes/LoginRoute'));
const InvitationRoute = lazy(() => import('@/features/auth/routes/InvitationRoute'));
const PasswordResetRoute = lazy(() => import('@/features/auth/routes/PasswordResetRoute'));
const ForgotPasswordRoute = lazy(() => import('@/features/auth/routes/ForgotPasswordRoute'));
const SurfRoute = lazy(() => import('@/features/auth/routes/SurfRoute'));
const CatchAllRoute = lazy(() => import('./layout/CatchAllRoute'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Pages without top bar (SPEC §2); paths containing /registreer go through the catch-all. */}
        <Route index element={<LoginRoute />} />
        <Route path="/uitnodiging/:email/:token" element={<InvitationRoute />} />
        <Route path="/wachtwoord/:email/:token" element={<PasswordResetRoute />} />
        <Route path="/wachtwoord-vergeten" element={<ForgotPasswordRoute />} />
        <Route path="/surf" element={<SurfRoute />} />
        {/* The shell (guard + top bar) is a chunk of its own, so the login page does not carry it. */}
        <Route element={<ShellLayout />}>
          {SHELL_ROUTES.filter((route) => !isEducationPath(route.path)).map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {/* The screens of one education ask for one first, in one place. */}
          <Route element={<RequireEducation />}>
            {SHELL_ROUTES.filter((route) => isEducationPath(route.path)).map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<CatchAllRoute />} />
      </Route>
    </Routes>
  );
}
