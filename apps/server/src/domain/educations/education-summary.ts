import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TApproval, TEducationSummary } from '@cp/contracts';
import {
  designRestrictions,
  educationApprovals,
  educationPeriods,
  educationYears,
  educations,
  users,
  type EducationRow,
} from '../../db/schema';
import { fullNameSql } from '../users/person-name';
import { mayDesign } from './design-rights';
import type { EducationCaller } from './education-caller';

/*
 * The summary of an education as every education read answers it (list-location-educations.ts,
 * read-parent-list.ts, get-education-detail.ts). One query per answer whatever the number of
 * educations: counts, approvals with their names and the caller's design restriction are
 * correlated subqueries of one row of `educations`. Each read is a prepared statement
 * (src/db/prepared.ts): the access check and this one query are all a read costs
 * (docs/decisions/0011-speed-on-postgresql.md).
 */

/** The account that asked for the review; joined by every summary statement. */
export const requester = alias(users, 'requester');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The values every summary statement takes: the location, and the caller (`me`). */
export type SummaryParams = { location: number; me: number };
export const locationParam = sql.placeholder('location');
const callerParam = sql.placeholder('me');

/** The columns of a summary, as subqueries of one row of `educations`. */
export function summaryColumns() {
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

export type SummaryRow = {
  education: EducationRow;
  /** Years, periods, weeks. */
  structureCounts: [number, number, number];
  requesterName: string | null;
  approvals: { user_id: number; name: string; approved_at: string }[];
  restricted: boolean;
  restrictionAllows: boolean;
};

/** Non-archived educations of the statement's location. */
export const notArchivedInLocation = () =>
  and(eq(educations.locationId, locationParam), isNull(educations.deletedAt));

/** A summary row as the API shows it, with what the caller may do. */
export function toSummary(
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
