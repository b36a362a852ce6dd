import type { TEndpointSchemas } from './define';
import type { trialsRoutes } from './trials';

export const trialsSchemas = {} as const satisfies {
  [K in keyof typeof trialsRoutes]: TEndpointSchemas;
};
