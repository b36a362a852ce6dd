import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../api-error';
import { issueCsrfCookie } from '../csrf';
import { isApiPath } from '../errors';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running, but <code>apps/web/dist</code> is missing. Run <code>npm run build</code>
(or <code>npm start</code>, which builds what is missing) and restart the server.</p></body></html>`;

/**
 * Serves the built web app on the same port as the API: files from WEB_DIST_DIR, and index.html
 * for every other page address (the single-page app routes on the client).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDistDir: string; secure: boolean; sessionSecret: string },
): Promise<void> {
  const { webDistDir, secure, sessionSecret } = options;
  const assetsDir = join(webDistDir, 'assets') + sep;

  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz copies next to its assets; send the one accepted.
      preCompressed: true,
      // index.html always goes through sendIndex, which sets the CSRF cookie and no-cache.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        // Vite puts content-hashed files in assets/: a new build gives new names.
        const hashed = path.startsWith(assetsDir) && !relative(assetsDir, path).startsWith('..');
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; pages answer with a notice');
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await readFile(join(webDistDir, 'index.html'), 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT_PAGE);
    }
    issueCsrfCookie(request, reply, { secure, secret: sessionSecret });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };

  app.get('/', sendIndex);

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url))
      return sendError(request, reply, 404, 'not_found', 'common.notFound');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendIndex(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
