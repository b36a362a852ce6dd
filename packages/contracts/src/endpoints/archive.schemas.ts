import { ZEmptyResponseSchema } from '../schemas/api';
import { ZArchiveListResponseSchema, ZEducationParamsSchema } from '../schemas/educations';
import { ZLocationParamsSchema } from '../schemas/menu';
import type { TEndpointSchemas } from './define';
import type { archiveRoutes } from './archive';

export const archiveSchemas = {
  listArchivedEducations: { params: ZLocationParamsSchema, answer: ZArchiveListResponseSchema },
  restoreArchivedEducation: { params: ZEducationParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof archiveRoutes]: TEndpointSchemas };
