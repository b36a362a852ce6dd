import { useCallback, useState } from 'react';

/** Width of the name column of the plan timeline: its default and the bounds of a resize. */
export const LABEL_WIDTH = { initial: 232, min: 160, max: 480, step: 24 } as const;

/** Where this browser keeps the chosen width (a preference of the device, not of the account). */
const STORAGE_KEY = 'cp.plan.labelWidth';

export const clampLabelWidth = (width: number) =>
  Math.round(Math.min(Math.max(width, LABEL_WIDTH.min), LABEL_WIDTH.max));

function storedWidth(): number {
  try {
    const stored = Number(window.localStorage.getItem(STORAGE_KEY));
    return stored > 0 ? clampLabelWidth(stored) : LABEL_WIDTH.initial;
  } catch {
    // Storage may be off (privacy settings): the default then.
    return LABEL_WIDTH.initial;
  }
}

/** The name column's width, kept within bounds and remembered in this browser. */
export function useLabelWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(storedWidth);
  const change = useCallback((next: number) => {
    const clamped = clampLabelWidth(next);
    setWidth(clamped);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(clamped));
    } catch {
      // Not remembered; the width still applies now.
    }
  }, []);
  return [width, change];
}
