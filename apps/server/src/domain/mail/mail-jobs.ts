import type { TLanguage } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';

/*
 * What a mail job carries: ids and the sealed link token, never the rendered message. The job
 * renders the mail when it runs, from the rows as they are then, in the recipient's language
 * (docs/jobs.md "E-mail").
 */

export type TInvitationMailJob = {
  kind: 'invitation';
  invitationId: number;
  /** sealToken(SESSION_SECRET, token): the database keeps only the token's HMAC. */
  sealedToken: string;
};

export type TPasswordResetMailJob = {
  kind: 'password-reset';
  resetId: number;
  sealedToken: string;
  /** The language of the request, for an account that has not chosen one. */
  fallbackLanguage: TLanguage;
};

export type TMailJob = TInvitationMailJob | TPasswordResetMailJob;

/**
 * queued: the job is in the queue (its retries and final failure are the job's business);
 * sent: no queue is running and the mail went out right away; failed: that direct attempt failed
 * (logged, and given up on as the job would after its last retry).
 */
export type TMailPosted = 'queued' | 'sent' | 'failed';

/** Where committed mail jobs go: the job queue, or straight to the transport when none runs. */
export type MailOutbox = { post(job: TMailJob): Promise<TMailPosted> };

/**
 * Mail jobs collected while a transaction runs (like EventQueue for realtime events); withMail
 * posts them after the commit. Domain functions that write what a mail is about take the batch
 * and add their mail inside their transaction (mailInvitation, mailPasswordReset).
 */
export class MailBatch {
  private readonly pending: TMailJob[] = [];

  add(job: TMailJob): void {
    this.pending.push(job);
  }

  /** Posts the collected jobs, once, in order; one outcome per job. */
  async post(outbox: MailOutbox): Promise<TMailPosted[]> {
    const outcomes: TMailPosted[] = [];
    for (const job of this.pending.splice(0)) outcomes.push(await outbox.post(job));
    return outcomes;
  }
}

/**
 * Runs `work` in a transaction and posts the mail it added only after the commit; a rollback
 * (any thrown error) drops it, so nobody gets a mail about a write that did not happen. Pass the
 * database, not a transaction: inside a savepoint "after commit" would come too early.
 * `posted` is left to the caller to await (the password-reset answer does not wait for it).
 */
export async function withMail<T>(
  options: { db: Db; outbox: MailOutbox },
  work: (tx: DbOrTx, mail: MailBatch) => Promise<T>,
): Promise<{ result: T; posted: Promise<TMailPosted[]> }> {
  const mail = new MailBatch();
  const result = await options.db.transaction((tx) => work(tx, mail));
  return { result, posted: mail.post(options.outbox) };
}
