import { sql } from 'drizzle-orm';
import { cleanUpExpired } from '../domain/cleanup/clean-up-expired';
import { removePendingUploads } from '../domain/files/uploads';
import type { JobHandler } from './handler';

/**
 * Hourly: expired rows (sessions, sign-in failures, notifications, old links), and uploads that
 * stayed pending for an hour (a request that died half-way; a refused one removes its own). On
 * PGlite also `ANALYZE`: it has no autovacuum, so without this its planner never learns the
 * tables' sizes and the analysis reads (docs/analysis.md "Speed") choose poor plans as a school's
 * data grows. PostgreSQL's autovacuum does this itself.
 */
export const cleanUpHandler: JobHandler = async ({ db, config, log, now }) => {
  const at = now();
  const counts = await cleanUpExpired({ db, now: at, settings: config });
  const pendingUploads = await removePendingUploads({ db, now: at });
  if (!config.databaseUrl) await db.execute(sql`analyze`);
  log.info(
    { job: 'clean-up-expired', deleted: { ...counts, pendingUploads } },
    'expired rows removed',
  );
  return { ...counts, pendingUploads };
};
