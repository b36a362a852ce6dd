import { cleanUpExpired } from '../domain/cleanup/clean-up-expired';
import type { JobHandler } from './definitions';

export const cleanUpHandler: JobHandler = async ({ db, config, log, now }) => {
  const counts = await cleanUpExpired({ db, now: now(), settings: config });
  log.info({ job: 'clean-up-expired', deleted: counts }, 'expired rows removed');
  return counts;
};
