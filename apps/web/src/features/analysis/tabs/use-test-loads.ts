import { useMemo } from 'react';
import type { TTestsAnalysis } from '@cp/contracts';
import { compareFilters } from '../charts/compare-filters';
import {
  filterTests,
  shownWeeks,
  weekLoads,
  type TTestGrouping,
  type TTestMeasure,
  type TWeekLoad,
} from '../charts/test-load';
import type { TAnalysisFilters, TAnalysisTabProps } from './tab-props';

/** One side of the tests tab: its answer, the tests the filters let through, the load per week. */
export type TSideView = {
  data: TTestsAnalysis;
  label: string;
  loads: TWeekLoad[];
  tests: ReturnType<typeof filterTests>;
};

/**
 * The tests the filters count and their load per week, of the main side and, when comparing, of
 * the compared side (its own periods, groups and subjects: charts/compare-filters), with whether
 * a filter had no counterpart there.
 */
export function useTestLoads({
  data,
  compare,
  label,
  filters,
  grouping,
  measure,
}: Pick<TAnalysisTabProps<TTestsAnalysis>, 'data' | 'compare' | 'label'> & {
  filters: TAnalysisFilters;
  grouping: TTestGrouping;
  measure: TTestMeasure;
}) {
  const main = useMemo<TSideView>(() => {
    const tests = filterTests(data, filters);
    return {
      data,
      label,
      tests,
      loads: weekLoads(tests, shownWeeks(data, filters), grouping, measure),
    };
  }, [data, label, filters, grouping, measure]);

  const other = useMemo(() => {
    if (!compare) return null;
    const scoped = compareFilters(filters, data.year, compare.data);
    const tests = filterTests(compare.data, scoped.filters);
    const side: TSideView = {
      data: compare.data,
      label: compare.label,
      tests,
      loads: weekLoads(tests, shownWeeks(compare.data, scoped.filters), grouping, measure),
    };
    return { side, dropped: scoped.dropped };
  }, [compare, data.year, filters, grouping, measure]);

  return { main, other };
}
