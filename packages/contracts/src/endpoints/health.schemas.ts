import type { TEndpointSchemas } from './define';
import type { healthRoutes } from './health';

export const healthSchemas = {} as const satisfies {
  [K in keyof typeof healthRoutes]: TEndpointSchemas;
};
