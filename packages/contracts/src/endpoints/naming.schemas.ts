import type { TEndpointSchemas } from './define';
import type { namingRoutes } from './naming';

export const namingSchemas = {} as const satisfies {
  [K in keyof typeof namingRoutes]: TEndpointSchemas;
};
