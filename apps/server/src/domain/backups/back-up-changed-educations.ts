import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations } from '../../db/schema';
import { makeBackup } from './make-backup';

/**
 * The hourly backup: every education that is not archived and changed after its last backup
 * (or never had one). One transaction per education on its locked row, so a change cannot slip
 * in between the snapshot and last_backup_at, and one that fails (logged by the caller through
 * `onError`) does not stop the others. Returns how many were backed up.
 */
export async function backUpChangedEducations(options: {
  db: Db;
  now: Date;
  onError?: (educationId: number, error: unknown) => void;
}): Promise<number> {
  const { db, now, onError } = options;
  const changed = await db
    .select({ id: educations.id })
    .from(educations)
    .where(
      and(
        isNull(educations.deletedAt),
        sql`${educations.updatedAt} > coalesce(${educations.lastBackupAt}, '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(educations.id);
  let count = 0;
  for (const { id } of changed) {
    try {
      const made = await db.transaction(async (tx) => {
        // Checked again on the locked row: a restore or a delete may have come first.
        const [education] = await tx
          .select({ id: educations.id })
          .from(educations)
          .where(
            and(
              eq(educations.id, id),
              isNull(educations.deletedAt),
              sql`${educations.updatedAt} > coalesce(${educations.lastBackupAt}, '-infinity'::timestamptz)`,
            ),
          )
          .for('update');
        if (!education) return false;
        await makeBackup(tx, id, 'hourly', now);
        return true;
      });
      if (made) count++;
    } catch (error) {
      onError?.(id, error);
    }
  }
  return count;
}
