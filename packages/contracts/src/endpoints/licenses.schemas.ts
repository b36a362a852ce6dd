import type { TEndpointSchemas } from './define';
import type { licensesRoutes } from './licenses';

export const licensesSchemas = {} as const satisfies {
  [K in keyof typeof licensesRoutes]: TEndpointSchemas;
};
