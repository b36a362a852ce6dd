import { and, desc, eq, gte } from 'drizzle-orm';
import type { TBackup } from '@cp/contracts';
import { educationBackups } from '../../db/schema';
import { requireDesignRights } from '../educations/design-rights';
import type { EducationCaller } from '../educations/education-caller';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { retentionStart } from './backup-retention';

/** The education's backups of the last 14 days, newest first (designers of the education). */
export async function listBackups(
  options: EducationLookup & { caller: EducationCaller; now: Date },
): Promise<TBackup[]> {
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
