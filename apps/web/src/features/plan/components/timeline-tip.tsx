import { memo, useCallback, useEffect, useRef, useState } from 'react';
import classes from './Timeline.module.css';

/**
 * The one tooltip of the timeline. Bars and names carry their full text in `data-tip` (a plain
 * attribute, no component per bar); the timeline shows it on hover and on keyboard focus, so
 * a name cut to "T…" or "1.2 Bouwk…" can be read. `data-tip-when-cut` shows it only when the
 * element's text does not fit. It replaces the `title` attribute, which shows on hover only.
 */
export interface TTip {
  text: string;
  left: number;
  top: number;
  /** Above the element, or below it when there is no room above. */
  above: boolean;
}

/** Milliseconds a pointer rests on an element before its tip shows (focus shows it at once). */
const HOVER_DELAY = 250;
const TIP_MAX_WIDTH = 360;

/** The element with a tip at or around `target`, if it has one to show now. */
function tipElement(target: EventTarget | null): HTMLElement | null {
  const element = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-tip]') ?? null;
  if (!element?.dataset.tip) return null;
  if ('tipWhenCut' in element.dataset && element.scrollWidth <= element.clientWidth) return null;
  return element;
}

function placeTip(element: HTMLElement): TTip {
  const rect = element.getBoundingClientRect();
  const above = rect.top > 48;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - TIP_MAX_WIDTH - 8));
  return {
    text: element.dataset.tip ?? '',
    left,
    top: above ? rect.top - 4 : rect.bottom + 4,
    above,
  };
}

/** The tip's state and the handlers the timeline puts on its scroll area (delegation). */
export function useTimelineTip() {
  const [tip, setTip] = useState<TTip | null>(null);
  const shownFor = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    shownFor.current = null;
    setTip((current) => (current === null ? current : null));
  }, []);
  const show = useCallback((element: HTMLElement) => {
    window.clearTimeout(timer.current);
    shownFor.current = element;
    setTip(placeTip(element));
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handlers = {
    onPointerOver: (event: React.PointerEvent) => {
      // A tap opens the details; a tip would only cover them.
      if (event.pointerType === 'touch' || event.buttons > 0) return;
      const element = tipElement(event.target);
      if (element === shownFor.current) return;
      hide();
      if (!element) return;
      shownFor.current = element;
      timer.current = window.setTimeout(() => show(element), HOVER_DELAY);
    },
    onPointerLeave: hide,
    onPointerDown: hide,
    onScroll: hide,
    onFocus: (event: React.FocusEvent) => {
      const element = tipElement(event.target);
      if (element) show(element);
      else hide();
    },
    onBlur: hide,
    onKeyDown: (event: React.KeyboardEvent) => {
      // Dismissible without moving the focus (WCAG 1.4.13); arrows move the bar, so it follows.
      if (event.key === 'Escape') hide();
      else if (shownFor.current && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        hide();
      }
    },
  };
  return { tip, handlers };
}

/**
 * The tip itself: fixed to the viewport, so the scroll area does not clip it. Hidden from
 * screen readers: the bars and names already carry the same full text as their names.
 */
export const TimelineTip = memo(function TimelineTip({ tip }: { tip: TTip | null }) {
  if (!tip) return null;
  return (
    <div
      className={classes.tip}
      data-testid="plan-timeline-tip"
      aria-hidden="true"
      style={{
        left: tip.left,
        top: tip.top,
        maxWidth: TIP_MAX_WIDTH,
        transform: tip.above ? 'translateY(-100%)' : undefined,
      }}
    >
      {tip.text}
    </div>
  );
});
