import { matchPath } from 'react-router';

/**
 * The main sections of one education (docs/educations.md "Screens"), in the order users work
 * through them.
 */
export const EDUCATION_SECTIONS = [
  { key: 'notes', path: '/notities' },
  { key: 'overview', path: '/overzicht' },
  { key: 'design', path: '/ontwerp' },
  { key: 'plan', path: '/plan' },
  { key: 'testPlan', path: '/toetsplan' },
  { key: 'analysis', path: '/analyse' },
] as const;

/** The section of a pathname ('/plan/12' is the plan section); null outside the sections. */
export function educationSectionOf(pathname: string): (typeof EDUCATION_SECTIONS)[number] | null {
  return (
    EDUCATION_SECTIONS.find(
      (section) => matchPath(section.path, pathname) ?? matchPath(`${section.path}/*`, pathname),
    ) ?? null
  );
}
