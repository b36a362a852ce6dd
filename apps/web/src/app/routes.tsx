import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { loadShellTexts } from '@/i18n';
import { RequireEducation } from './layout/RequireEducation';
import { RootLayout } from './layout/RootLayout';
import { isEducationPath, SHELL_PATHS } from './shell-paths';
import { loadShellScreen } from './shell-screen';

/**
 * Every screen is its own chunk (app/screens.ts), loaded when its route is first visited or
 * when a navigation to it begins (app/route-prefetch.ts). Declarative routes with React.lazy,
 * on the history that holds a navigation away from unsaved changes (main.tsx,
 * app/guarded-history.ts); no loaders or actions, TanStack Query does the data loading
 * (decision 0015), started ahead by the route prefetch.
 */
const SHELL_ROUTES = SHELL_PATHS.map((path) => ({
  path,
  // Neither the screens nor their table (screen-chunks.ts) are in the login page's first load.
  Screen: lazy(() => loadShellScreen(path)),
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
        {/* Pages without top bar (docs/foundation-brief.md "The shell"); paths containing
            /registreer go through the catch-all. */}
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
