import type { TAreaDocs, TRoute } from './define';

/** Education parents of a faculty (docs/organisation.md): members read, admins change. */
export const educationParentsRoutes = {
  listEducationParents: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty/educationParents',
    access: 'licensedMember',
  },
  getEducationParent: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty/educationParents/:id',
    access: 'licensedMember',
  },
  createEducationParent: {
    method: 'POST',
    path: '/locations/:location/faculties/:faculty/educationParents',
    access: 'admin',
  },
  renameEducationParent: {
    method: 'PUT',
    path: '/locations/:location/faculties/:faculty/educationParents/:id',
    access: 'admin',
  },
  deleteEducationParent: {
    method: 'DELETE',
    path: '/locations/:location/faculties/:faculty/educationParents/:id',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const educationParentsDocs = {
  tag: 'Education Parents',
  summaries: {
    listEducationParents:
      "The faculty's education parents; a faculty of another location answers 404.",
    getEducationParent: 'One education parent of the faculty.',
    createEducationParent:
      'Adds an education parent to the faculty; a name already taken answers 422.',
    renameEducationParent: 'Renames an education parent; a name already taken answers 422.',
    deleteEducationParent:
      'Removes an education parent and its own names; one that still holds educations (archived ones too) answers 409.',
  },
} as const satisfies TAreaDocs<typeof educationParentsRoutes>;
