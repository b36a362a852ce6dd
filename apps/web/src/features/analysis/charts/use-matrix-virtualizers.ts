import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useMemo, type RefObject } from 'react';
import type { TCoverageModel } from './coverage-model';
import {
  BLOCK,
  COLUMN_WIDTH,
  FALLBACK_RECT,
  LEFT,
  OVERSCAN,
  ROW_HEIGHT,
  TOP,
  type TColumns,
} from './matrix-layout';

const observeRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => cb(rect.height === 0 ? FALLBACK_RECT : rect));

/** Keeps the active row or column rendered when it scrolls away, so focus is not lost. */
const keeping = (index: number | null) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (index === null || index < 0 || index >= range.count || indexes.includes(index))
    return indexes;
  return [...indexes, index].sort((a, b) => a - b);
};

/**
 * The rows and the columns in view, virtualised both ways (the active row and column are kept
 * rendered), and the column range as numbers that move only a block at a time.
 */
export function useMatrixVirtualizers(
  scroller: RefObject<HTMLDivElement | null>,
  { rows, columns }: TCoverageModel,
  activeRow: number | null,
  activeColumn: number | null,
) {
  const rowExtractor = useMemo(() => keeping(activeRow), [activeRow]);
  const columnExtractor = useMemo(() => keeping(activeColumn), [activeColumn]);

  // No React Compiler in this build; the rows are memoised by hand (MatrixRow, MatrixHead).
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    scrollMargin: TOP,
    scrollPaddingStart: TOP,
    rangeExtractor: rowExtractor,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    useFlushSync: false,
  });
  const columnVirtualizer = useVirtualizer<HTMLDivElement, Element>({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => COLUMN_WIDTH,
    getItemKey: (index) => columns[index]?.planned_cluster_id ?? index,
    overscan: OVERSCAN,
    scrollMargin: LEFT,
    scrollPaddingStart: LEFT,
    rangeExtractor: columnExtractor,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    useFlushSync: false,
  });

  // The column range as numbers (the virtual items are a new array on every scroll event);
  // reading the items first brings the range up to date with the scroll position.
  columnVirtualizer.getVirtualItems();
  const range = columnVirtualizer.range;
  const from = Math.max(0, Math.floor(((range?.startIndex ?? 0) - OVERSCAN) / BLOCK) * BLOCK);
  const to = Math.min(
    columns.length - 1,
    Math.ceil(((range?.endIndex ?? -1) + OVERSCAN + 1) / BLOCK) * BLOCK - 1,
  );
  const shown = useMemo<TColumns>(
    () => ({ from, to, extra: activeColumn ?? -1 }),
    [from, to, activeColumn],
  );
  return { rowVirtualizer, columnVirtualizer, shown };
}
