import type { TEndpointSchemas } from './define';
import type { importsRoutes } from './imports';

export const importsSchemas = {} as const satisfies {
  [K in keyof typeof importsRoutes]: TEndpointSchemas;
};
