import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZBackupListResponseSchema,
  ZBackupParamsSchema,
  ZEducationParamsSchema,
} from '../schemas/educations';
import type { TEndpointSchemas } from './define';
import type { backupsRoutes } from './backups';

export const backupsSchemas = {
  listEducationBackups: { params: ZEducationParamsSchema, answer: ZBackupListResponseSchema },
  restoreEducationBackup: { params: ZBackupParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof backupsRoutes]: TEndpointSchemas };
