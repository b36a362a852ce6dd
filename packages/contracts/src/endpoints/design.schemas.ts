import type { TEndpointSchemas } from './define';
import type { designRoutes } from './design';

export const designSchemas = {} as const satisfies {
  [K in keyof typeof designRoutes]: TEndpointSchemas;
};
