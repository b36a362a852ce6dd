import type { TAreaDocs, TRoute } from './define';

/** Faculties of a location (docs/organisation.md): members read, admins change. */
export const facultyRoutes = {
  listFaculties: {
    method: 'GET',
    path: '/locations/:location/faculties',
    access: 'licensedMember',
  },
  getFaculty: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty',
    access: 'licensedMember',
  },
  createFaculty: {
    method: 'POST',
    path: '/locations/:location/faculties',
    access: 'admin',
  },
  renameFaculty: {
    method: 'PUT',
    path: '/locations/:location/faculties/:faculty',
    access: 'admin',
  },
  deleteFaculty: {
    method: 'DELETE',
    path: '/locations/:location/faculties/:faculty',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const facultyDocs = {
  tag: 'Faculties',
  summaries: {
    listFaculties: "The location's faculties, sorted by name.",
    getFaculty: "One faculty with its number of education groups; 404 for another location's.",
    createFaculty: 'Adds a faculty.',
    renameFaculty: 'Renames a faculty.',
    deleteFaculty: 'Removes an empty faculty; one with education groups answers 409.',
  },
} as const satisfies TAreaDocs<typeof facultyRoutes>;
