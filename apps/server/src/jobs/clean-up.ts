import { cleanUpExpired } from '../domain/cleanup/clean-up-expired';
import { removePendingUploads } from '../domain/files/uploads';
import type { JobHandler } from './definitions';

/**
 * Hourly: expired rows (sessions, sign-in failures, notifications, old links), and uploads that
 * stayed pending for an hour (a request that died half-way; a refused one removes its own).
 */
export const cleanUpHandler: JobHandler = async ({ db, config, log, now }) => {
  const at = now();
  const counts = await cleanUpExpired({ db, now: at, settings: config });
  const pendingUploads = await removePendingUploads({ db, now: at });
  log.info(
    { job: 'clean-up-expired', deleted: { ...counts, pendingUploads } },
    'expired rows removed',
  );
  return { ...counts, pendingUploads };
};
