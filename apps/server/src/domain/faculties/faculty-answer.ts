import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TFaculty } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationParents, faculties } from '../../db/schema';
import { notFound } from '../errors';

/** A faculty as the API answers it: with the count of its education parents. */
const columns = {
  id: faculties.id,
  location_id: faculties.locationId,
  name: faculties.name,
  education_parents_count: count(educationParents.id),
};

export async function selectFaculties(db: DbOrTx, where: SQL): Promise<TFaculty[]> {
  return db
    .select(columns)
    .from(faculties)
    .leftJoin(educationParents, eq(educationParents.facultyId, faculties.id))
    .where(where)
    .groupBy(faculties.id)
    .orderBy(asc(sql`lower(${faculties.name})`), asc(faculties.id));
}

/** The answer for a faculty just written (its location checked by the caller). */
export async function facultyById(db: DbOrTx, id: number): Promise<TFaculty> {
  const [faculty] = await selectFaculties(db, eq(faculties.id, id));
  if (!faculty) throw notFound('notFound.faculty');
  return faculty;
}
