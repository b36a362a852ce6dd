import type { TEndpointSchemas } from './define';
import type { pageInfoRoutes } from './page-info';

export const pageInfoSchemas = {} as const satisfies {
  [K in keyof typeof pageInfoRoutes]: TEndpointSchemas;
};
