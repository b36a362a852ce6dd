import { and, asc, count, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  periodWeekRanges,
  type TApproval,
  type TEducation,
  type TEducationSummary,
  type TEducationYear,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  designRestrictions,
  educationApprovals,
  educationBackups,
  educationParents,
  educationPeriods,
  educationYears,
  educations,
  faculties,
  notes,
  users,
} from '../../db/schema';
import { notFound } from '../errors';
import { fullNameSql } from '../users/person-name';
import { mayDesign, requireEducation, type EducationCaller } from './scope';

/*
 * Reading educations for the dashboard and every education screen. A fixed number of queries
 * whatever the number of educations: counts, approvals with their names and the caller's design
 * restriction are correlated subqueries of the one list query.
 */

const requester = alias(users, 'requester');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The parent within the location (through its faculty); 404 for another location's parent. */
async function requireParentInLocation(db: DbOrTx, locationId: number, educationParentId: number) {
  const [row] = await db
    .select({ id: educationParents.id })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(and(eq(educationParents.id, educationParentId), eq(faculties.locationId, locationId)))
    .limit(1);
  if (!row) throw notFound('Education parent not found');
}

/** Summaries of the educations matching `where` (which must include the location). */
async function summaries(
  db: DbOrTx,
  caller: EducationCaller,
  locationId: number,
  where: SQL | undefined,
): Promise<TEducationSummary[]> {
  const yearsCount = sql<number>`(select count(*)::int from ${educationYears} where ${educationYears.educationId} = ${educations.id})`;
  const periodStats = (aggregate: SQL) =>
    sql<number>`(select ${aggregate} from ${educationPeriods} inner join ${educationYears} on ${educationYears.id} = ${educationPeriods.educationYearId} where ${educationYears.educationId} = ${educations.id})`;
  const me = caller.actor.userId;
  // The approvals with names, and the caller's design restriction, come along as columns: one
  // round trip for the whole list (embedded PGlite pays per query, not per row).
  const approvals = sql<{ user_id: number; name: string; approved_at: string }[]>`(
    select coalesce(json_agg(json_build_object(
      'user_id', ${educationApprovals.userId},
      'name', ${fullNameSql()},
      'approved_at', ${educationApprovals.approvedAt}
    ) order by ${educationApprovals.approvedAt}, ${educationApprovals.userId}), '[]'::json)
    from ${educationApprovals} inner join ${users} on ${users.id} = ${educationApprovals.userId}
    where ${educationApprovals.educationId} = ${educations.id})`;
  const restrictedTo = (education: SQL | undefined) =>
    sql<boolean>`exists (select 1 from ${designRestrictions} where ${and(
      eq(designRestrictions.userId, me),
      eq(designRestrictions.locationId, locationId),
      education,
    )})`;
  const rows = await db
    .select({
      education: educations,
      yearsCount,
      periodsCount: periodStats(sql`count(*)::int`),
      weeksCount: periodStats(sql`coalesce(sum(${educationPeriods.weeks}), 0)::int`),
      requesterName: fullNameSql(requester),
      approvals,
      restricted: restrictedTo(undefined),
      restrictionAllows: restrictedTo(eq(designRestrictions.educationId, educations.id)),
    })
    .from(educations)
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(where)
    .orderBy(asc(sql`lower(${educations.name})`), asc(educations.id));

  return rows.map(({ education: e, ...row }) => {
    const approvals: TApproval[] = row.approvals.map((approval) => ({
      user: { id: approval.user_id, name: approval.name },
      approved_at: new Date(approval.approved_at).toISOString(),
    }));
    // mayDesign takes the set of allowed educations; this row only needs to know about itself.
    const restriction = row.restricted ? new Set(row.restrictionAllows ? [e.id] : []) : null;
    return {
      id: e.id,
      education_parent_id: e.educationParentId,
      name: e.name,
      type: e.type,
      is_flexible: e.isFlexible,
      status: e.status,
      years_count: Number(row.yearsCount),
      periods_count: Number(row.periodsCount),
      weeks_count: Number(row.weeksCount),
      created_at: e.createdAt.toISOString(),
      updated_at: e.updatedAt.toISOString(),
      published_on: iso(e.publishedAt),
      requested_by:
        e.requestedBy !== null && row.requesterName !== null
          ? { id: e.requestedBy, name: row.requesterName }
          : null,
      review_requested_at: iso(e.reviewRequestedAt),
      approvals,
      can_design: mayDesign(caller, restriction, e.id),
      can_approve:
        e.status === 'reviewing' &&
        e.requestedBy !== me &&
        !approvals.some((approval) => approval.user.id === me),
    };
  });
}

