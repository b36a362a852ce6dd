import type { TRoute } from './define';

/** The API's own description (docs/api.md): generated from this registry, public. */
export const apiDocsRoutes = {
  getOpenApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    tag: 'API description',
    summary: 'This API as an OpenAPI 3.1 document, generated from the endpoint registry.',
  },
  getApiReference: {
    method: 'GET',
    path: '/reference',
    access: 'public',
    tag: 'API description',
    summary: 'A readable reference page of the same document, for integrators.',
  },
} as const satisfies Record<string, TRoute>;
