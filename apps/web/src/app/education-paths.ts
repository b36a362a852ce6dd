import { matchPath } from 'react-router';

/**
 * The shell's screens of one education: they sit under the one `<RequireEducation>` layout
 * route (app/routes.tsx), which asks to choose an education first when none is selected.
 */
export const EDUCATION_PATHS = {
  overview: '/overzicht',
  design: '/ontwerp',
  plan: '/plan/:yearId?',
  analysis: '/analyse',
  notes: '/notities',
} as const;

export type TEducationScreen = keyof typeof EDUCATION_PATHS;

const SCREENS = Object.keys(EDUCATION_PATHS) as TEducationScreen[];

/** Which education screen a path shows ('/plan/12' -> 'plan'); null for any other page. */
export function educationScreenFor(pathname: string): TEducationScreen | null {
  return SCREENS.find((screen) => matchPath(EDUCATION_PATHS[screen], pathname)) ?? null;
}
