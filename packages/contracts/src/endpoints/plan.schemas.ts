import type { TEndpointSchemas } from './define';
import type { planRoutes } from './plan';

export const planSchemas = {} as const satisfies {
  [K in keyof typeof planRoutes]: TEndpointSchemas;
};
