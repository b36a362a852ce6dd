import { useState, type FocusEvent, type RefObject } from 'react';
import type { TTimelineRow } from '../timeline-model';

/** The key of the timeline row holding the focus (kept rendered when it leaves the view). */
export function useFocusedRow(latest: RefObject<{ rows: TTimelineRow[] }>) {
  const [focused, setFocused] = useState<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const index = row ? Number(row.dataset.index) : -1;
    setFocused(latest.current.rows[index]?.key ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };
  return { focused, onFocus, onBlur };
}
