import { useMemo, useState } from 'react';
import type { TDesign, TYearPlan } from '@cp/contracts';
import { rowBuilder, unplacedElectives, unplannedClusters } from '../timeline-model';

/** The timeline's rows, the clusters still to plan, and the electives not placed yet. */
export function usePlanRows(plan: TYearPlan, design: TDesign) {
  // Unchanged rows keep their objects from one answer to the next (memoised rows).
  const [build] = useState(rowBuilder);
  const rows = useMemo(() => build(plan, design), [build, plan, design]);
  // The same list while the planned clusters stay the same (a move changes only their weeks).
  const plannedIds = plan.planned_clusters.map((item) => item.cluster_id).join(',');
  const unplanned = useMemo(
    () => unplannedClusters(design, new Set(plannedIds.split(',').map(Number))),
    [plannedIds, design],
  );
  const electivesToPlace = useMemo(() => unplacedElectives(plan, design), [plan, design]);
  return { rows, unplanned, electivesToPlace };
}
