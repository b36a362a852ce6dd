import type { TRoute } from './define';

/** The members of a location: the users screen (/admin/users) of its admin. */
export const usersRoutes = {
  listLocationUsers: {
    method: 'GET',
    path: '/locations/:location/users',
    access: 'admin',
    tag: 'Users',
    summary:
      "The location's members with their roles, optionally filtered by ?search= on names and e-mail.",
  },
  updateLocationUser: {
    method: 'PUT',
    path: '/locations/:location/users/:user',
    access: 'admin',
    tag: 'Users',
    summary:
      "Changes a member's names, roles, activation and designer educations; dropping one's own admin role, deactivating oneself, leaving no active admin or renaming a shared account answers 409.",
  },
  removeLocationUser: {
    method: 'DELETE',
    path: '/locations/:location/users/:user',
    access: 'admin',
    tag: 'Users',
    summary: 'Removes a member from the location; removing oneself or the last admin answers 409.',
  },
} as const satisfies Record<string, TRoute>;
