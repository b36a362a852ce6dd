import type { Virtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useState, type ForwardedRef, type RefObject } from 'react';
import type { TTimelineRow } from '../timeline-model';
import type { TDropTarget, TTimelineHandle } from './Timeline';
import { HEADER_HEIGHT } from './TimelineHeader';

/** Where a dragged cluster of `width` weeks would land. */
export type TShownDrop = TDropTarget & { width: number };

/**
 * What the board asks of the timeline (`TTimelineHandle`): the week and row under a point while
 * a cluster is dragged from the side list, showing where it would land, and scrolling a row
 * into view. Answers the drop to show.
 */
export function useTimelineHandle(
  handle: ForwardedRef<TTimelineHandle>,
  {
    scroller,
    virtualizer,
    latest,
    week,
    weeks,
    labelWidth,
  }: {
    scroller: RefObject<HTMLDivElement | null>;
    virtualizer: Virtualizer<HTMLDivElement, HTMLDivElement>;
    /** The timeline's latest rows. */
    latest: RefObject<{ rows: TTimelineRow[] }>;
    week: number;
    weeks: number;
    labelWidth: number;
  },
) {
  const [drop, setDrop] = useState<TShownDrop | null>(null);
  useImperativeHandle(
    handle,
    () => ({
      targetAt: (x, y) => {
        const element = scroller.current;
        if (!element) return null;
        const rect = element.getBoundingClientRect();
        const left = x - rect.left - labelWidth;
        const top = y - rect.top - HEADER_HEIGHT;
        if (left < 0 || x > rect.right || top < 0 || y > rect.bottom) return null;
        const target = Math.min(Math.floor((left + element.scrollLeft) / week) + 1, weeks);
        const item = virtualizer.getVirtualItemForOffset(top + element.scrollTop + HEADER_HEIGHT);
        const row = item ? latest.current.rows[item.index] : undefined;
        const inside = item !== undefined && top + element.scrollTop + HEADER_HEIGHT < item.end;
        return {
          week: target,
          blocked: inside && row !== undefined && row.kind !== 'cluster',
        };
      },
      showDrop: (next) =>
        setDrop((current) =>
          current?.week === next?.week &&
          current?.blocked === next?.blocked &&
          current?.width === next?.width
            ? current
            : next,
        ),
      reveal: (key) => {
        const index = latest.current.rows.findIndex((row) => row.key === key);
        if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
      },
    }),
    [scroller, latest, virtualizer, week, weeks, labelWidth],
  );
  return drop;
}
