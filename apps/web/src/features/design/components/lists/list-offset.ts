import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Where a windowed list starts in the page (its distance from the top of the document), for a
 * window virtualizer's scroll margin. Read before paint, again when the page's size changes
 * (something above the list appeared, the window was resized), and when `version` changes
 * (the list itself changed). Put the ref on the list element.
 */
export function useListOffset<E extends HTMLElement>(version?: unknown) {
  const ref = useRef<E>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [version]);
  return [ref, offset] as const;
}
