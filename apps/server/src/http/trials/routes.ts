import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthSettings } from '../../domain/auth/settings';
import { recordTrialRequest, trialRetryAfterSeconds } from '../../domain/throttle/trial';
import { approveTrialRequest } from '../../domain/trials/approve-trial-request';
import { listTrialRequests } from '../../domain/trials/list-trial-requests';
import { rejectTrialRequest } from '../../domain/trials/reject-trial-request';
import { submitTrialRequest } from '../../domain/trials/submit-trial-request';
import { withMail, type MailOutbox } from '../../domain/mail/mail-jobs';
import { sendError } from '../api-error';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';
import { actorOf } from '../session-guard';

type Deps = {
  db: Db;
  clock: () => Date;
  settings: Pick<AuthSettings, 'sessionSecret'>;
  mail: MailOutbox;
};

/**
 * Trial requests (docs/organisation.md "Trial requests"): schools ask, the platform administrator
 * decides.
 */
export async function trialRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, clock } = deps;

  // A throttled address is refused before its body is read: 429, whatever the body holds.
  const refuseThrottled = async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await trialRetryAfterSeconds({ db, ip: request.ip, now: clock() });
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      return sendError(request, reply, 429, 'rate_limited', 'common.tooManyRequests');
    }
    return undefined;
  };

  handle(
    app,
    'submitTrialRequest',
    async ({ body: input }, request) => {
      const now = clock();
      await db.transaction(async (tx) => {
        await submitTrialRequest({ db: tx, input, language: requestLanguage(request), now });
        await recordTrialRequest({ db: tx, ip: request.ip, now });
      });
      // The public answer tells nothing about other requests or locations.
      return { data: { received: true as const } };
    },
    { before: refuseThrottled },
  );

  handle(app, 'listTrialRequests', async () => {
    return { data: await listTrialRequests({ db }) };
  });

  handle(app, 'approveTrialRequest', async ({ params: { id } }, request) => {
    const { result: trial, posted } = await withMail({ db, outbox: deps.mail }, (tx, mail) =>
      approveTrialRequest({
        db: tx,
        actor: actorOf(request),
        id,
        now: clock(),
        secret: deps.settings.sessionSecret,
        mail,
      }),
    );
    // After the commit: a failed e-mail does not undo the location. Only without a job queue can
    // it fail here (the queue retries); the screen then says so, and as the invitation has
    // expired again the admin can send a new one from the users screen.
    const [outcome] = await posted;
    return { data: { ...trial, invitation_sent: outcome !== 'failed' } };
  });

  handle(app, 'rejectTrialRequest', async ({ params: { id } }, request) => {
    return {
      data: await rejectTrialRequest({ db, actor: actorOf(request), id, now: clock() }),
    };
  });
}
