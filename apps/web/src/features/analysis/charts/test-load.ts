import {
  TEST_KINDS,
  TEST_PEAK_RULE,
  TEST_SIZES,
  type TTestKind,
  type TTestsAnalysis,
  type TTestSize,
} from '@cp/contracts';
import type { TAnalysisFilters } from '../tabs/tab-props';

/*
 * The tests tab regroups the answer's test list (not its per-week sums) so the filters can
 * recount: the same numbers the server sums, for only the tests that pass the filters.
 */

export type TTestItem = TTestsAnalysis['tests'][number];
export type TTestGrouping = 'size' | 'kind';
export type TTestMeasure = 'count' | 'minutes' | 'weight';
export type TTestCategory = TTestKind | TTestSize;

export type TWeekLoad = {
  week: number;
  tests: number;
  large: number;
  minutes: number;
  weight: number;
  /** Per category of the grouping: the chosen measure. */
  values: Record<string, number>;
  peak: boolean;
};

/** TEST_PEAK_RULE: more than two large tests, or more than four tests, in one week. */
export function isPeak(load: { tests: number; large: number }): boolean {
  return load.large > TEST_PEAK_RULE.maxLargePerWeek || load.tests > TEST_PEAK_RULE.maxTestsPerWeek;
}

type TPeriod = TTestsAnalysis['year']['periods'][number];

/** The weeks a period spans. */
export function periodWeeks(period: TPeriod): number[] {
  return Array.from({ length: period.weeks }, (_, index) => period.first_week + index);
}

/** The tests that pass the filters (a cluster group or subject matches through the test's cluster). */
export function filterTests(data: TTestsAnalysis, filters: TAnalysisFilters): TTestItem[] {
  const clusters = new Map(data.clusters.map((cluster) => [cluster.planned_cluster_id, cluster]));
  const period = data.year.periods.find((item) => item.id === filters.periodId);
  return data.tests.filter((test) => {
    if (filters.testKind !== null && test.kind !== filters.testKind) return false;
    if (filters.testSize !== null && test.size !== filters.testSize) return false;
    if (period && (test.week < period.first_week || test.week >= period.first_week + period.weeks))
      return false;
    const cluster = clusters.get(test.planned_cluster_id);
    if (filters.clusterGroupId !== null && !cluster?.group_ids.includes(filters.clusterGroupId))
      return false;
    if (filters.subjectId !== null && !cluster?.subject_ids.includes(filters.subjectId))
      return false;
    return true;
  });
}

/** The weeks the chart shows: the filtered period's, or every week of the year. */
export function shownWeeks(data: TTestsAnalysis, filters: TAnalysisFilters): number[] {
  const period = data.year.periods.find((item) => item.id === filters.periodId);
  if (period) return periodWeeks(period);
  return Array.from({ length: data.year.weeks }, (_, index) => index + 1);
}

export function categoriesOf(grouping: TTestGrouping): readonly TTestCategory[] {
  return grouping === 'size' ? TEST_SIZES : TEST_KINDS;
}

function measureOf(test: TTestItem, measure: TTestMeasure): number {
  if (measure === 'count') return 1;
  if (measure === 'minutes') return test.minutes ?? 0;
  return test.weight ?? 0;
}

/** Per week: counts, minutes, weight, the chosen measure per category, and the peak flag. */
export function weekLoads(
  tests: TTestItem[],
  weeks: number[],
  grouping: TTestGrouping,
  measure: TTestMeasure,
): TWeekLoad[] {
  const byWeek = new Map<number, TWeekLoad>(
    weeks.map((week) => [
      week,
      {
        week,
        tests: 0,
        large: 0,
        minutes: 0,
        weight: 0,
        values: Object.fromEntries(categoriesOf(grouping).map((category) => [category, 0])),
        peak: false,
      },
    ]),
  );
  for (const test of tests) {
    const load = byWeek.get(test.week);
    if (!load) continue;
    load.tests += 1;
    if (test.size === 'large') load.large += 1;
    load.minutes += test.minutes ?? 0;
    load.weight += test.weight ?? 0;
    const category = grouping === 'size' ? test.size : test.kind;
    load.values[category] = (load.values[category] ?? 0) + measureOf(test, measure);
  }
  for (const load of byWeek.values()) {
    load.peak = isPeak(load);
    // Sums of one-decimal weights: round off the floating point tail.
    load.weight = Math.round(load.weight * 10) / 10;
  }
  return [...byWeek.values()];
}

export type TPeriodTotal = {
  period: TPeriod;
  tests: number;
  bySize: Record<TTestSize, number>;
  minutes: number;
  weight: number;
};

/** Per period the totals of the filtered tests (the period of the week the test is in). */
export function periodTotals(data: TTestsAnalysis, tests: TTestItem[]): TPeriodTotal[] {
  return data.year.periods.map((period) => {
    const inside = tests.filter(
      (test) => test.week >= period.first_week && test.week < period.first_week + period.weeks,
    );
    const bySize = { small: 0, medium: 0, large: 0 };
    for (const test of inside) bySize[test.size] += 1;
    return {
      period,
      tests: inside.length,
      bySize,
      minutes: inside.reduce((sum, test) => sum + (test.minutes ?? 0), 0),
      weight: Math.round(inside.reduce((sum, test) => sum + (test.weight ?? 0), 0) * 10) / 10,
    };
  });
}

/** The planned clusters whose tests fall in a week (to link a peak to where it is mended). */
export function clustersInWeek(data: TTestsAnalysis, tests: TTestItem[], week: number) {
  const ids = new Set(tests.filter((test) => test.week === week).map((t) => t.planned_cluster_id));
  return data.clusters.filter((cluster) => ids.has(cluster.planned_cluster_id));
}
