import { createHash } from 'node:crypto';
import { and, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { educationBackupFiles, planMaterials, storedFiles } from '../../db/schema';

/*
 * Content-addressed file storage (docs/plan.md "Material files"). A plan material refers to its
 * file by SHA-256; so do backups, through education_backup_files. A backup, a duplicate or a
 * copied year therefore copies a hash, not the bytes, and a backup of an education with many
 * files stays small (the bytes inside the JSON snapshot would hit PostgreSQL's 256 MB jsonb
 * limit at about 190 MB of files, and be stored again every hour for 14 days).
 */

/** A file that nothing refers to is removed this long after it was last stored. */
export const UNUSED_FILE_GRACE_MS = 24 * 3_600_000;

export const fileHash = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Stores the content (once per hash) and returns its hash. Storing content that is already there
 * touches it: the upsert locks the row, so a clean-up running at the same time waits and then
 * sees a fresh touched_at and leaves the file, which this transaction is about to refer to.
 */
export async function storeFile(tx: DbOrTx, content: Buffer, now: Date): Promise<string> {
  const hash = fileHash(content);
  await tx
    .insert(storedFiles)
    .values({ hash, size: content.length, content, touchedAt: now })
    .onConflictDoUpdate({ target: storedFiles.hash, set: { touchedAt: now } });
  return hash;
}

/** Notes that a backup refers to these files, so they outlive the materials that used them. */
export async function keepFilesForBackup(
  tx: DbOrTx,
  backupId: number,
  hashes: Iterable<string>,
): Promise<void> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return;
  await tx
    .insert(educationBackupFiles)
    .values(unique.map((fileHash) => ({ backupId, fileHash })))
    .onConflictDoNothing();
}

/**
 * Removes stored files that no material and no backup refers to and that were not stored or
 * reused within the grace period (an upload stores its file before it inserts the material that
 * refers to it). Run by the hourly job after old backups are pruned. Returns how many went.
 */
export async function removeUnusedFiles(options: { db: DbOrTx; now: Date }): Promise<number> {
  const { db, now } = options;
  const cutoff = new Date(now.getTime() - UNUSED_FILE_GRACE_MS);
  const removed = await db
    .delete(storedFiles)
    .where(
      and(
        lt(storedFiles.touchedAt, cutoff),
        sql`not exists (select 1 from ${planMaterials} where ${planMaterials.fileHash} = ${storedFiles.hash})`,
        sql`not exists (select 1 from ${educationBackupFiles} where ${educationBackupFiles.fileHash} = ${storedFiles.hash})`,
      ),
    )
    .returning({ hash: storedFiles.hash });
  return removed.length;
}
