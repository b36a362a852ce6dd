import { and, eq, sql } from 'drizzle-orm';
import { periodWeekRanges, type TEducation, type TEducationYear } from '@cp/contracts';
import { preparedPer } from '../../db/prepared';
import {
  educationBackups,
  educationParents,
  educationPeriods,
  educationYears,
  educations,
  faculties,
  notes,
} from '../../db/schema';
import { notFound } from '../errors';
import type { EducationCaller } from './education-caller';
import { notArchivedInLocation, requester, summaryColumns, toSummary } from './education-summary';
import type { EducationLookup } from './require-education';

/*
 * One education for every education screen: its summary (education-summary.ts), where it lives,
 * its structure and its counts, in one prepared statement.
 */

type StructureJson = {
  id: number;
  position: number;
  name: string | null;
  starts_on: string | null;
  periods: { id: number; position: number; name: string | null; weeks: number }[];
}[];

/**
 * One education with its summary, its faculty and parent, its years and periods (as JSON) and
 * the counts of its notes and backups; no row when it is not a non-archived education of the
 * location.
 */
const detail = preparedPer((db) =>
  db
    .select({
      education: educations,
      ...summaryColumns(),
      parentName: educationParents.name,
      facultyId: faculties.id,
      facultyName: faculties.name,
      structure: sql<StructureJson>`(
        select coalesce(json_agg(json_build_object(
          'id', ${educationYears.id},
          'position', ${educationYears.position},
          'name', ${educationYears.name},
          'starts_on', ${educationYears.startsOn},
          'periods', (
            select coalesce(json_agg(json_build_object(
              'id', ${educationPeriods.id},
              'position', ${educationPeriods.position},
              'name', ${educationPeriods.name},
              'weeks', ${educationPeriods.weeks}
            ) order by ${educationPeriods.position}), '[]'::json)
            from ${educationPeriods}
            where ${educationPeriods.educationYearId} = ${educationYears.id})
        ) order by ${educationYears.position}), '[]'::json)
        from ${educationYears} where ${educationYears.educationId} = ${educations.id})`,
      noteCount: sql<number>`(select count(*)::int from ${notes} where ${notes.educationId} = ${educations.id})`,
      backupCount: sql<number>`(select count(*)::int from ${educationBackups} where ${educationBackups.educationId} = ${educations.id})`,
      lastBackupAt: sql<
        string | Date | null
      >`(select max(${educationBackups.createdAt}) from ${educationBackups} where ${educationBackups.educationId} = ${educations.id})`,
    })
    .from(educations)
    .innerJoin(educationParents, eq(educationParents.id, educations.educationParentId))
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(and(eq(educations.id, sql.placeholder('education')), notArchivedInLocation()))
    .limit(1)
    .prepare('education_detail'),
);

/** The years with their periods and each period's first and last week. */
function toYears(structure: StructureJson): TEducationYear[] {
  return structure.map((year) => {
    const ranges = periodWeekRanges(year.periods.map((period) => period.weeks));
    return {
      id: year.id,
      position: year.position,
      name: year.name,
      starts_on: year.starts_on,
      weeks: year.periods.reduce((sum, period) => sum + period.weeks, 0),
      periods: year.periods.map((period, index) => ({
        id: period.id,
        position: period.position,
        name: period.name,
        weeks: period.weeks,
        first_week: ranges[index]?.first_week ?? 1,
        last_week: ranges[index]?.last_week ?? 0,
      })),
    };
  });
}

/** One (non-archived) education with its structure, where it lives and its counts; 404 otherwise. */
export async function getEducationDetail(
  options: EducationLookup & { caller: EducationCaller },
): Promise<TEducation> {
  const { db, caller, educationId } = options;
  const { locationId } = options.scope;
  const [row] = await detail(db).execute({
    location: locationId,
    me: caller.actor.userId,
    education: educationId,
  });
  if (!row) throw notFound('notFound.education');
  const { parentName, facultyId, facultyName, structure, noteCount, backupCount, lastBackupAt } =
    row;
  return {
    ...toSummary(caller, row),
    location_id: row.education.locationId,
    faculty: { id: facultyId, name: facultyName },
    education_parent: { id: row.education.educationParentId, name: parentName },
    years: toYears(structure),
    counts: { notes: Number(noteCount), backups: Number(backupCount) },
    last_backup_at: lastBackupAt ? new Date(lastBackupAt).toISOString() : null,
  };
}
