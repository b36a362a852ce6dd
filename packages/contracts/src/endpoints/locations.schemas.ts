import type { TEndpointSchemas } from './define';
import type { locationsRoutes } from './locations';

export const locationsSchemas = {} as const satisfies {
  [K in keyof typeof locationsRoutes]: TEndpointSchemas;
};
