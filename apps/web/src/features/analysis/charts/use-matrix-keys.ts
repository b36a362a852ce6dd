import type { Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { HEAD, ROW_HEIGHT, TOP, type TPosition } from './matrix-layout';

type TVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * The grid's keyboard: arrow keys, Home/End, Page Up/Down and Ctrl+Home/End move the roving
 * focus (scrolling the cell into view and focusing it once rendered); a click or Tab into a cell
 * makes it the active one.
 */
export function useMatrixKeys({
  scroller,
  position,
  setActive,
  lastRow,
  lastColumn,
  goalRows,
  height,
  rowVirtualizer,
  columnVirtualizer,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  position: TPosition;
  setActive: (position: TPosition) => void;
  lastRow: number;
  lastColumn: number;
  goalRows: number[];
  height: number;
  rowVirtualizer: TVirtualizer;
  columnVirtualizer: TVirtualizer;
}) {
  const focusing = useRef(false);

  // After a key moved the focus: focus the cell once it is rendered (it is kept in range).
  useLayoutEffect(() => {
    if (!focusing.current) return;
    const element = scroller.current?.querySelector<HTMLElement>(
      `[data-pos="${position.r}:${position.c}"]`,
    );
    if (element) {
      focusing.current = false;
      element.focus({ preventScroll: true });
    }
  });

  const move = useCallback(
    (next: TPosition) => {
      const r = Math.max(0, Math.min(next.r, lastRow));
      const c = Math.max(0, Math.min(next.c, lastColumn));
      focusing.current = true;
      setActive({ r, c });
      if (r >= HEAD) rowVirtualizer.scrollToIndex(goalRows[r - HEAD]!, { align: 'auto' });
      else rowVirtualizer.scrollToOffset(0);
      if (c >= HEAD) columnVirtualizer.scrollToIndex(c - HEAD, { align: 'auto' });
      else columnVirtualizer.scrollToOffset(0);
    },
    [lastRow, lastColumn, rowVirtualizer, columnVirtualizer, goalRows, setActive],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { r, c } = position;
    const page = Math.max(1, Math.floor((height - TOP) / ROW_HEIGHT) - 1);
    const steps: Record<string, TPosition | undefined> = {
      ArrowUp: { r: r - 1, c },
      ArrowDown: { r: r + 1, c },
      ArrowLeft: { r, c: c - 1 },
      ArrowRight: { r, c: c + 1 },
      PageUp: { r: Math.max(HEAD, r - page), c },
      PageDown: { r: r + page, c },
      Home: event.ctrlKey ? { r: 0, c: 0 } : { r, c: 0 },
      End: event.ctrlKey ? { r: lastRow, c: lastColumn } : { r, c: lastColumn },
    };
    const next = steps[event.key];
    if (!next) return;
    event.preventDefault();
    move(next);
  };

  // A click or Tab into a cell makes it the active one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const pos = (event.target as HTMLElement).dataset.pos?.split(':').map(Number);
    if (pos && (pos[0] !== position.r || pos[1] !== position.c)) {
      setActive({ r: pos[0]!, c: pos[1]! });
    }
  };

  return { onKeyDown, onFocus };
}
