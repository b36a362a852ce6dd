import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import type { TWeekRange } from '@cp/contracts';
import type { TTimelineRow } from '../timeline-model';
import { barOf, canMove, movedRange, rangeOfRow, slotOverBlock, type TBarMode } from './bar-moves';
import type { TTimelineProps } from './Timeline';

/** Pixels a pointer travels before a press on a bar becomes a drag (else it is a click). */
const DRAG_THRESHOLD = 4;

interface TDrag {
  row: TTimelineRow;
  mode: TBarMode;
  from: TWeekRange;
  x: number;
  pointerId: number;
  moved: boolean;
  range: TWeekRange;
}

/** The weeks a dragged bar would take, shown before the pointer lets go. */
export interface TBarPreview {
  key: string;
  range: TWeekRange;
  /** A slot over a special block: shown, but not saved. */
  invalid: boolean;
}

/**
 * Moving and resizing bars by pointer (snapping to weeks), through one set of handlers on the
 * timeline body. A press without a drag opens the bar; the timeline only previews, the caller
 * saves (`onChange`).
 */
export function useBarDrag({
  latest,
  indexByKey,
  readOnly,
  week,
  weeks,
  open,
}: {
  /** The timeline's latest props (the handlers stay the same for the memoised rows). */
  latest: RefObject<Pick<TTimelineProps, 'rows' | 'blocks' | 'onChange' | 'onBlocked'>>;
  indexByKey: ReadonlyMap<string, number>;
  readOnly: boolean;
  week: number;
  weeks: number;
  open: (row: TTimelineRow) => void;
}) {
  const [preview, setPreview] = useState<TBarPreview | null>(null);
  const drag = useRef<TDrag | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || drag.current) return;
    const found = barOf(event.target, indexByKey, latest.current.rows);
    if (!found) return;
    const edge = (event.target as HTMLElement).closest<HTMLElement>('[data-edge]')?.dataset.edge;
    const from = rangeOfRow(found.row);
    drag.current = {
      row: found.row,
      mode: edge === 'start' || edge === 'end' ? edge : 'move',
      from,
      x: event.clientX,
      pointerId: event.pointerId,
      moved: false,
      range: from,
    };
    if (canMove(found.row, readOnly)) {
      // Keeps the drag going when the pointer leaves the bar; the bar keeps the focus.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.preventDefault();
      found.bar.focus({ preventScroll: true });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!canMove(current.row, readOnly)) return;
    const dx = event.clientX - current.x;
    if (!current.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
    current.moved = true;
    const range = movedRange(current.mode, current.from, Math.round(dx / week), weeks);
    if (
      range.start_week === current.range.start_week &&
      range.end_week === current.range.end_week &&
      preview
    ) {
      return;
    }
    current.range = range;
    setPreview({
      key: current.row.key,
      range,
      invalid: slotOverBlock(current.row, range, latest.current.blocks),
    });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setPreview(null);
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (cancelled) return;
    if (!current.moved) {
      open(current.row);
      return;
    }
    const { range, from, row } = current;
    if (range.start_week === from.start_week && range.end_week === from.end_week) return;
    if (slotOverBlock(row, range, latest.current.blocks)) latest.current.onBlocked();
    else latest.current.onChange(row, range, 'pointer');
  };

  /** Ends a drag without saving; answers whether there was one. */
  const cancel = () => {
    if (!drag.current) return false;
    drag.current = null;
    setPreview(null);
    return true;
  };

  // A drag whose row went away (a live update removed it) ends quietly.
  useEffect(() => {
    if (drag.current && !indexByKey.has(drag.current.row.key)) {
      drag.current = null;
      setPreview(null);
    }
  }, [indexByKey]);

  return {
    preview,
    cancel,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLDivElement>) => endDrag(event, false),
      onPointerCancel: (event: PointerEvent<HTMLDivElement>) => endDrag(event, true),
    },
  };
}
