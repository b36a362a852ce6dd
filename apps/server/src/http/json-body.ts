import type { FastifyInstance } from 'fastify';

/**
 * Fastify refuses an empty body sent with Content-Type: application/json. Clients commonly send
 * that header on every call, also on a body-less POST such as logout, so an empty body is read
 * as "no body" and left to the route's schema to judge.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
