import { useEffect, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import type { TYearPlan } from '@cp/contracts';
import type { TTimelineRow } from '../timeline-model';
import type { TTimelineHandle } from './Timeline';

/**
 * `/plan/{year}?geplandcluster={id}` opens that planned cluster's details (the analysis links
 * its findings here, features/analysis/analysis-links.ts).
 */
const PLANNED_CLUSTER_PARAM = 'geplandcluster';

/**
 * Which planned cluster's details the drawer shows (opened from its bar or by a link), and
 * whether a form inside the details is open.
 */
export function useDetailsDrawer(
  plan: TYearPlan,
  rows: TTimelineRow[],
  timeline: RefObject<TTimelineHandle | null>,
) {
  // A form open inside the details: Escape closes that form, not the drawer with what was typed.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get(PLANNED_CLUSTER_PARAM));
  const [details, setDetails] = useState<number | null>(() =>
    Number.isInteger(linked) && linked > 0 ? linked : null,
  );
  // Details of a planned cluster that went away (removed here or elsewhere) close.
  const shown =
    details !== null && plan.planned_clusters.some((item) => item.id === details) ? details : null;

  // The linked planned cluster's row scrolls into view; the link is then spent (a reload or the
  // back button does not open the details again after they were closed).
  useEffect(() => {
    if (!params.has(PLANNED_CLUSTER_PARAM)) return;
    const row = rows.find((item) => item.kind === 'cluster' && item.planned.id === linked);
    if (row) timeline.current?.reveal(row.key);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLANNED_CLUSTER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, rows, linked, setParams, timeline]);

  return { shown, open: setDetails, dialogOpen, setDialogOpen };
}
