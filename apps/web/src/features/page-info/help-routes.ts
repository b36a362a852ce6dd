/**
 * Route patterns a help text can be written for: the screens inside the shell (docs/organisation.md
 * "Catalogues and help texts"), as `PUT pageinfo` receives them (without parameters). Suggestions
 * only: the form accepts any pattern, for screens added later.
 */
export const HELP_ROUTE_SUGGESTIONS = [
  '/locaties',
  '/locatie',
  '/faculteit',
  '/dashboard',
  '/overzicht',
  '/profiel',
  '/importeren',
  '/ontwerp',
  '/plan',
  '/toetsplan',
  '/analyse',
  '/notities',
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
  '/admin/activities',
  '/admin/help',
];
