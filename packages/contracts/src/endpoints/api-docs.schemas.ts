import { z } from 'zod';
import type { apiDocsRoutes } from './api-docs';
import { fileAnswer, type TEndpointSchemas } from './define';

export const apiDocsSchemas = {
  getOpenApiDocument: { answer: z.looseObject({ openapi: z.literal('3.1.0') }) },
  getApiReference: { answer: fileAnswer('text/html') },
} as const satisfies { [K in keyof typeof apiDocsRoutes]: TEndpointSchemas };
