import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The scroll area's size for a virtualizer, or `fallback` while it has no layout (hidden, or a
 * test DOM): a height of 0 would render no row at all.
 */
export const observeRectOr =
  (fallback: { width: number; height: number }) =>
  (
    instance: Virtualizer<HTMLDivElement, HTMLDivElement>,
    cb: (rect: { width: number; height: number }) => void,
  ) =>
    observeElementRect(instance, (rect) => cb(rect.height === 0 ? fallback : rect));
