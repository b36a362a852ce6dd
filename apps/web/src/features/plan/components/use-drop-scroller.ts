import { useDroppable } from '@dnd-kit/core';
import { useCallback, useRef } from 'react';

/**
 * The timeline's scroll area, which is also where a cluster dragged from the side list is
 * dropped (no drop target when read-only). Answers the element and the ref to set it with.
 */
export function useDropScroller(readOnly: boolean) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const { setNodeRef: setDropRef } = useDroppable({ id: 'timeline', disabled: readOnly });
  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      setDropRef(element);
    },
    [setDropRef],
  );
  return { scroller, setScroller };
}
