import {
  ZCurrentExportResponseSchema,
  ZExportParamsSchema,
  ZExportRequestSchema,
  ZExportResponseSchema,
} from '../schemas/exports';
import { ZEducationParamsSchema } from '../schemas/educations';
import { fileAnswer, type TEndpointSchemas } from './define';
import type { exportsRoutes } from './exports';

export const exportsSchemas = {
  requestExport: {
    params: ZEducationParamsSchema,
    body: ZExportRequestSchema,
    answer: ZExportResponseSchema,
    status: 202,
  },
  getCurrentExport: { answer: ZCurrentExportResponseSchema },
  retryExport: { params: ZExportParamsSchema, answer: ZExportResponseSchema, status: 202 },
  // PDF, Word or Excel, as the export asked.
  downloadExport: { params: ZExportParamsSchema, answer: fileAnswer() },
} as const satisfies { [K in keyof typeof exportsRoutes]: TEndpointSchemas };
