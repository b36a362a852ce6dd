import type { TEndpointSchemas } from './define';
import type { authRoutes } from './auth';

export const authSchemas = {} as const satisfies {
  [K in keyof typeof authRoutes]: TEndpointSchemas;
};
