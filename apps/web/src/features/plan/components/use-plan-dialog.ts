import { useCallback, useState } from 'react';
import type { TCluster, TSpecialBlock } from '@cp/contracts';
import type { TElectiveRow, TTimelineRow } from '../timeline-model';

/** The board's forms and questions; null for the block or elective form is a new one. */
export type TPlanDialog =
  | { kind: 'block'; block: TSpecialBlock | null }
  | { kind: 'elective'; row: TElectiveRow | null }
  | { kind: 'choice'; row: TElectiveRow }
  | { kind: 'place'; cluster: TCluster }
  | { kind: 'remove'; row: TTimelineRow };

/** Which of the board's dialogs is open, with the stable openers the timeline and list take. */
export function usePlanDialog() {
  const [dialog, setDialog] = useState<TPlanDialog | null>(null);
  const openPlace = useCallback((cluster: TCluster) => setDialog({ kind: 'place', cluster }), []);
  const openBlock = useCallback((block: TSpecialBlock) => setDialog({ kind: 'block', block }), []);
  return { dialog, setDialog, openPlace, openBlock };
}
