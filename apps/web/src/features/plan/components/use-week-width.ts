import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_WEEK = 18;
const MAX_WEEK = 56;

/** A week's width: the weeks fill the width where they fit, within readable bounds. */
export function useWeekWidth(
  ref: RefObject<HTMLDivElement | null>,
  weeks: number,
  labelWidth: number,
) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(element.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  const fit = Math.floor((width - labelWidth - 2) / Math.max(weeks, 1));
  return Math.min(Math.max(fit, MIN_WEEK), MAX_WEEK);
}
