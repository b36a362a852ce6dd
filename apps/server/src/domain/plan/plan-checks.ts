import { and, eq } from 'drizzle-orm';
import {
  PLAN_MESSAGES,
  rangesOverlap,
  rangeWithin,
  type TMessageKey,
  type TWeekRange,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { plannedClusters, type plannedElectives, type specialBlocks } from '../../db/schema';
import { DomainError, invalidField, notFound } from '../errors';
import { requirePlanYear, type PlanYear } from './load-year-plan';

/*
 * What the plan changes share (docs/plan.md "Rules"): finding the rows they work on within the
 * education (another education's ids are 404), and the week checks. The change itself:
 * ./change-plan.ts.
 */

const M = PLAN_MESSAGES;

/** The year named in a body (`education_year_id`): 422 on that field when it is not this one's. */
export async function requireBodyYear(
  tx: DbOrTx,
  educationId: number,
  yearId: number,
): Promise<PlanYear> {
  try {
    return await requirePlanYear(tx, educationId, yearId);
  } catch (error) {
    // Named in the body, not in the path: bad input on that field, not a missing resource.
    if (error instanceof DomainError && error.kind === 'not_found') {
      throw invalidField('education_year_id', M.linkMissing);
    }
    throw error;
  }
}

/**
 * A range must lie within the year's weeks: 422 on the start week when it starts after the year,
 * else on `field` (the end week, as the form shows). A default range of a cluster placed after
 * the year's end is cut off before its start, so the start is checked on its own.
 */
export function checkInYear(range: TWeekRange, year: PlanYear, field = 'end_week'): void {
  if (range.start_week > year.weeks) throw invalidField('start_week', M.weekRange);
  if (range.end_week < range.start_week) throw invalidField('end_week', M.endBeforeStart);
  if (!rangeWithin(range, { start_week: 1, end_week: year.weeks })) {
    throw invalidField(field, M.weekRange);
  }
}

/** A planned cluster of this education, locked for the change; 404 otherwise. */
export async function requirePlannedCluster(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(plannedClusters)
    .where(and(eq(plannedClusters.id, id), eq(plannedClusters.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.plannedCluster');
  return row;
}

export const rangeOf = (row: { startWeek: number; endWeek: number }): TWeekRange => ({
  start_week: row.startWeek,
  end_week: row.endWeek,
});

/**
 * Special blocks cannot be in an elective (docs/plan.md "Rules"): a range may not share a week with
 * any row of `table` (special blocks or elective slots) in the year; 422 on the start week.
 */
export async function checkNoOverlap(
  tx: DbOrTx,
  table: typeof specialBlocks | typeof plannedElectives,
  yearId: number,
  range: TWeekRange,
  key: TMessageKey,
): Promise<void> {
  const rows = await tx
    .select({ startWeek: table.startWeek, endWeek: table.endWeek })
    .from(table)
    .where(eq(table.educationYearId, yearId));
  if (rows.some((row) => rangesOverlap(rangeOf(row), range))) {
    throw invalidField('start_week', key);
  }
}
