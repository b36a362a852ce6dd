import type { TRoute } from './define';

/** Education parents of a faculty (docs/organisation.md): members read, admins change. */
export const educationParentsRoutes = {
  listEducationParents: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty/educationParents',
    access: 'licensedMember',
    tag: 'Education Parents',
    summary: "The faculty's education parents; a faculty of another location answers 404.",
  },
  getEducationParent: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty/educationParents/:id',
    access: 'licensedMember',
    tag: 'Education Parents',
    summary: 'One education parent of the faculty.',
  },
  createEducationParent: {
    method: 'POST',
    path: '/locations/:location/faculties/:faculty/educationParents',
    access: 'admin',
    tag: 'Education Parents',
    summary: 'Adds an education parent to the faculty; a name already taken answers 422.',
  },
  renameEducationParent: {
    method: 'PUT',
    path: '/locations/:location/faculties/:faculty/educationParents/:id',
    access: 'admin',
    tag: 'Education Parents',
    summary: 'Renames an education parent; a name already taken answers 422.',
  },
  deleteEducationParent: {
    method: 'DELETE',
    path: '/locations/:location/faculties/:faculty/educationParents/:id',
    access: 'admin',
    tag: 'Education Parents',
    summary:
      'Removes an education parent and its own names; one that still holds educations (archived ones too) answers 409.',
  },
} as const satisfies Record<string, TRoute>;
