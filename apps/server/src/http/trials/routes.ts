import type { FastifyInstance } from 'fastify';
import {
  ZTrialParamsSchema,
  ZTrialRequestInputSchema,
  type TTrialApproveResponse,
  type TTrialRequestListResponse,
  type TTrialRequestResponse,
  type TTrialSubmittedResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthSettings } from '../../domain/auth/settings';
import { recordTrialRequest, trialRetryAfterSeconds } from '../../domain/throttle/trial';
import {
  approveTrialRequest,
  listTrialRequests,
  rejectTrialRequest,
  submitTrialRequest,
} from '../../domain/trials/trials';
import { invitationMail, linkTo } from '../../mail/templates';
import type { SendMail } from '../../mail/transport';
import { sendError } from '../api-error';
import { requestLanguage } from '../language';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

type Deps = {
  db: Db;
  clock: () => Date;
  settings: Pick<AuthSettings, 'sessionSecret'>;
  sendMail: SendMail;
  publicUrl: string;
};

/** Trial requests (SPEC §2 /registreer): schools ask, the platform administrator decides. */
export async function trialRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db, clock } = deps;

  app.post('/trials', async (request, reply) => {
    const now = clock();
    const retryAfter = await trialRetryAfterSeconds({ db, ip: request.ip, now });
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      return sendError(reply, 429, 'rate_limited', 'Too many requests, please wait a minute');
    }
    const input = parse(ZTrialRequestInputSchema, request.body);
    await db.transaction(async (tx) => {
      await submitTrialRequest({ db: tx, input, language: requestLanguage(request), now });
      await recordTrialRequest({ db: tx, ip: request.ip, now });
    });
    // The public answer tells nothing about other requests or locations.
    return reply.code(201).send({ data: { received: true } } satisfies TTrialSubmittedResponse);
  });

  app.get('/trials', async (): Promise<TTrialRequestListResponse> => {
    return { data: await listTrialRequests({ db }) };
  });

  app.post('/trials/:id/approve', async (request): Promise<TTrialApproveResponse> => {
    const { id } = parse(ZTrialParamsSchema, request.params);
    const { trial, invitation, language } = await approveTrialRequest({
      db,
      actor: actorOf(request),
      id,
      now: clock(),
      secret: deps.settings.sessionSecret,
    });
    // After the commit: a failed e-mail does not undo the location; the screen says so, and the
    // admin can send a new invitation from the users screen.
    let invitationSent = true;
    try {
      await deps.sendMail(
        invitationMail({
          to: invitation.invitation.email,
          language,
          locationTitle: invitation.locationTitle,
          inviterName: invitation.inviterName,
          link: linkTo(
            deps.publicUrl,
            'uitnodiging',
            invitation.invitation.email,
            invitation.token,
          ),
          expiresAt: invitation.invitation.expiresAt,
        }),
      );
    } catch (error) {
      request.log.error({ err: error, trial: trial.id }, 'trial invitation e-mail failed');
      invitationSent = false;
    }
    return { data: { ...trial, invitation_sent: invitationSent } };
  });

  app.post('/trials/:id/reject', async (request): Promise<TTrialRequestResponse> => {
    const { id } = parse(ZTrialParamsSchema, request.params);
    return {
      data: await rejectTrialRequest({ db, actor: actorOf(request), id, now: clock() }),
    };
  });
}
