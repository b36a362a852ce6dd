import {
  ZFrameworkDetailResponseSchema,
  ZFrameworkImportFieldsSchema,
  ZFrameworkItemSearchQuerySchema,
  ZFrameworkItemSearchResponseSchema,
  ZFrameworkParamsSchema,
  ZStartFromFrameworkResponseSchema,
  ZStartFromFrameworkSchema,
  ZFrameworkImportResultResponseSchema,
  ZFrameworkListResponseSchema,
  ZFrameworkPreviewResponseSchema,
} from '../schemas/frameworks';
import { ZLocationParamsSchema } from '../schemas/menu';
import { ZEducationParamsSchema } from '../schemas/educations';
import { ZImportSampleParamsSchema, ZImportSampleQuerySchema } from '../schemas/imports';
import { fileAnswer, multipart, type TEndpointSchemas } from './define';
import type { frameworksRoutes } from './frameworks';

const importBody = multipart('files', ZFrameworkImportFieldsSchema);

export const frameworksSchemas = {
  previewNationalFrameworkImport: { body: importBody, answer: ZFrameworkPreviewResponseSchema },
  importNationalFrameworks: {
    body: importBody,
    answer: ZFrameworkImportResultResponseSchema,
    status: 201,
  },
  listNationalFrameworks: { answer: ZFrameworkListResponseSchema },
  previewFrameworkImport: {
    params: ZLocationParamsSchema,
    body: importBody,
    answer: ZFrameworkPreviewResponseSchema,
  },
  importFrameworks: {
    params: ZLocationParamsSchema,
    body: importBody,
    answer: ZFrameworkImportResultResponseSchema,
    status: 201,
  },
  listFrameworks: { params: ZLocationParamsSchema, answer: ZFrameworkListResponseSchema },
  getFramework: { params: ZFrameworkParamsSchema, answer: ZFrameworkDetailResponseSchema },
  exportFrameworkCase: { params: ZFrameworkParamsSchema, answer: fileAnswer('application/json') },
  exportEducationCase: { params: ZEducationParamsSchema, answer: fileAnswer('application/json') },
  startDesignFromFramework: {
    params: ZEducationParamsSchema,
    body: ZStartFromFrameworkSchema,
    answer: ZStartFromFrameworkResponseSchema,
    status: 201,
  },
  // csv or xlsx, by the path's extension; hence no single content type here.
  downloadFrameworkSample: {
    params: ZImportSampleParamsSchema,
    query: ZImportSampleQuerySchema,
    answer: fileAnswer(),
  },
  searchFrameworkItems: {
    params: ZLocationParamsSchema,
    query: ZFrameworkItemSearchQuerySchema,
    answer: ZFrameworkItemSearchResponseSchema,
  },
} as const satisfies {
  [K in keyof typeof frameworksRoutes]: TEndpointSchemas;
};
