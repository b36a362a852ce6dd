import type { TAnalysisCluster, TTestKind, TTestSize } from '@cp/contracts';
import type { TAnalysisFilters } from './tabs/tab-props';

/*
 * The screen's filters applied to what the tabs list (docs/analysis.md "Filters"): a planned
 * cluster passes when it belongs to the chosen cluster group and subject and runs in a week of
 * the chosen period; a test passes when its cluster passes, it lies in the period, and it has the
 * chosen kind and size.
 */

type TPeriod = { id: number; first_week: number; weeks: number };

/** The weeks of the chosen period (first and last), or null without a period filter. */
export function periodWeeks(
  filters: TAnalysisFilters,
  periods: readonly TPeriod[],
): { first: number; last: number } | null {
  if (filters.periodId === null) return null;
  const period = periods.find((item) => item.id === filters.periodId);
  // A period of another year (the filter outlived a change of year) filters nothing.
  return period ? { first: period.first_week, last: period.first_week + period.weeks - 1 } : null;
}

export function clusterPasses(
  cluster: Pick<TAnalysisCluster, 'group_ids' | 'subject_ids' | 'start_week' | 'end_week'>,
  filters: TAnalysisFilters,
  periods: readonly TPeriod[],
): boolean {
  if (filters.clusterGroupId !== null && !cluster.group_ids.includes(filters.clusterGroupId)) {
    return false;
  }
  if (filters.subjectId !== null && !cluster.subject_ids.includes(filters.subjectId)) return false;
  const weeks = periodWeeks(filters, periods);
  return weeks === null || (cluster.start_week <= weeks.last && cluster.end_week >= weeks.first);
}

export function testPasses(
  test: { week: number; kind: TTestKind; size: TTestSize },
  cluster: Parameters<typeof clusterPasses>[0] | undefined,
  filters: TAnalysisFilters,
  periods: readonly TPeriod[],
): boolean {
  if (filters.testKind !== null && test.kind !== filters.testKind) return false;
  if (filters.testSize !== null && test.size !== filters.testSize) return false;
  const weeks = periodWeeks(filters, periods);
  if (weeks !== null && (test.week < weeks.first || test.week > weeks.last)) return false;
  // The cluster's own period test is the test's week, checked above.
  return cluster === undefined || clusterPasses(cluster, { ...filters, periodId: null }, periods);
}
