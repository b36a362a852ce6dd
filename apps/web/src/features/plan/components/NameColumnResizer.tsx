import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LABEL_WIDTH as LABEL } from './label-width';
import classes from './Timeline.module.css';

/**
 * The grip on the name column's edge (a window splitter): dragged by pointer, or focused and
 * moved with the arrow keys (Home and End for the narrowest and widest), so long cluster names
 * can be read in full in the column.
 */
export function NameColumnResizer({
  label,
  width,
  onWidth,
}: {
  label: string;
  width: number;
  onWidth: (width: number) => void;
}) {
  const drag = useRef<{ x: number; from: number; pointerId: number } | null>(null);
  const [active, setActive] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowRight'
        ? width + LABEL.step
        : event.key === 'ArrowLeft'
          ? width - LABEL.step
          : event.key === 'Home'
            ? LABEL.min
            : event.key === 'End'
              ? LABEL.max
              : null;
    if (next === null) return;
    event.preventDefault();
    onWidth(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, from: width, pointerId: event.pointerId };
    setActive(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    onWidth(current.from + event.clientX - current.x);
  };
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setActive(false);
  };
  return (
    <div
      className={classes.resizer}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={LABEL.min}
      aria-valuemax={LABEL.max}
      tabIndex={0}
      data-active={active || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
    />
  );
}
