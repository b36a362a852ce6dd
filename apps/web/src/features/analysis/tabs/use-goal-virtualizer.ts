import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { TGoalRow } from './goal-rows';

const ESTIMATE = { competence: 40, outcome: 34, goal: 64 } as const;

// Without layout (a test DOM) the list counts as this large, instead of showing no rows.
const FALLBACK_RECT = { width: 800, height: 640 };
const observeRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => cb(rect.height === 0 ? FALLBACK_RECT : rect));

/** The goal tree's rows in view of the scroller (600 goals stay smooth: only those render). */
export function useGoalVirtualizer(
  rows: TGoalRow[],
  scroller: RefObject<HTMLDivElement | null>,
): Virtualizer<HTMLDivElement, Element> {
  // The rows are plain functions of props (no memoised children read the virtualizer).
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => ESTIMATE[rows[index]?.type ?? 'goal'],
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    // A row without layout keeps its estimate instead of 0.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      ESTIMATE[rows[Number((element as HTMLElement).dataset.index)]?.type ?? 'goal'],
  });
}