/**
 * The non-archived educations of one parent (the dashboard), or of the whole location without a
 * parent (pickers). The parent must belong to the location: 404 otherwise.
 */
export async function listEducations(options: {
  db: DbOrTx;
  caller: EducationCaller;
  locationId: number;
  educationParentId?: number;
}): Promise<TEducationSummary[]> {
  const { db, caller, locationId, educationParentId } = options;
  if (educationParentId !== undefined) {
    await requireParentInLocation(db, locationId, educationParentId);
  }
  return summaries(
    db,
    caller,
    locationId,
    and(
      eq(educations.locationId, locationId),
      isNull(educations.deletedAt),
      educationParentId === undefined
        ? undefined
        : eq(educations.educationParentId, educationParentId),
    ),
  );
}

/** One (non-archived) education with its structure, where it lives and its counts; 404 otherwise. */
export async function getEducationDetail(options: {
  db: DbOrTx;
  caller: EducationCaller;
  locationId: number;
  educationId: number;
}): Promise<TEducation> {
  const { db, caller, locationId, educationId } = options;
  const education = await requireEducation({ db, locationId, educationId });
  const [summary] = await summaries(db, caller, locationId, eq(educations.id, education.id));
  if (!summary) throw notFound('Education not found');

  const [place] = await db
    .select({
      parentId: educationParents.id,
      parentName: educationParents.name,
      facultyId: faculties.id,
      facultyName: faculties.name,
    })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(eq(educationParents.id, education.educationParentId))
    .limit(1);
  if (!place) throw notFound('Education parent not found');

  const structure = await db
    .select({ year: educationYears, period: educationPeriods })
    .from(educationYears)
    .leftJoin(educationPeriods, eq(educationPeriods.educationYearId, educationYears.id))
    .where(eq(educationYears.educationId, education.id))
    .orderBy(asc(educationYears.position), asc(educationPeriods.position));
  const years: TEducationYear[] = [];
  const periodsOf = new Map<number, NonNullable<(typeof structure)[number]['period']>[]>();
  for (const { year, period } of structure) {
    if (!periodsOf.has(year.id)) {
      periodsOf.set(year.id, []);
      years.push({ id: year.id, position: year.position, name: year.name, weeks: 0, periods: [] });
    }
    if (period) periodsOf.get(year.id)?.push(period);
  }
  for (const year of years) {
    const periods = periodsOf.get(year.id) ?? [];
    const ranges = periodWeekRanges(periods.map((period) => period.weeks));
    year.periods = periods.map((period, index) => ({
      id: period.id,
      position: period.position,
      name: period.name,
      weeks: period.weeks,
      first_week: ranges[index]?.first_week ?? 1,
      last_week: ranges[index]?.last_week ?? 0,
    }));
    year.weeks = periods.reduce((sum, period) => sum + period.weeks, 0);
  }

  const [noteCount] = await db
    .select({ n: count() })
    .from(notes)
    .where(eq(notes.educationId, education.id));
  const [backupStats] = await db
    .select({ n: count(), last: max(educationBackups.createdAt) })
    .from(educationBackups)
    .where(eq(educationBackups.educationId, education.id));

  return {
    ...summary,
    location_id: education.locationId,
    faculty: { id: place.facultyId, name: place.facultyName },
    education_parent: { id: place.parentId, name: place.parentName },
    years,
    counts: { notes: noteCount?.n ?? 0, backups: backupStats?.n ?? 0 },
    last_backup_at: backupStats?.last ? new Date(backupStats.last).toISOString() : null,
  };
}
