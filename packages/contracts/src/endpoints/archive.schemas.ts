import type { TEndpointSchemas } from './define';
import type { archiveRoutes } from './archive';

export const archiveSchemas = {} as const satisfies {
  [K in keyof typeof archiveRoutes]: TEndpointSchemas;
};
