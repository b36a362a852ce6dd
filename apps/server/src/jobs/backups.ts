import { backUpChangedEducations } from '../domain/backups/back-up-changed-educations';
import { pruneBackups } from '../domain/backups/prune-backups';
import { removeUnusedFiles } from '../domain/files/stored-files';
import type { JobHandler } from './handler';

/**
 * Hourly: backs up every education changed since its last backup, removes backups older than
 * 14 days, then the stored files that no material or backup refers to any more. An education whose backup fails is logged and skipped (the others go on); it is
 * tried again next hour, since its last_backup_at did not move.
 */
export const backupHandler: JobHandler = async ({ db, log, now }) => {
  const at = now();
  const backedUp = await backUpChangedEducations({
    db,
    now: at,
    onError: (educationId, error) =>
      log.error({ job: 'backup-educations', educationId, err: error }, 'backup failed'),
  });
  const pruned = await pruneBackups({ db, now: at });
  const filesRemoved = await removeUnusedFiles({ db, now: at });
  log.info({ job: 'backup-educations', backedUp, pruned, filesRemoved }, 'educations backed up');
  return { backedUp, pruned, filesRemoved };
};
