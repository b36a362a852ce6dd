import type { TEndpointSchemas } from './define';
import type { notificationsRoutes } from './notifications';

export const notificationsSchemas = {} as const satisfies {
  [K in keyof typeof notificationsRoutes]: TEndpointSchemas;
};
