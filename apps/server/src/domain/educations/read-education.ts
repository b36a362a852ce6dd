import { and, asc, count, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
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
import { designRestrictionOf, mayDesign, requireEducation, type EducationCaller } from './scope';

/*
 * Reading educations for the dashboard and every education screen. A fixed number of queries
 * whatever the number of educations: counts come from correlated aggregate subqueries, approvals
 * with their names from one batch query, and the design restriction is looked up once.
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
  const rows = await db
    .select({
      education: educations,
      yearsCount,
      periodsCount: periodStats(sql`count(*)::int`),
      weeksCount: periodStats(sql`coalesce(sum(${educationPeriods.weeks}), 0)::int`),
      requesterName: fullNameSql(requester),
    })
    .from(educations)
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(where)
    .orderBy(asc(sql`lower(${educations.name})`), asc(educations.id));
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.education.id);
  const approvalRows = await db
    .select({
      educationId: educationApprovals.educationId,
      userId: educationApprovals.userId,
      approvedAt: educationApprovals.approvedAt,
      name: fullNameSql(),
    })
    .from(educationApprovals)
    .innerJoin(users, eq(users.id, educationApprovals.userId))
    .where(inArray(educationApprovals.educationId, ids))
    .orderBy(asc(educationApprovals.approvedAt), asc(educationApprovals.userId));
  const approvalsOf = new Map<number, TApproval[]>();
  for (const row of approvalRows) {
    const list = approvalsOf.get(row.educationId) ?? [];
    list.push({
      user: { id: row.userId, name: row.name },
      approved_at: row.approvedAt.toISOString(),
    });
    approvalsOf.set(row.educationId, list);
  }

  const restriction = await designRestrictionOf({ db, userId: caller.actor.userId, locationId });
  return rows.map(({ education: e, ...row }) => {
    const approvals = approvalsOf.get(e.id) ?? [];
    const me = caller.actor.userId;
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
