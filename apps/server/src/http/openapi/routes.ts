import type { FastifyInstance } from 'fastify';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';
import { buildOpenApiDocument } from './document';
import { renderReferencePage } from './reference-page';

type Description = { json: string; pages: { nl: string; en: string } };

let description: Description | undefined;

/**
 * Built on the first request, then kept for the process (docs/api.md): about 100 ms of work that
 * every start-up and every test app would otherwise pay, and a 793 KB document that would
 * otherwise be serialised again for each request.
 */
function describe(): Description {
  if (!description) {
    const document = buildOpenApiDocument();
    description = {
      json: JSON.stringify(document),
      pages: { nl: renderReferencePage(document, 'nl'), en: renderReferencePage(document, 'en') },
    };
  }
  return description;
}

/** The API's description, generated from the registry. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  handle(app, 'getOpenApiDocument', async (_, __, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(describe().json),
  );

  handle(app, 'getApiReference', async (_, request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Vary', 'Accept-Language, Cookie')
      .send(describe().pages[requestLanguage(request)]),
  );
}
