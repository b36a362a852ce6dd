import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@cp/contracts';
import { ApiError } from './api-error';
import { isApiPath } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Double-submit CSRF protection. Another site can make the browser send our cookies but cannot
 * read them, so it cannot copy the XSRF-TOKEN cookie into the X-XSRF-TOKEN header.
 * Runs in onRequest, before the body is parsed or any handler runs, so a refused request
 * changes nothing.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new ApiError(403, 'csrf', 'Missing or invalid CSRF token');
    }
  });
}

/** Constant-time comparison of cookie and echoed token (also for the socket handshake). */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sets the readable token cookie. A well-formed token the browser already has is kept, so
 * several open tabs do not invalidate each other's token.
 */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const current = request.cookies[CSRF_COOKIE];
  const token =
    current && TOKEN_PATTERN.test(current) ? current : randomBytes(32).toString('base64url');
  // Not httpOnly: the web app must read it to copy it into the header.
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  return token;
}
