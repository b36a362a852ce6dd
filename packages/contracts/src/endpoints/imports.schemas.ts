import {
  ZImportSampleParamsSchema,
  ZImportSampleQuerySchema,
  ZImportSummaryResponseSchema,
} from '../schemas/imports';
import { ZLocationParamsSchema } from '../schemas/menu';
import { fileAnswer, multipart, type TEndpointSchemas } from './define';
import type { importsRoutes } from './imports';

export const importsSchemas = {
  importUsers: {
    params: ZLocationParamsSchema,
    body: multipart('file'),
    answer: ZImportSummaryResponseSchema,
  },
  // csv or xlsx, by the path's extension; hence no single content type here.
  downloadImportSample: {
    params: ZImportSampleParamsSchema,
    query: ZImportSampleQuerySchema,
    answer: fileAnswer(),
  },
} as const satisfies {
  [K in keyof typeof importsRoutes]: TEndpointSchemas;
};
