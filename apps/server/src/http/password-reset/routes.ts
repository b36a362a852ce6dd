import type { FastifyInstance } from 'fastify';
import { requestPasswordReset } from '../../domain/password-reset/request-password-reset';
import { resetPassword } from '../../domain/password-reset/reset-password';
import { withMail } from '../../domain/mail/mail-jobs';
import type { Publisher } from '../../domain/events/publisher';
import { SESSION_COOKIE } from '../cookies';
import { issueCsrfCookie } from '../csrf';
import { handle } from '../endpoint';
import { sendThrottled, type MailRouteDeps } from '../invitations/routes';
import { requestLanguage } from '../language';

export async function passwordResetRoutes(
  app: FastifyInstance,
  /** The publisher closes the open sockets of the sessions a reset ends. */
  deps: MailRouteDeps & { publisher: Publisher },
): Promise<void> {
  const { db, settings, clock, cache, mail: outbox, publisher } = deps;

  /**
   * Always the same 200, whether or not the address has an account. The mail is posted without
   * waiting for it (a failure is logged by the outbox), so the answer also takes about the same
   * time.
   */
  handle(app, 'requestPasswordReset', async ({ body: { email } }, request) => {
    const { posted } = await withMail({ db, outbox }, (tx, mail) =>
      requestPasswordReset({
        db: tx,
        email,
        now: clock(),
        secret: settings.sessionSecret,
        language: requestLanguage(request),
        mail,
      }),
    );
    posted.catch((error: unknown) => {
      request.log.error({ err: error }, 'password reset e-mail failed');
    });
    return { data: null };
  });

  handle(app, 'resetPassword', async ({ body: { email, token, password } }, request, reply) => {
    const result = await resetPassword({
      db,
      publisher,
      email,
      token,
      password,
      ip: request.ip,
      now: clock(),
      settings,
    });
    if (result.status === 'throttled')
      return sendThrottled(request, reply, result.retryAfterSeconds);
    // Every session of the user has ended, this browser's too if it was theirs.
    cache.forgetUser(result.userId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    issueCsrfCookie(request, reply, {
      secure: deps.secure,
      secret: settings.sessionSecret,
      sessionId: null,
      fresh: true,
    });
    return { data: null };
  });
}
