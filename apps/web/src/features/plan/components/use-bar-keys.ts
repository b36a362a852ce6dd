import { useRef, type KeyboardEvent, type RefObject } from 'react';
import type { TWeekRange } from '@cp/contracts';
import type { TTimelineRow } from '../timeline-model';
import { barOf, canMove, movedRange, rangeOfRow, slotOverBlock } from './bar-moves';
import type { TTimelineProps } from './Timeline';

/**
 * The keys of a focused bar: Enter or Space opens it, ArrowLeft/ArrowRight move it a week
 * (Shift its last week, Alt its first), Escape ends a pointer drag. Answers the handler for the
 * timeline body.
 */
export function useBarKeys({
  latest,
  indexByKey,
  readOnly,
  weeks,
  open,
  cancelDrag,
}: {
  /** The timeline's latest props (the handlers stay the same for the memoised rows). */
  latest: RefObject<Pick<TTimelineProps, 'rows' | 'blocks' | 'onChange' | 'onBlocked'>>;
  indexByKey: ReadonlyMap<string, number>;
  readOnly: boolean;
  weeks: number;
  open: (row: TTimelineRow) => void;
  /** Ends a pointer drag; answers whether there was one. */
  cancelDrag: () => boolean;
}) {
  const lastKey = useRef<{ key: string; range: TWeekRange; rows: TTimelineRow[] } | null>(null);

  return (event: KeyboardEvent<HTMLDivElement>) => {
    const found = barOf(event.target, indexByKey, latest.current.rows);
    if (!found || event.target !== found.bar) return;
    const { row } = found;
    if (event.key === 'Escape' && cancelDrag()) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
      return;
    }
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (!canMove(row, readOnly)) return;
    event.preventDefault();
    // A key pressed again before the timeline re-rendered builds on the previous press.
    const pending = lastKey.current;
    const from =
      pending && pending.key === row.key && pending.rows === latest.current.rows
        ? pending.range
        : rangeOfRow(row);
    const step = event.key === 'ArrowLeft' ? -1 : 1;
    // Shift changes the last week, Alt the first (as the bar's two pointer handles do).
    const mode = event.shiftKey ? 'end' : event.altKey ? 'start' : 'move';
    const range = movedRange(mode, from, step, weeks);
    if (range.start_week === from.start_week && range.end_week === from.end_week) return;
    if (slotOverBlock(row, range, latest.current.blocks)) {
      latest.current.onBlocked();
      return;
    }
    latest.current.onChange(row, range, 'keyboard');
    lastKey.current = { key: row.key, range, rows: latest.current.rows };
  };
}
