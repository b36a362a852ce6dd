import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSO_MESSAGES } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../domain/auth/auth-cache';
import { loadCurrentUser } from '../../domain/auth/current-user';
import { hashSessionId } from '../../domain/auth/session-ids';
import type { SocketCloser } from '../../domain/auth/sessions';
import type { AuthSettings } from '../../domain/auth/settings';
import { acceptInvitation, checkInvitation } from '../../domain/invitations/accept-invitation';
import { createInvitation } from '../../domain/invitations/create-invitation';
import { expireInvitation } from '../../domain/invitations/expire-invitation';
import { toInvitation } from '../../domain/invitations/invitation-answer';
import { listOpenInvitations } from '../../domain/invitations/list-open-invitations';
import { withMail, type MailOutbox } from '../../domain/mail/mail-jobs';
import { locationScopeOf } from '../access/access-check';
import { sendError } from '../api-error';
import { SESSION_COOKIE, sessionCookieOptions } from '../cookies';
import { issueCsrfCookie } from '../csrf';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';
import { actorOf } from '../session-guard';

export type MailRouteDeps = {
  db: Db;
  settings: AuthSettings;
  secure: boolean;
  clock: () => Date;
  cache: AuthCache;
  /** Where e-mail goes after the commit: the job queue, or right away without one. */
  mail: MailOutbox;
};

export function sendThrottled(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
): FastifyReply {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(request, reply, 429, 'rate_limited', 'common.tooManyAttempts');
}

export async function invitationRoutes(
  app: FastifyInstance,
  /** The publisher closes the sockets of the browser's previous session when it accepts. */
  deps: MailRouteDeps & { publisher: SocketCloser },
): Promise<void> {
  const { db, settings, secure, clock, cache, mail: outbox } = deps;

  handle(app, 'createInvitation', async ({ body: { email, roles } }, request, reply) => {
    const scope = locationScopeOf(request);
    const { result: invitation, posted } = await withMail({ db, outbox }, (tx, mail) =>
      createInvitation({
        db: tx,
        actor: actorOf(request),
        scope,
        email,
        roles,
        // The mail goes out in the language the inviting admin uses now.
        language: requestLanguage(request),
        now: clock(),
        secret: settings.sessionSecret,
        mail,
      }),
    );
    // Queued: the job retries it. Failed: only without a queue, when the one direct attempt
    // failed; the invitation has expired again, so the address can be invited again.
    const [outcome] = await posted;
    if (outcome === 'failed') {
      return sendError(request, reply, 502, 'internal', 'users.invitationNotSent');
    }
    return { data: toInvitation(invitation) };
  });

  handle(app, 'listInvitations', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await listOpenInvitations({ db, scope, now: clock() }) };
  });

  handle(app, 'withdrawInvitation', async ({ params: { invitation } }, request) => {
    const scope = locationScopeOf(request);
    await expireInvitation({ db, scope, invitationId: invitation, now: clock() });
    return { data: null };
  });

  handle(app, 'checkInvitation', async ({ params: { email, token } }, request, reply) => {
    const result = await checkInvitation({
      db,
      email,
      token,
      ip: request.ip,
      now: clock(),
      settings,
    });
    if (result.status === 'throttled')
      return sendThrottled(request, reply, result.retryAfterSeconds);
    return { data: result };
  });

  handle(app, 'acceptInvitation', async ({ params: { email, token } }, request, reply) => {
    // The domain parses this body itself (which schema depends on the account), after the link's
    // checks; handle() has only refused forbidden text in it (see ZAcceptInvitationRequestSchema),
    // so the raw body goes on, not the registry schema's output.
    const previousSessionId = request.cookies[SESSION_COOKIE];
    const result = await acceptInvitation({
      db,
      email,
      token,
      body: request.body,
      ip: request.ip,
      now: clock(),
      settings,
      previousSessionId,
    });
    if (result.status === 'throttled')
      return sendThrottled(request, reply, result.retryAfterSeconds);
    if (result.status === 'sso_required') {
      return sendError(request, reply, 403, 'sso_required', SSO_MESSAGES.passwordLoginOff);
    }
    if (result.status !== 'accepted') {
      return sendError(request, reply, 404, 'not_found', 'notFound.invitationInvalid');
    }
    if (previousSessionId) {
      // Accepting removed the browser's previous session: its sockets end with it.
      const previousHash = hashSessionId(settings.sessionSecret, previousSessionId);
      cache.forgetSession(previousHash);
      deps.publisher.disconnect({ sessions: [previousHash] });
    }
    cache.forgetUser(result.userId);
    reply.setCookie(
      SESSION_COOKIE,
      result.sessionId,
      sessionCookieOptions(secure, settings.sessionAbsoluteMs),
    );
    issueCsrfCookie(request, reply, {
      secure,
      secret: settings.sessionSecret,
      sessionId: result.sessionId,
    });
    return { data: await loadCurrentUser(db, result.userId) };
  });
}
