import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanningAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import type { TCompareRow } from '../components/CompareFigures';
import { useNames } from '../use-names';
import { periodEcts } from './planning-periods';
import type { TAnalysisTabProps } from './tab-props';

/** Figures of one side that the compare table lines up (periods by position). */
function figures(data: TPlanningAnalysis) {
  const byPosition = new Map(
    data.year.periods.map((period) => [period.position, periodEcts(data, period.id)]),
  );
  return {
    byPosition,
    year: data.year_ects,
    clusters: data.clusters.length,
    unplanned: data.unplanned_clusters.length,
    empty: data.empty_weeks.length,
  };
}

/** The planning figures of both sides side by side; null when not comparing. */
export function usePlanningCompareRows(
  data: TPlanningAnalysis,
  compare: TAnalysisTabProps<TPlanningAnalysis>['compare'],
): TCompareRow[] | null {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  return useMemo<TCompareRow[] | null>(() => {
    if (!compare) return null;
    const main = figures(data);
    const other = figures(compare.data);
    const positions = [...new Set([...main.byPosition.keys(), ...other.byPosition.keys()])].sort(
      (a, b) => a - b,
    );
    return [
      ...positions.map((position) => ({
        key: `p${position}`,
        label: `${names.period({ name: null, position })} (${terms.credits})`,
        main: main.byPosition.get(position) ?? null,
        other: other.byPosition.get(position) ?? null,
      })),
      {
        key: 'year',
        label: capitalize(t('analysis.planning.yearEcts', { credits: terms.credits })),
        main: main.year,
        other: other.year,
      },
      {
        key: 'clusters',
        label: capitalize(t('analysis.planning.plannedClusters', { clusters: terms.clusters })),
        main: main.clusters,
        other: other.clusters,
      },
      {
        key: 'unplanned',
        label: capitalize(t('analysis.planning.unplannedCount', { clusters: terms.clusters })),
        main: main.unplanned,
        other: other.unplanned,
      },
      {
        key: 'empty',
        label: t('analysis.planning.emptyCount'),
        main: main.empty,
        other: other.empty,
      },
    ];
  }, [compare, data, names, t, terms]);
}
