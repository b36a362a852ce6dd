import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, isStateChanging, ROUTES } from '@cp/contracts';
import { DomainError } from '../domain/errors';
import { SESSION_COOKIE } from './cookies';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/*
 * CSRF protection (decision 0006). Another site can make the browser send our cookies but cannot
 * read them, so it cannot copy the XSRF-TOKEN cookie into the X-XSRF-TOKEN header.
 * - Signed in, the token is bound to the session: HMAC(secret, "csrf:" + session id). A token
 *   planted in the cookie jar (by a sibling subdomain, say) does not match the session, and the
 *   session id is an httpOnly cookie that no script can read.
 * - Anonymous (sign-in, password reset, invitation), it is a random double-submit token.
 * The check applies to every state-changing request, whatever its path: a path check on the raw
 * URL let `/%61pi/v1/...` through while the router decoded it to `/api/v1/...`. State-changing
 * means every POST, PUT, PATCH and DELETE, and the GETs whose registry entry says `changesState`
 * (`GET notifications/all`): with the SameSite=Lax cookie any site could make the browser send such
 * a GET by a top-level navigation (issue 25). The endpoint is the router's match, so an encoded
 * spelling and the HEAD route Fastify adds beside a GET are covered the same way.
 * A state-changing request that the browser says comes from another site (`Sec-Fetch-Site:
 * cross-site`) is refused even with a token: nothing of ours is sent from another site.
 */

/** The token that belongs to a session; set as the cookie at sign-in. */
export function sessionCsrfToken(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

/** Whether `presented` is the right token for these cookies (HTTP requests and the socket). */
export function csrfTokenAccepted(
  cookies: Record<string, string | undefined>,
  presented: unknown,
  secret: string,
): boolean {
  const cookie = cookies[CSRF_COOKIE];
  if (!cookie || typeof presented !== 'string' || !sameToken(cookie, presented)) return false;
  const sessionId = cookies[SESSION_COOKIE];
  return sessionId === undefined || sameToken(sessionCsrfToken(secret, sessionId), presented);
}

/** Whether the CSRF rules apply: an unsafe method, or a GET (HEAD) route flagged in the registry. */
function changesState(request: FastifyRequest): boolean {
  if (STATE_CHANGING.has(request.method)) return true;
  const endpoint = request.routeOptions.config?.endpoint;
  return endpoint !== undefined && isStateChanging(ROUTES[endpoint]);
}

/**
 * Runs in onRequest for every route, before the body is parsed or any handler runs, so a refused
 * request changes nothing.
 */
export function registerCsrfCheck(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request) => {
    if (!changesState(request)) return;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || !csrfTokenAccepted(request.cookies, request.headers[CSRF_HEADER], secret)) {
      throw new DomainError('forbidden', 'common.csrf', { code: 'csrf' });
    }
  });
}

/** Constant-time comparison of two tokens. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sets the readable token cookie: the session's token when the request carries (or the answer
 * sets) a session, else a random one. A well-formed anonymous token the browser already has is
 * kept, so several open tabs do not invalidate each other's token; `fresh` replaces it (logout).
 */
export function issueCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean; secret: string; sessionId?: string | null; fresh?: boolean },
): string {
  const sessionId =
    options.sessionId === undefined ? request.cookies[SESSION_COOKIE] : options.sessionId;
  const current = request.cookies[CSRF_COOKIE];
  const token = sessionId
    ? sessionCsrfToken(options.secret, sessionId)
    : !options.fresh && current && TOKEN_PATTERN.test(current)
      ? current
      : randomBytes(32).toString('base64url');
  // Not httpOnly: the web app must read it to copy it into the header.
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: options.secure,
    httpOnly: false,
  });
  return token;
}
