import type { TEndpointSchemas } from './define';
import type { analysisRoutes } from './analysis';

export const analysisSchemas = {} as const satisfies {
  [K in keyof typeof analysisRoutes]: TEndpointSchemas;
};
