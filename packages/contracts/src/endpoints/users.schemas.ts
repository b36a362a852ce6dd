import type { TEndpointSchemas } from './define';
import type { usersRoutes } from './users';

export const usersSchemas = {} as const satisfies {
  [K in keyof typeof usersRoutes]: TEndpointSchemas;
};
