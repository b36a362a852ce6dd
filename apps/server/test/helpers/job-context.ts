import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import type { JobContext } from '../../src/jobs';
import { RecordingPublisher } from '../../src/domain/events/publisher';

/** What a job handler gets when a test calls it directly, without the queue. */
export function directJobContext(db: Db, config: Config, now: () => Date = () => new Date()) {
  const context: JobContext = {
    db,
    config,
    log: { info: () => undefined, error: () => undefined },
    now,
    publisher: new RecordingPublisher(),
  };
  return context;
}

/** The job argument of a direct call (no queue, so no real job id). */
export const DIRECT_JOB = { id: 'direct' };
