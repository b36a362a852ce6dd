import type { TEndpointSchemas } from './define';
import type { ssoRoutes } from './sso';

export const ssoSchemas = {} as const satisfies { [K in keyof typeof ssoRoutes]: TEndpointSchemas };
