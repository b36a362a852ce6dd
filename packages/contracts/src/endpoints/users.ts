import type { TAreaDocs, TRoute } from './define';

/** The members of a location: the users screen (/admin/users) of its admin. */
export const usersRoutes = {
  listLocationUsers: {
    method: 'GET',
    path: '/locations/:location/users',
    access: 'admin',
  },
  updateLocationUser: {
    method: 'PUT',
    path: '/locations/:location/users/:user',
    access: 'admin',
  },
  removeLocationUser: {
    method: 'DELETE',
    path: '/locations/:location/users/:user',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const usersDocs = {
  tag: 'Users',
  summaries: {
    listLocationUsers:
      "The location's members with their roles, optionally filtered by ?search= on names and e-mail.",
    updateLocationUser:
      "Changes a member's names, roles, activation and designer educations; dropping one's own admin role, deactivating oneself, leaving no active admin or renaming a shared account answers 409.",
    removeLocationUser:
      'Removes a member from the location; removing oneself or the last admin answers 409.',
  },
} as const satisfies TAreaDocs<typeof usersRoutes>;
