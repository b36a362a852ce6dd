import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  periodWeekRanges,
  type TApproval,
  type TEducation,
  type TEducationSummary,
  type TEducationYear,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import {
  designRestrictions,
  educationApprovals,
  educationBackups,
  educationParents,
  educationPeriods,
  educationYears,
  educations,
  faculties,
  locations,
  memberships,
  notes,
  users,
  type EducationRow,
} from '../../db/schema';
import { notFound } from '../errors';
import { fullNameSql } from '../users/person-name';
import {
  callerMembership,
  locationAccessColumns,
  type LocationAccessRow,
} from '../locations/location-access';
import { mayDesign } from './design-rights';
import type { EducationCaller } from './education-caller';
import type { EducationLookup } from './require-education';
import type { LocationScope } from '../locations/location-scope';

/*
 * Reading educations for the dashboard and every education screen. One query per answer whatever
 * the number of educations: counts, approvals with their names and the caller's design
 * restriction are correlated subqueries; the dashboard list also proves the parent belongs to the
 * location, and the detail brings where it lives, its structure and its counts. Each shape is a
 * prepared statement (src/db/prepared.ts): the access check and this one query are all a read
 * costs (docs/decisions/0011-speed-on-postgresql.md).
 */

const requester = alias(users, 'requester');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The values every summary statement takes: the location, and the caller (`me`). */
type SummaryParams = { location: number; me: number };
const locationParam = sql.placeholder('location');
const callerParam = sql.placeholder('me');

/** The columns of a summary, as subqueries of one row of `educations`. */
function summaryColumns() {
  const restrictedTo = (education: SQL | undefined) =>
    sql<boolean>`exists (select 1 from ${designRestrictions} where ${and(
      eq(designRestrictions.userId, callerParam),
      eq(designRestrictions.locationId, locationParam),
      education,
    )})`;
  return {
    // Years, periods and weeks in one subquery: one subplan per row instead of three (the
    // period subqueries were a third of the list's execution time).
    structureCounts: sql<[number, number, number]>`(
      select array[count(distinct ${educationYears.id}), count(${educationPeriods.id}),
        coalesce(sum(${educationPeriods.weeks}), 0)]::int[]
      from ${educationYears}
      left join ${educationPeriods} on ${educationPeriods.educationYearId} = ${educationYears.id}
      where ${educationYears.educationId} = ${educations.id})`,
    requesterName: fullNameSql(requester),
    approvals: sql<{ user_id: number; name: string; approved_at: string }[]>`(
      select coalesce(json_agg(json_build_object(
        'user_id', ${educationApprovals.userId},
        'name', ${fullNameSql()},
        'approved_at', ${educationApprovals.approvedAt}
      ) order by ${educationApprovals.approvedAt}, ${educationApprovals.userId}), '[]'::json)
      from ${educationApprovals} inner join ${users} on ${users.id} = ${educationApprovals.userId}
      where ${educationApprovals.educationId} = ${educations.id})`,
    restricted: restrictedTo(undefined),
    restrictionAllows: restrictedTo(eq(designRestrictions.educationId, educations.id)),
  };
}

type SummaryRow = {
  education: EducationRow;
  /** Years, periods, weeks. */
  structureCounts: [number, number, number];
  requesterName: string | null;
  approvals: { user_id: number; name: string; approved_at: string }[];
  restricted: boolean;
  restrictionAllows: boolean;
};

/** Non-archived educations of the statement's location. */
const notArchivedInLocation = () =>
  and(eq(educations.locationId, locationParam), isNull(educations.deletedAt));

/** The pickers: every non-archived education of the location. */
const locationList = preparedPer((db) =>
  db
    .select({ education: educations, ...summaryColumns() })
    .from(educations)
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(notArchivedInLocation())
    .orderBy(asc(sql`lower(${educations.name})`), asc(educations.id))
    .prepare('education_list_of_location'),
);

