import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../domain/actor';
import type { AuthCache } from '../domain/auth/auth-cache';
import { resolveActor } from '../domain/auth/resolve-actor';
import type { AuthSettings } from '../domain/auth/settings';
import type { Db } from '../db/client';
import { UNAUTHENTICATED } from './api-error';
import { SESSION_COOKIE } from './cookies';

/**
 * Resolves the session cookie to `request.actor` in onRequest, so the rate limit can key on it.
 * Refusing calls without a session is the access check's job (http/access).
 */
export function registerSessionGuard(
  app: FastifyInstance,
  deps: { db: Db; settings: AuthSettings; clock: () => Date; cache: AuthCache },
): void {
  const { db, settings, clock, cache } = deps;
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    request.actor = await resolveActor({ db, sessionId, now: clock(), settings, cache });
  });
}

/** The signed-in actor of a protected route (the guard has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw UNAUTHENTICATED();
  return request.actor;
}
