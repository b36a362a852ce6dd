import { deliverMailJob, describeMailJob, giveUpMailJob } from '../domain/mail/deliver';
import type { TMailJob } from '../domain/mail/mail-jobs';
import { publicAddress } from '../mail/templates';
import type { JobHandler } from './handler';

/**
 * Sends one e-mail (docs/jobs.md "E-mail"). A transport error is thrown, so pg-boss retries the
 * job; after the last attempt the failure is logged at `error` and given up on (an invitation
 * nobody received expires, so the address can be invited again).
 */
export const mailHandler: JobHandler<TMailJob> = async (
  { db, config, log, now, sendMail },
  data,
  job,
) => {
  const context = {
    db,
    sendMail,
    secret: config.sessionSecret,
    publicUrl: publicAddress(config),
    now: now(),
  };
  const mail = describeMailJob(data);
  try {
    const outcome = await deliverMailJob(context, data);
    return { ...mail, outcome };
  } catch (error) {
    const attempt = job.retryCount + 1;
    if (job.retryCount < job.retryLimit) {
      log.info({ job: 'send-mail', ...mail, attempt, err: error }, 'e-mail failed; will retry');
    } else {
      log.error(
        { job: 'send-mail', ...mail, attempts: attempt, err: error },
        'e-mail not delivered after the last attempt; given up',
      );
      await giveUpMailJob(context, data);
    }
    throw error;
  }
};
