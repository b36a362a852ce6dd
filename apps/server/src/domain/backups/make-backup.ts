import { eq } from 'drizzle-orm';
import type { TBackupReason } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationBackups, educations } from '../../db/schema';
import { keepFilesForBackup } from '../files/stored-files';
import { planFileHashes } from './plan-snapshot';
import { loadSnapshot } from './snapshot';

/*
 * Backups of educations (docs/educations.md "Backups"): the hourly job backs up every education
 * that changed since its last backup and removes backups older than 14 days; a designer lists the
 * recent ones and restores one, after the current state was backed up itself.
 */

/**
 * Backs up the education's current content, keeps the files it refers to, and notes the time on
 * the education.
 */
export async function makeBackup(
  tx: DbOrTx,
  educationId: number,
  reason: TBackupReason,
  now: Date,
): Promise<{ id: number }> {
  const snapshot = await loadSnapshot(tx, educationId);
  const [row] = await tx
    .insert(educationBackups)
    .values({ educationId, reason, snapshot, createdAt: now })
    .returning({ id: educationBackups.id });
  if (!row) throw new Error('backup not stored');
  await keepFilesForBackup(tx, row.id, planFileHashes(snapshot.plan));
  await tx.update(educations).set({ lastBackupAt: now }).where(eq(educations.id, educationId));
  return row;
}
