import { and, eq, gte } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import { educationBackups } from '../../db/schema';
import { notFound } from '../errors';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { retentionStart } from './backup-retention';
import { makeBackup } from './make-backup';
import { restoreSnapshot } from './snapshot';
import { parseSnapshot } from './snapshot-schema';

/**
 * Puts the education back as the backup holds it. A content change (changeEducation): design
 * rights, 409 `education_locked` unless designing, "last change" stamped, `education_update` after
 * commit. The current state is backed up first ('before_restore'), in the same transaction, so
 * a restore can itself be undone. A backup of another education, or one older than the 14 days
 * (not yet pruned), is 404 with EDUCATION_MESSAGES.backupTooOld: to the caller both are "not
 * available", and 404 does not tell whether an id exists elsewhere.
 */
export async function restoreBackup(
  options: EducationChange & { backupId: number },
): Promise<void> {
  const { backupId, now } = options;
  await changeEducation(options, async (tx, education) => {
    const [backup] = await tx
      .select({ snapshot: educationBackups.snapshot })
      .from(educationBackups)
      .where(
        and(
          eq(educationBackups.id, backupId),
          eq(educationBackups.educationId, education.id),
          gte(educationBackups.createdAt, retentionStart(now)),
        ),
      );
    if (!backup) throw notFound(EDUCATION_MESSAGES.backupTooOld);
    const snapshot = parseSnapshot(backup.snapshot);
    await makeBackup(tx, education.id, 'before_restore', now);
    await restoreSnapshot(tx, education.id, snapshot);
  });
}
