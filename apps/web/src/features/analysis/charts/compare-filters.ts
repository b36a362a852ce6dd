import type { TAnalysisCluster } from '@cp/contracts';
import type { TAnalysisFilters } from '../tabs/tab-props';

type TYearHead = { periods: { id: number; position: number }[] };

/**
 * The filters for the compared side. Kind and size mean the same everywhere. A period is matched
 * by its position (period 2 of the other year); a cluster group or subject applies when the
 * compared side has it (another year of the same education shares the design's ids, another
 * education does not). `dropped` says a filter could not apply, so the screen can say so.
 */
export function compareFilters(
  filters: TAnalysisFilters,
  main: TYearHead,
  compare: { year: TYearHead; clusters: TAnalysisCluster[] },
): { filters: TAnalysisFilters; dropped: boolean } {
  let dropped = false;
  let periodId: number | null = null;
  if (filters.periodId !== null) {
    const position = main.periods.find((period) => period.id === filters.periodId)?.position;
    periodId = compare.year.periods.find((period) => period.position === position)?.id ?? null;
    if (periodId === null) dropped = true;
  }
  const has = (key: 'group_ids' | 'subject_ids', id: number | null) => {
    if (id === null) return null;
    if (compare.clusters.some((cluster) => cluster[key].includes(id))) return id;
    dropped = true;
    return null;
  };
  return {
    filters: {
      ...filters,
      periodId,
      clusterGroupId: has('group_ids', filters.clusterGroupId),
      subjectId: has('subject_ids', filters.subjectId),
    },
    dropped,
  };
}
