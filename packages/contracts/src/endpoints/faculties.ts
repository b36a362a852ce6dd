import type { TRoute } from './define';

/** Faculties of a location (docs/organisation.md): members read, admins change. */
export const facultyRoutes = {
  listFaculties: {
    method: 'GET',
    path: '/locations/:location/faculties',
    access: 'licensedMember',
    tag: 'Faculties',
    summary: "The location's faculties, sorted by name.",
  },
  getFaculty: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty',
    access: 'licensedMember',
    tag: 'Faculties',
    summary: "One faculty with its number of education groups; 404 for another location's.",
  },
  createFaculty: {
    method: 'POST',
    path: '/locations/:location/faculties',
    access: 'admin',
    tag: 'Faculties',
    summary: 'Adds a faculty.',
  },
  renameFaculty: {
    method: 'PUT',
    path: '/locations/:location/faculties/:faculty',
    access: 'admin',
    tag: 'Faculties',
    summary: 'Renames a faculty.',
  },
  deleteFaculty: {
    method: 'DELETE',
    path: '/locations/:location/faculties/:faculty',
    access: 'admin',
    tag: 'Faculties',
    summary: 'Removes an empty faculty; one with education groups answers 409.',
  },
} as const satisfies Record<string, TRoute>;
