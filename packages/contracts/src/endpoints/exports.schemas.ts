import type { TEndpointSchemas } from './define';
import type { exportsRoutes } from './exports';

export const exportsSchemas = {} as const satisfies {
  [K in keyof typeof exportsRoutes]: TEndpointSchemas;
};
