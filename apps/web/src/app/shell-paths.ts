import { matchPath } from 'react-router';

/*
 * The paths of the pages inside the shell (the top bar), apart from their lazy screens
 * (app/routes.tsx): the top bar needs them for its help button, and importing routes.tsx for
 * that made an import cycle (routes -> ShellLayout -> TopBar -> routes).
 */

/**
 * The shell's screens of one education: they sit under the one `<RequireEducation>` layout
 * route (app/routes.tsx), which asks to choose an education first when none is selected.
 */
export const EDUCATION_PATHS = {
  overview: '/overzicht',
  design: '/ontwerp',
  plan: '/plan/:yearId?',
  testPlan: '/toetsplan/:yearId?',
  analysis: '/analyse',
  notes: '/notities',
} as const;

export type TEducationScreen = keyof typeof EDUCATION_PATHS;

const EDUCATION_SCREENS = Object.keys(EDUCATION_PATHS) as TEducationScreen[];

/** Which education screen a path shows ('/plan/12' -> 'plan'); null for any other page. */
export function educationScreenFor(pathname: string): TEducationScreen | null {
  return EDUCATION_SCREENS.find((screen) => matchPath(EDUCATION_PATHS[screen], pathname)) ?? null;
}

/** Every page with the top bar; app/routes.tsx gives each its screen. */
export const SHELL_PATHS = [
  '/locaties',
  '/locatie',
  '/faculteit',
  '/dashboard',
  EDUCATION_PATHS.overview,
  '/profiel',
  '/importeren',
  EDUCATION_PATHS.design,
  EDUCATION_PATHS.plan,
  EDUCATION_PATHS.testPlan,
  EDUCATION_PATHS.analysis,
  EDUCATION_PATHS.notes,
  '/licenties',
  '/admin/users',
  '/admin/faculties',
  '/admin/custom-translations',
  '/admin/archive',
  '/admin/plan',
  '/admin/test-formats',
  '/admin/note-types',
  '/admin/frameworks',
  '/admin/licenses',
  '/admin/trials',
  '/admin/norms',
  '/admin/activities',
  '/admin/help',
  '/geen-toegang',
  '/geen-licentie',
] as const;

export type TShellPath = (typeof SHELL_PATHS)[number];

const EDUCATION_PATH_LIST: readonly string[] = Object.values(EDUCATION_PATHS);

/** Whether a shell path is a screen of one education (behind `<RequireEducation>`). */
export const isEducationPath = (path: TShellPath): boolean => EDUCATION_PATH_LIST.includes(path);

/** The help pattern of a shell page ('/plan/12' -> '/plan'); null outside the shell. */
export function helpRouteFor(pathname: string): string | null {
  const path = SHELL_PATHS.find((pattern) => matchPath(pattern, pathname));
  // The route pattern without parameters is what `POST pageinfo` expects.
  return path === undefined ? null : path.replace(/\/:[^/]+\??/g, '');
}
