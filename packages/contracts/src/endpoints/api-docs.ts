import type { TAreaDocs, TRoute } from './define';

/** The API's own description (docs/api.md): generated from this registry, public. */
export const apiDocsRoutes = {
  getOpenApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
  },
  getApiReference: {
    method: 'GET',
    path: '/reference',
    access: 'public',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const apiDocsDocs = {
  tag: 'API description',
  summaries: {
    getOpenApiDocument:
      'This API as an OpenAPI 3.1 document, generated from the endpoint registry.',
    getApiReference: 'A readable reference page of the same document, for integrators.',
  },
} as const satisfies TAreaDocs<typeof apiDocsRoutes>;
