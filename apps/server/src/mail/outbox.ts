import type { Db } from '../db/client';
import { deliverMailJob, describeMailJob, giveUpMailJob } from '../domain/mail/deliver';
import type { MailOutbox, TMailJob } from '../domain/mail/mail-jobs';
import { mailJob, type Jobs } from '../jobs';
import type { SendMail } from './transport';

type Log = { error: (object: object, message: string) => void };

/**
 * Mail jobs go to the `send-mail` queue (retried there, docs/jobs.md "E-mail"). When no queue
 * runs in this process (JOBS_ENABLED=false, the queue did not start or has not started yet, or
 * sending to it failed) the same delivery runs right away, once, so mail still goes out; a
 * failure is then logged and given up on as the job would after its last retry.
 */
export function createMailOutbox(deps: {
  /** The queue, once main.ts has started it (after listening); tests set it themselves. */
  jobs: { current: Pick<Jobs, 'send'> | undefined };
  db: Db;
  sendMail: SendMail;
  secret: string;
  publicUrl: string;
  clock: () => Date;
  log: Log;
}): MailOutbox {
  const deliverNow = async (job: TMailJob) => {
    const context = {
      db: deps.db,
      sendMail: deps.sendMail,
      secret: deps.secret,
      publicUrl: deps.publicUrl,
      now: deps.clock(),
    };
    try {
      await deliverMailJob(context, job);
      return 'sent' as const;
    } catch (error) {
      deps.log.error({ err: error, ...describeMailJob(job) }, 'e-mail failed (sent without queue)');
      await giveUpMailJob(context, job);
      return 'failed' as const;
    }
  };
  return {
    async post(job) {
      const queue = deps.jobs.current;
      if (queue) {
        try {
          await queue.send(mailJob, job);
          return 'queued';
        } catch (error) {
          deps.log.error({ err: error, ...describeMailJob(job) }, 'e-mail not queued; sending now');
        }
      }
      return deliverNow(job);
    },
  };
}
