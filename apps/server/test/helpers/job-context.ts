import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import type { JobContext, RunningJob } from '../../src/jobs';
import { RecordingPublisher } from '../../src/domain/events/publisher';
import { publicAddress } from '../../src/mail/templates';
import { createSendMail, type SendMail } from '../../src/mail/transport';

const silent = { info: () => undefined, error: () => undefined };

/**
 * What a job handler gets when a test calls it directly, without the queue. Mail goes to .eml
 * files under the config's DATA_DIR (no SMTP_URL in tests) unless a test passes its transport.
 */
export function directJobContext(
  db: Db,
  config: Config,
  now: () => Date = () => new Date(),
  sendMail: SendMail = createSendMail(
    { smtpUrl: config.smtpUrl, dataDir: config.dataDir, publicUrl: publicAddress(config) },
    silent,
  ),
) {
  const context: JobContext = {
    db,
    config,
    log: silent,
    now,
    publisher: new RecordingPublisher(),
    sendMail,
  };
  return context;
}

/** The job argument of a direct call (no queue, so no real job id; its first and last attempt). */
export const DIRECT_JOB: RunningJob = { id: 'direct', retryCount: 0, retryLimit: 0 };
