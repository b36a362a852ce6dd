import type { TEndpointSchemas } from './define';
import type { backupsRoutes } from './backups';

export const backupsSchemas = {} as const satisfies {
  [K in keyof typeof backupsRoutes]: TEndpointSchemas;
};
