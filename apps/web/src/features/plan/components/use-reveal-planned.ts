import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { TTimelineRow } from '../timeline-model';
import type { TTimelineHandle } from './Timeline';

/** Scrolls a design cluster's row into view once it is planned; answers what asks for that. */
export function useRevealPlanned(
  rows: TTimelineRow[],
  timeline: RefObject<TTimelineHandle | null>,
) {
  // The design cluster just planned: its row scrolls into view once it exists.
  const reveal = useRef<number | null>(null);
  useEffect(() => {
    if (reveal.current === null) return;
    const row = rows.find(
      (item) => item.kind === 'cluster' && item.planned.cluster_id === reveal.current,
    );
    if (row) {
      timeline.current?.reveal(row.key);
      reveal.current = null;
    }
  }, [rows, timeline]);
  return useCallback((clusterId: number) => {
    reveal.current = clusterId;
  }, []);
}
