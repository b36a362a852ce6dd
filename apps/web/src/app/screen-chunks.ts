import type { ComponentType } from 'react';
import { EDUCATION_PATHS, type TShellPath } from './shell-paths';
import { withAppTexts } from './with-app-texts';

/*
 * The lazy screen of every page with the top bar: one chunk each, loaded when its route renders
 * (app/routes.tsx) or earlier, when a navigation to it begins (app/route-prefetch.ts); the two
 * share the one module request. This table is a chunk of its own, fetched after the dashboard
 * has painted, which loads without it (shell-screen.ts).
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
  [EDUCATION_PATHS.testPlan]: () => import('./screens/TestPlanScreen'),
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
  '/admin/frameworks': () => import('@/features/frameworks/routes/AdminFrameworksRoute'),
  '/admin/licenses': () => import('@/features/licenses/routes/AdminLicensesRoute'),
  '/admin/trials': () => import('@/features/trials/routes/AdminTrialsRoute'),
  '/admin/norms': () => import('@/features/norms/routes/AdminNormsRoute'),
  '/admin/activities': () => import('@/features/catalogues/routes/AdminActivitiesRoute'),
  '/admin/help': () => import('@/features/page-info/routes/AdminHelpRoute'),
  '/geen-toegang': () => import('@/features/system/routes/NoAccessRoute'),
  '/geen-licentie': () => import('@/features/system/routes/NoLicenseRoute'),
};

/**
 * The screen of a shell path, with the texts it shows: the dashboard's come with the shell
 * (i18n/nl-shell.ts), every other screen waits for those of the signed-in screens as well.
 */
export function loadScreen(path: TShellPath): Promise<{ default: ComponentType }> {
  return path === '/dashboard' ? SCREENS[path]() : withAppTexts(SCREENS[path])();
}
