import { ZHealthResponseSchema } from '../schemas/api';
import type { TEndpointSchemas } from './define';
import type { healthRoutes } from './health';

export const healthSchemas = {
  checkHealth: { answer: ZHealthResponseSchema },
} as const satisfies {
  [K in keyof typeof healthRoutes]: TEndpointSchemas;
};
