import { ZLocationParamsSchema } from '../schemas/menu';
import { ZNavbarResponseSchema } from '../schemas/navigation';
import type { TEndpointSchemas } from './define';
import type { navigationRoutes } from './navigation';

export const navigationSchemas = {
  getNavbar: { answer: ZNavbarResponseSchema },
  getLocationNavbar: { params: ZLocationParamsSchema, answer: ZNavbarResponseSchema },
} as const satisfies { [K in keyof typeof navigationRoutes]: TEndpointSchemas };
