import type { DbOrTx } from '../../db/client';
import type { MailMessage, SendMail } from '../../mail/transport';
import { giveUpInvitationMail, renderInvitationMail } from './invitation-mail';
import type { TMailJob } from './mail-jobs';
import { renderPasswordResetMail } from './password-reset-mail';

export type MailDeliveryContext = {
  db: DbOrTx;
  sendMail: SendMail;
  /** SESSION_SECRET: opens the sealed link token. */
  secret: string;
  /** The address users open; the links in the mail start with it. */
  publicUrl: string;
  now: Date;
};

function render(context: MailDeliveryContext, job: TMailJob): Promise<MailMessage | null> {
  switch (job.kind) {
    case 'invitation':
      return renderInvitationMail({ ...context, job });
    case 'password-reset':
      return renderPasswordResetMail({ ...context, job });
  }
}

/**
 * Renders one mail job's message from the rows as they are now and hands it to the transport.
 * `skipped`: there was nothing to send any more (e.g. the invitation was withdrawn meanwhile).
 * A transport error is thrown: the job queue retries it.
 */
export async function deliverMailJob(
  context: MailDeliveryContext,
  job: TMailJob,
): Promise<'sent' | 'skipped'> {
  const message = await render(context, job);
  if (!message) return 'skipped';
  await context.sendMail(message);
  return 'sent';
}

/** What giving up on a mail means for its kind, after the last attempt failed. */
export async function giveUpMailJob(
  context: Pick<MailDeliveryContext, 'db' | 'now'>,
  job: TMailJob,
): Promise<void> {
  if (job.kind === 'invitation') await giveUpInvitationMail({ ...context, job });
  // A reset link nobody received simply expires within the hour; the person may ask again.
}

/** For logs: which mail, without its token. */
export function describeMailJob(job: TMailJob): object {
  return job.kind === 'invitation'
    ? { kind: job.kind, invitationId: job.invitationId }
    : { kind: job.kind, resetId: job.resetId };
}
