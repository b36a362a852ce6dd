import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../domain/actor';
import { resolveSession } from '../domain/auth/sessions';
import type { AuthSettings } from '../domain/auth/settings';
import type { Db } from '../db/client';
import { UNAUTHENTICATED } from './api-error';
import { SESSION_COOKIE } from './cookies';

/**
 * Resolves the session cookie to `request.actor` and refuses protected routes without one.
 * Two steps: the actor is known in onRequest (so the rate limit can key on it), and the refusal
 * happens in preParsing, before the body of an anonymous request is even read.
 * Every route is protected unless its config says `public: true`.
 */
export function registerSessionGuard(
  app: FastifyInstance,
  deps: { db: Db; settings: AuthSettings; clock: () => Date },
): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    request.actor = await resolveSession({
      db: deps.db,
      sessionId,
      now: deps.clock(),
      settings: deps.settings,
    });
  });
  app.addHook('preParsing', async (request) => {
    if (!request.routeOptions.config.public && !request.actor) throw UNAUTHENTICATED();
  });
}

/** The signed-in actor of a protected route (the guard has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw UNAUTHENTICATED();
  return request.actor;
}
