import type { TEndpointSchemas } from './define';
import type { cataloguesRoutes } from './catalogues';

export const cataloguesSchemas = {} as const satisfies {
  [K in keyof typeof cataloguesRoutes]: TEndpointSchemas;
};
