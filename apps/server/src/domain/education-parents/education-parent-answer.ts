import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TEducationParent } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, educations } from '../../db/schema';
import { notFound } from '../errors';

/**
 * The answer: the parent with the counts of its educations (not archived, archived), so the
 * screen can say why it cannot be deleted yet. One grouped join for the whole list.
 */
export async function selectParents(db: DbOrTx, where: SQL): Promise<TEducationParent[]> {
  const rows = await db
    .select({
      id: educationParents.id,
      faculty_id: educationParents.facultyId,
      name: educationParents.name,
      educations_count: sql<number>`count(${educations.id}) filter (where ${educations.deletedAt} is null)::int`,
      archived_educations_count: sql<number>`count(${educations.id}) filter (where ${educations.deletedAt} is not null)::int`,
    })
    .from(educationParents)
    .leftJoin(educations, eq(educations.educationParentId, educationParents.id))
    .where(where)
    .groupBy(educationParents.id)
    .orderBy(asc(sql`lower(${educationParents.name})`), asc(educationParents.id));
  return rows.map((row) => ({
    ...row,
    educations_count: Number(row.educations_count),
    archived_educations_count: Number(row.archived_educations_count),
  }));
}

export async function parentById(db: DbOrTx, id: number): Promise<TEducationParent> {
  const [parent] = await selectParents(db, eq(educationParents.id, id));
  if (!parent) throw notFound('notFound.educationParent');
  return parent;
}