/** A summary row as the API shows it, with what the caller may do. */
function toSummary(
  caller: EducationCaller,
  { education: e, ...row }: SummaryRow,
): TEducationSummary {
  const me = caller.actor.userId;
  // A designing education has no review round: approvals and request left by an earlier round
  // (rows deactivated before deactivate cleared them) are history, not "2 of 2".
  const inRound = e.status !== 'designing';
  const approvals: TApproval[] = (inRound ? row.approvals : []).map((approval) => ({
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
    years_count: Number(row.structureCounts[0]),
    periods_count: Number(row.structureCounts[1]),
    weeks_count: Number(row.structureCounts[2]),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    published_on: iso(e.publishedAt),
    requested_by:
      inRound && e.requestedBy !== null && row.requesterName !== null
        ? { id: e.requestedBy, name: row.requesterName }
        : null,
    review_requested_at: inRound ? iso(e.reviewRequestedAt) : null,
    approvals,
    can_design: mayDesign(caller, restriction, e.id),
    can_approve:
      e.status === 'reviewing' &&
      e.requestedBy !== me &&
      !approvals.some((approval) => approval.user.id === me),
  };
}

/**
 * The dashboard list with the access check's row in one statement: from the location (no row: no
 * such location), the caller's membership and license (domain/locations/location-access.ts), the parent if
 * it belongs to the location, and its non-archived educations.
 */
const parentListWithAccess = preparedPer((db) =>
  db
    .select({
      ...locationAccessColumns(),
      parentId: educationParents.id,
      education: educations,
      ...summaryColumns(),
    })
    .from(locations)
    .leftJoin(memberships, callerMembership())
    .leftJoin(
      educationParents,
      and(
        eq(educationParents.id, sql.placeholder('parent')),
        sql`exists (select 1 from ${faculties} where ${faculties.id} = ${educationParents.facultyId} and ${faculties.locationId} = ${locations.id})`,
      ),
    )
    .leftJoin(
      educations,
      and(eq(educations.educationParentId, educationParents.id), notArchivedInLocation()),
    )
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(eq(locations.id, locationParam))
    .orderBy(asc(sql`lower(${educations.name})`), asc(educations.id))
    .prepare('education_list_with_access'),
);

/**
 * The dashboard list and the access check's row in one round trip. The caller decides access on
 * `access` (http/access/access-check.ts `admitDeferred`) before asking for `summaries`, which
 * throws 404 when the parent is not one of the location's.
 */
export async function readParentListWithAccess(options: {
  db: DbOrTx;
  asked: { location: number; user: number; day: string };
  educationParentId: number;
}): Promise<{
  access: LocationAccessRow | undefined;
  summaries: (caller: EducationCaller) => TEducationSummary[];
}> {
  const { db, asked, educationParentId } = options;
  const rows = await parentListWithAccess(db).execute({
    ...asked,
    me: asked.user,
    parent: educationParentId,
  });
  const [first] = rows;
  return {
    access: first && { location: first.location, roles: first.roles, licensed: first.licensed },
    summaries: (caller) => {
      if (!first || first.parentId === null) throw notFound('notFound.educationParent');
      return rows.flatMap(({ education, ...row }) =>
        education ? [toSummary(caller, { education, ...row })] : [],
      );
    },
  };
}

/**
 * Every non-archived education of the location (the pickers). The dashboard's list of one parent
 * is `readParentListWithAccess`.
 */
export async function listLocationEducations(options: {
  db: DbOrTx;
  caller: EducationCaller;
  scope: LocationScope;
}): Promise<TEducationSummary[]> {
  const { db, caller } = options;
  const { locationId } = options.scope;
  const params: SummaryParams = { location: locationId, me: caller.actor.userId };
  const rows = await locationList(db).execute(params);
  return rows.map((row) => toSummary(caller, row));
}

type StructureJson = {
  id: number;
  position: number;
  name: string | null;
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
