import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, type RefObject } from 'react';
import type { TTimelineRow } from '../timeline-model';
import { HEADER_HEIGHT } from './TimelineHeader';
import { observeRectOr } from './virtual-rect';

/** Rows rendered above and below the view, so a short scroll or a Tab finds them ready. */
const OVERSCAN = 8;

/**
 * The timeline rows near the view (@tanstack/react-virtual), and wherever they are the row of
 * the bar being dragged and the row holding the focus.
 */
export function useRowWindow({
  scroller,
  rows,
  indexByKey,
  dragged,
  focused,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  rows: TTimelineRow[];
  indexByKey: ReadonlyMap<string, number>;
  /** The key of the row whose bar is dragged, or null. */
  dragged: string | null;
  /** The key of the row holding the focus, or null. */
  focused: string | null;
}) {
  const kept = useMemo(
    () =>
      [dragged, focused].flatMap((key) => {
        const index = key === null ? undefined : indexByKey.get(key);
        return index === undefined ? [] : [index];
      }),
    [dragged, focused, indexByKey],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = [...new Set(kept)].filter((index) => !indexes.includes(index));
      return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
    },
    [kept],
  );

  // No React Compiler in this build; the rows are memoised by hand (TimelineRow, Item).
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => rows[index]?.height ?? 36,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    // The rows start below the sticky header inside the same scroll area.
    scrollMargin: HEADER_HEIGHT,
    rangeExtractor,
    // Without layout (a test DOM) the view counts as this large.
    initialRect: { width: 1200, height: 800 },
    observeElementRect: observeRectOr({ width: 1200, height: 800 }),
    useFlushSync: false,
  });
}
