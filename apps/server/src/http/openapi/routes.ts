import type { FastifyInstance } from 'fastify';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';
import { buildOpenApiDocument } from './document';
import { renderReferencePage } from './reference-page';

/** The API's description, built once per process from the registry (docs/api.md). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  const pages = {
    nl: renderReferencePage(document, 'nl'),
    en: renderReferencePage(document, 'en'),
  };

  handle(app, 'getOpenApiDocument', async (_, __, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return document;
  });

  handle(app, 'getApiReference', async (_, request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Vary', 'Accept-Language, Cookie')
      .send(pages[requestLanguage(request)]),
  );
}
