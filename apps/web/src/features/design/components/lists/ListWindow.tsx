import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import { useCallback, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { useListOffset } from './list-offset';

/** Where a windowed row stands and how it reports its height (plain values, so memoised rows
 * compare them cheaply). */
export interface TRowPlace {
  index: number;
  count: number;
  /** Pixels from the top of the list. */
  top: number;
  measure: (element: HTMLDivElement | null) => void;
}

/** A row's height before it is measured (DesignList.module.css: 40px and a 1px border). */
const ROW_HEIGHT = 41;
/** Rows rendered above and below the viewport, so a short scroll or a Tab finds them ready. */
const OVERSCAN = 10;

/**
 * A long list that renders only the rows near the viewport; the page keeps scrolling as a
 * whole (window virtualizer, the list's offset in the page as scroll margin). Rows are placed
 * absolutely and measured once shown. `pinned` (the row being dragged) and the row that holds
 * the focus stay rendered when they leave the view, so a drag or a keyboard move is never cut
 * off. `renderRow` must put `place` on the row element: absolute at `top`, `measure` as its ref,
 * `data-index`, and its position in the whole list for screen readers.
 */
export function ListWindow({
  label,
  ids,
  pinned,
  renderRow,
}: {
  label: string;
  ids: readonly number[];
  pinned: number | null;
  renderRow: (index: number, place: TRowPlace) => ReactNode;
}) {
  const [listRef, offset] = useListOffset<HTMLDivElement>(ids);
  const [focused, setFocused] = useState<number | null>(null);

  const kept = useMemo(
    () =>
      [pinned, focused].flatMap((id) => {
        const index = id === null ? -1 : ids.indexOf(id);
        return index < 0 ? [] : [index];
      }),
    [pinned, focused, ids],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The dragged row usually holds the focus too: add each kept row once.
      const extra = [...new Set(kept)].filter((index) => !indexes.includes(index));
      return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
    },
    [kept],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: ids.length,
    estimateSize: () => ROW_HEIGHT,
    // A row without layout (hidden, or a test DOM) keeps the estimate instead of 0, which
    // would pull every row into the window.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => ids[index] ?? index,
    rangeExtractor,
    // Scrolling renders in the next frame, not synchronously inside the scroll event.
    useFlushSync: false,
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const id = row ? ids[Number(row.dataset.index)] : undefined;
    setFocused(id ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((item) =>
        renderRow(item.index, {
          index: item.index,
          count: ids.length,
          top: item.start - offset,
          measure: virtualizer.measureElement,
        }),
      )}
    </div>
  );
}
