import type { FastifyInstance } from 'fastify';
import { SSO_MESSAGES, WRONG_PASSWORD } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../domain/auth/auth-cache';
import { changeOwnPassword } from '../../domain/auth/change-password';
import { loadCurrentUser } from '../../domain/auth/current-user';
import { login } from '../../domain/auth/login';
import { hashSessionId } from '../../domain/auth/session-ids';
import { endSession } from '../../domain/auth/sessions';
import type { AuthSettings } from '../../domain/auth/settings';
import { updateLanguage } from '../../domain/auth/update-language';
import { updateOwnName } from '../../domain/auth/update-profile';
import { invalidField } from '../../domain/errors';
import type { Publisher } from '../../domain/events/publisher';
import { sendError } from '../api-error';
import { SESSION_COOKIE, sessionCookieOptions } from '../cookies';
import { issueCsrfCookie } from '../csrf';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';
import { deviceCookieOf, setDeviceCookie } from './device-cookie';

type Deps = {
  db: Db;
  settings: AuthSettings;
  secure: boolean;
  clock: () => Date;
  cache: AuthCache;
  /** Closes the open sockets of the sessions that end here (logout, password change). */
  publisher: Publisher;
  /** The provider's sign-out page for a single sign-on session (domain/sso/provider-logout.ts). */
  providerLogoutUrl: (sessionIdHash: string) => Promise<string | null>;
};

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, settings, secure, clock, cache, publisher } = deps;
  const secret = settings.sessionSecret;

  /** `auth/me` runs on every page load, often several times at once: answer from memory. */
  async function currentUser(userId: number) {
    const now = clock();
    const cached = cache.currentUser(userId, now);
    if (cached) return cached;
    const user = await loadCurrentUser(db, userId);
    cache.rememberCurrentUser(user, now);
    return user;
  }

  handle(app, 'signIn', async ({ body: { email, password } }, request, reply) => {
    const previousSessionId = request.cookies[SESSION_COOKIE];
    const result = await login({
      db,
      email,
      password,
      ip: request.ip,
      deviceCookie: deviceCookieOf(request),
      previousSessionId,
      now: clock(),
      settings,
    });
    if (result.ok && previousSessionId) {
      // The browser's previous session ended with this sign-in (login.ts): so do its sockets.
      const previous = hashSessionId(settings.sessionSecret, previousSessionId);
      cache.forgetSession(previous);
      publisher.disconnect({ sessions: [previous] });
    }
    if (!result.ok && result.reason === 'throttled') {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      return sendError(request, reply, 429, 'rate_limited', 'account.tooManySignInAttempts');
    }
    if (!result.ok && result.reason === 'sso_required') {
      return sendError(request, reply, 403, 'sso_required', SSO_MESSAGES.passwordLoginOff);
    }
    if (!result.ok) {
      return sendError(request, reply, 401, 'invalid_credentials', 'account.invalidCredentials');
    }
    reply.setCookie(
      SESSION_COOKIE,
      result.sessionId,
      sessionCookieOptions(secure, settings.sessionAbsoluteMs),
    );
    // The new session gets its own CSRF token (http/csrf.ts).
    issueCsrfCookie(request, reply, { secure, secret, sessionId: result.sessionId });
    setDeviceCookie(reply, result.deviceCookie, secure);
    return { data: await currentUser(result.userId) };
  });

  handle(app, 'signOut', async (_, request, reply) => {
    const { sessionIdHash } = actorOf(request);
    const providerLogout = await deps.providerLogoutUrl(sessionIdHash);
    await endSession(db, sessionIdHash, publisher);
    cache.forgetSession(sessionIdHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    issueCsrfCookie(request, reply, { secure, secret, sessionId: null, fresh: true });
    return { data: { provider_logout_url: providerLogout } };
  });

  handle(app, 'getCurrentUser', async (_, request) => {
    return { data: await currentUser(actorOf(request).userId) };
  });

  // The login page's question "is someone still signed in?": nobody is null, not a 401.
  handle(app, 'getSession', async (_, request) => {
    return { data: request.actor ? await currentUser(request.actor.userId) : null };
  });

  handle(app, 'updateOwnLanguage', async ({ body: { language } }, request) => {
    const actor = actorOf(request);
    await updateLanguage({ db, actor, language, now: clock() });
    cache.forgetUser(actor.userId);
    return { data: await currentUser(actor.userId) };
  });

  handle(app, 'updateOwnProfile', async ({ body }, request) => {
    const actor = actorOf(request);
    const name = {
      firstName: body.first_name,
      middleName: body.middle_name,
      lastName: body.last_name,
    };
    await updateOwnName({ db, actor, name, now: clock() });
    cache.forgetUser(actor.userId);
    return { data: await currentUser(actor.userId) };
  });

  handle(app, 'changeOwnPassword', async ({ body }, request, reply) => {
    const actor = actorOf(request);
    const result = await changeOwnPassword({
      db,
      publisher,
      actor,
      currentPassword: body.current_password,
      newPassword: body.password,
      ip: request.ip,
      deviceCookie: deviceCookieOf(request),
      now: clock(),
      settings,
    });
    if (result.status === 'throttled') {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      return sendError(request, reply, 429, 'rate_limited', 'common.tooManyAttempts');
    }
    if (result.status === 'wrong_password') throw invalidField('current_password', WRONG_PASSWORD);
    // The other sessions are gone from the database; drop them from memory too, so they stop now.
    cache.forgetUser(actor.userId);
    return { data: null };
  });

  // The web's own CSRF cookie request (apps/web/src/lib/api.ts) calls this path directly.
  handle(app, 'getCsrfCookie', async (_, request, reply) => {
    issueCsrfCookie(request, reply, { secure, secret });
    return { data: null };
  });
}
