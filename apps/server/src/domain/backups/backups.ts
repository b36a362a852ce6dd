import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  type TBackup,
  type TBackupReason,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { educationBackups, educations } from '../../db/schema';
import type { Publisher } from '../events/publisher';
import { notFound } from '../errors';
import {
  changeEducation,
  requireDesignRights,
  requireEducation,
  type EducationCaller,
} from '../educations/scope';
import { keepFilesForBackup } from '../files/stored-files';
import { planFileHashes } from './plan-snapshot';
import { loadSnapshot, restoreSnapshot } from './snapshot';
import { parseSnapshot } from './snapshot-schema';
import type { LocationScope } from '../locations/location-scope';

/*
 * Backups of educations (SPEC §9, docs/educations.md "Backups"): the hourly job backs up every
 * education that changed since its last backup and removes backups older than 14 days; a designer
 * lists the recent ones and restores one, after the current state was backed up itself.
 */

const DAY_MS = 24 * 3_600_000;

/** Backups made at or after this moment are listed and may be restored; older ones are pruned. */
export const retentionStart = (now: Date) =>
  new Date(now.getTime() - EDUCATION_LIMITS.backupRetentionDays * DAY_MS);

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

/** Removes backups older than the retention (14 days); returns how many. */
export async function pruneBackups(options: { db: DbOrTx; now: Date }): Promise<number> {
  const { db, now } = options;
  const removed = await db
    .delete(educationBackups)
    .where(lt(educationBackups.createdAt, retentionStart(now)))
    .returning({ id: educationBackups.id });
  return removed.length;
}

/** The education's backups of the last 14 days, newest first (designers of the education). */
export async function listBackups(options: {
  db: DbOrTx;
  caller: EducationCaller;
  scope: LocationScope;
  educationId: number;
  now: Date;
}): Promise<TBackup[]> {
  const { db, caller, scope, educationId, now } = options;
  const education = await requireEducation({ db, scope, educationId });
  await requireDesignRights({ db, caller, education });
  const rows = await db
    .select({
      id: educationBackups.id,
      createdAt: educationBackups.createdAt,
      reason: educationBackups.reason,
    })
    .from(educationBackups)
    .where(
      and(
        eq(educationBackups.educationId, education.id),
        gte(educationBackups.createdAt, retentionStart(now)),
      ),
    )
    .orderBy(desc(educationBackups.createdAt), desc(educationBackups.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
  }));
}

/**
 * Puts the education back as the backup holds it. A content change (changeEducation): design
 * rights, 409 `education_locked` unless designing, "last change" stamped, `education_update` after
 * commit. The current state is backed up first ('before_restore'), in the same transaction, so
 * a restore can itself be undone. A backup of another education, or one older than the 14 days
 * (not yet pruned), is 404 with EDUCATION_MESSAGES.backupTooOld: to the caller both are "not
 * available", and 404 does not tell whether an id exists elsewhere.
 */
export async function restoreBackup(options: {
  db: Db;
  publisher: Publisher;
  caller: EducationCaller;
  scope: LocationScope;
  educationId: number;
  backupId: number;
  now: Date;
}): Promise<void> {
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
