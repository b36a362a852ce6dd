import type { TEndpointSchemas } from './define';
import type { navigationRoutes } from './navigation';

export const navigationSchemas = {} as const satisfies {
  [K in keyof typeof navigationRoutes]: TEndpointSchemas;
};
