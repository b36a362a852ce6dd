import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { rangesOverlap, type TPlanYear, type TSpecialBlock, type TWeekRange } from '@cp/contracts';
import type { TTimelineRow } from '../timeline-model';
import { observeRectOr } from './virtual-rect';
import { LABEL_WIDTH as LABEL, useLabelWidth } from './label-width';
import classes from './Timeline.module.css';
import { TimelineTip, useTimelineTip } from './timeline-tip';
import { useFillHeight } from './use-fill-height';
import {
  BAR_HINT_ID,
  BAR_HINT_READ_ONLY_ID,
  TimelineRow,
  type TRowActions,
  type TRowLabels,
} from './TimelineRow';

/** Header: the periods (24px), the weeks (20px) and the special blocks lane (22px). */
export const HEADER_HEIGHT = 68;
const MIN_WEEK = 18;
const MAX_WEEK = 56;
/** Pixels a pointer travels before a press on a bar becomes a drag (else it is a click). */
const DRAG_THRESHOLD = 4;
/** Rows rendered above and below the view, so a short scroll or a Tab finds them ready. */
const OVERSCAN = 8;

export interface TTimelineTexts {
  rows: (name: string) => string;
  weekColumn: string;
  blocksLane: string;
  week: (week: number) => string;
  periodName: (period: TPlanYear['periods'][number]) => string;
  editBlock: (block: TSpecialBlock) => string;
  blockTitle: (block: TSpecialBlock) => string;
  barHint: string;
  barHintReadOnly: string;
  empty: string;
  /** The name of the grip that widens the name column. */
  resizeNames: string;
}

/** Where a dragged design cluster would land (see `TTimelineHandle.targetAt`). */
export interface TDropTarget {
  week: number;
  /** Over an elective slot or choice: dragging into an elective is not possible (SPEC §5). */
  blocked: boolean;
}

export interface TTimelineHandle {
  /** The week and row under a screen point, or null outside the weeks of the timeline. */
  targetAt: (x: number, y: number) => TDropTarget | null;
  /** Shows where a dragged cluster of `width` weeks would land; null hides it. */
  showDrop: (drop: (TDropTarget & { width: number }) | null) => void;
  /** Scrolls the row with this key into view. */
  reveal: (key: string) => void;
}

interface TProps {
  year: TPlanYear;
  rows: TTimelineRow[];
  blocks: TSpecialBlock[];
  readOnly: boolean;
  texts: TTimelineTexts;
  labels: TRowLabels;
  actions: TRowActions;
  onEditBlock: (block: TSpecialBlock) => void;
  /** A bar dragged or moved by keyboard to new weeks (planned cluster or elective slot). */
  onChange: (row: TTimelineRow, range: TWeekRange, how: 'pointer' | 'keyboard') => void;
  /** A slot may not be moved over a special block: told instead of sent. */
  onBlocked: () => void;
}

interface TDrag {
  row: TTimelineRow;
  mode: 'move' | 'start' | 'end';
  from: TWeekRange;
  x: number;
  pointerId: number;
  moved: boolean;
  range: TWeekRange;
}

const rangeOfRow = (row: TTimelineRow): TWeekRange => {
  const item = row.kind === 'elective' ? row.slot : row.planned;
  return { start_week: item.start_week, end_week: item.end_week };
};

const canMove = (row: TTimelineRow, readOnly: boolean) =>
  !readOnly &&
  row.kind !== 'choice' &&
  (row.kind === 'elective' ? row.slot.id : row.planned.id) > 0;

/** The new weeks of a drag: a move keeps the length, an edge keeps the other edge. */
function dragged(mode: TDrag['mode'], from: TWeekRange, delta: number, weeks: number): TWeekRange {
  if (mode === 'move') {
    const shift = Math.min(Math.max(delta, 1 - from.start_week), weeks - from.end_week);
    return { start_week: from.start_week + shift, end_week: from.end_week + shift };
  }
  if (mode === 'start') {
    return {
      start_week: Math.min(Math.max(from.start_week + delta, 1), from.end_week),
      end_week: from.end_week,
    };
  }
  return {
    start_week: from.start_week,
    end_week: Math.max(Math.min(from.end_week + delta, weeks), from.start_week),
  };
}

/** A week's width: the weeks fill the width where they fit, within readable bounds. */
function useWeekWidth(
  ref: React.RefObject<HTMLDivElement | null>,
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

/** Periods, weeks and the special blocks lane; sticky, and only re-rendered when they change. */
const TimelineHeader = memo(function TimelineHeader({
  year,
  blocks,
  week,
  readOnly,
  texts,
  onEditBlock,
  labelWidth,
  onLabelWidth,
}: {
  year: TPlanYear;
  blocks: TSpecialBlock[];
  week: number;
  readOnly: boolean;
  texts: TTimelineTexts;
  onEditBlock: (block: TSpecialBlock) => void;
  labelWidth: number;
  onLabelWidth: (width: number) => void;
}) {
  const weeksWidth = year.weeks * week;
  return (
    <div className={classes.header} style={{ height: HEADER_HEIGHT }}>
      <div className={classes.corner}>
        <span>{texts.weekColumn}</span>
        <span>{texts.blocksLane}</span>
        <NameColumnResizer label={texts.resizeNames} width={labelWidth} onWidth={onLabelWidth} />
      </div>
      <div className={classes.lanes} style={{ width: weeksWidth }}>
        {year.periods.map((period) => (
          <div
            key={period.id}
            className={classes.period}
            style={{ left: (period.first_week - 1) * week, width: period.weeks * week }}
            title={texts.periodName(period)}
          >
            {texts.periodName(period)}
          </div>
        ))}
        {Array.from({ length: year.weeks }, (_, i) => (
          <div
            key={i}
            className={classes.week}
            style={{ left: i * week }}
            title={texts.week(i + 1)}
          >
            {i + 1}
          </div>
        ))}
        {blocks.map((block) => {
          const blockStyle = {
            left: (block.start_week - 1) * week + 1,
            width: (block.end_week - block.start_week + 1) * week - 2,
          };
          return readOnly ? (
            <span
              key={block.id}
              className={classes.blockChip}
              style={blockStyle}
              title={texts.blockTitle(block)}
            >
              {block.name}
            </span>
          ) : (
            <button
              key={block.id}
              type="button"
              className={classes.blockChip}
              style={blockStyle}
              title={texts.blockTitle(block)}
              aria-label={texts.editBlock(block)}
              onClick={() => onEditBlock(block)}
            >
              {block.name}
            </button>
          );
        })}
      </div>
    </div>
  );
});

/**
 * The grip on the name column's edge (a window splitter): dragged by pointer, or focused and
 * moved with the arrow keys (Home and End for the narrowest and widest), so long cluster names
 * can be read in full in the column.
 */
function NameColumnResizer({
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

/**
 * The timeline of one year: weeks as columns under their periods, the special blocks as shaded
 * bands over every row, one row per planned cluster and per elective slot (its choices below).
 * Only the rows near the view are rendered (@tanstack/react-virtual); header and labels stick.
 * Bars are moved and resized by pointer (snapping to weeks) and by keyboard; the timeline only
 * previews, the caller saves (`onChange`).
 */
export const Timeline = memo(
  forwardRef<TTimelineHandle, TProps>(function Timeline(props, handle) {
    const { year, rows, blocks, readOnly, texts, labels, actions, onEditBlock } = props;
    const scroller = useRef<HTMLDivElement | null>(null);
    const { setNodeRef: setDropRef } = useDroppable({ id: 'timeline', disabled: readOnly });
    const height = useFillHeight(scroller);
    const [labelWidth, setLabelWidth] = useLabelWidth();
    const week = useWeekWidth(scroller, year.weeks, labelWidth);
    const { tip, handlers: tipHandlers } = useTimelineTip();
    const weeksWidth = year.weeks * week;

    const [preview, setPreview] = useState<{
      key: string;
      range: TWeekRange;
      invalid: boolean;
    } | null>(null);
    const [drop, setDrop] = useState<(TDropTarget & { width: number }) | null>(null);
    const drag = useRef<TDrag | null>(null);
    const lastKey = useRef<{ key: string; range: TWeekRange; rows: TTimelineRow[] } | null>(null);
    const [focused, setFocused] = useState<string | null>(null);

    // The latest props for handlers that must stay stable (rows are memoised on them).
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });

    const indexByKey = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
    const kept = useMemo(
      () =>
        [preview?.key ?? null, focused].flatMap((key) => {
          const index = key === null ? undefined : indexByKey.get(key);
          return index === undefined ? [] : [index];
        }),
      [preview, focused, indexByKey],
    );
    const rangeExtractor = useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        const extra = [...new Set(kept)].filter((index) => !indexes.includes(index));
        return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
      },
      [kept],
    );

    // No React Compiler in this build; the rows are memoised by hand (TimelineRow, Item).
    // eslint-disable-next-line react-hooks/incompatible-library
    const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
      count: rows.length,
      getScrollElement: () => scroller.current,
      estimateSize: (index) => rows[index]?.height ?? 36,
      getItemKey: (index) => rows[index]?.key ?? index,
      overscan: OVERSCAN,
      // The rows start below the sticky header inside the same scroll area.
      scrollMargin: HEADER_HEIGHT,
      rangeExtractor,
      // Without layout (a test DOM) the view counts as this large.
      initialRect: { width: 1200, height: 800 },
      observeElementRect: observeRectOr({ width: 1200, height: 800 }),
      useFlushSync: false,
    });

    const blocked = useCallback(
      (row: TTimelineRow, range: TWeekRange) =>
        row.kind === 'elective' &&
        latest.current.blocks.some((block) => rangesOverlap(block, range)),
      [],
    );

    useImperativeHandle(
      handle,
      () => ({
        targetAt: (x, y) => {
          const element = scroller.current;
          if (!element) return null;
          const rect = element.getBoundingClientRect();
          const left = x - rect.left - labelWidth;
          const top = y - rect.top - HEADER_HEIGHT;
          if (left < 0 || x > rect.right || top < 0 || y > rect.bottom) return null;
          const target = Math.min(Math.floor((left + element.scrollLeft) / week) + 1, year.weeks);
          const item = virtualizer.getVirtualItemForOffset(top + element.scrollTop + HEADER_HEIGHT);
          const row = item ? latest.current.rows[item.index] : undefined;
          const inside = item !== undefined && top + element.scrollTop + HEADER_HEIGHT < item.end;
          return {
            week: target,
            blocked: inside && row !== undefined && row.kind !== 'cluster',
          };
        },
        showDrop: (next) =>
          setDrop((current) =>
            current?.week === next?.week &&
            current?.blocked === next?.blocked &&
            current?.width === next?.width
              ? current
              : next,
          ),
        reveal: (key) => {
          const index = latest.current.rows.findIndex((row) => row.key === key);
          if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
        },
      }),
      [virtualizer, week, year.weeks, labelWidth],
    );

    const rowOf = (target: EventTarget | null) => {
      const bar = (target as HTMLElement | null)?.closest<HTMLElement>('[data-bar]');
      const index = bar ? indexByKey.get(bar.dataset.bar ?? '') : undefined;
      return index === undefined ? null : { row: latest.current.rows[index]!, bar };
    };

    const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0 || drag.current) return;
      const found = rowOf(event.target);
      if (!found) return;
      const edge = (event.target as HTMLElement).closest<HTMLElement>('[data-edge]')?.dataset.edge;
      const from = rangeOfRow(found.row);
      drag.current = {
        row: found.row,
        mode: edge === 'start' || edge === 'end' ? edge : 'move',
        from,
        x: event.clientX,
        pointerId: event.pointerId,
        moved: false,
        range: from,
      };
      if (canMove(found.row, readOnly)) {
        // Keeps the drag going when the pointer leaves the bar; the bar keeps the focus.
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.preventDefault();
        found.bar?.focus({ preventScroll: true });
      }
    };

    const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!canMove(current.row, readOnly)) return;
      const dx = event.clientX - current.x;
      if (!current.moved && Math.abs(dx) < DRAG_THRESHOLD) return;
      current.moved = true;
      const range = dragged(current.mode, current.from, Math.round(dx / week), year.weeks);
      if (
        range.start_week === current.range.start_week &&
        range.end_week === current.range.end_week &&
        preview
      ) {
        return;
      }
      current.range = range;
      setPreview({ key: current.row.key, range, invalid: blocked(current.row, range) });
    };

    const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      drag.current = null;
      setPreview(null);
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
        event.currentTarget.releasePointerCapture(event.pointerId);
      }
      if (cancelled) return;
      if (!current.moved) {
        actions.open(current.row);
        return;
      }
      const { range, from, row } = current;
      if (range.start_week === from.start_week && range.end_week === from.end_week) return;
      if (blocked(row, range)) latest.current.onBlocked();
      else latest.current.onChange(row, range, 'pointer');
    };

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const found = rowOf(event.target);
      if (!found || event.target !== found.bar) return;
      const { row } = found;
      if (event.key === 'Escape' && drag.current) {
        drag.current = null;
        setPreview(null);
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        actions.open(row);
        return;
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (!canMove(row, readOnly)) return;
      event.preventDefault();
      // A key pressed again before the timeline re-rendered builds on the previous press.
      const pending = lastKey.current;
      const from =
        pending && pending.key === row.key && pending.rows === latest.current.rows
          ? pending.range
          : rangeOfRow(row);
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      // Shift changes the last week, Alt the first (as the bar's two pointer handles do).
      const mode = event.shiftKey ? 'end' : event.altKey ? 'start' : 'move';
      const range = dragged(mode, from, step, year.weeks);
      if (range.start_week === from.start_week && range.end_week === from.end_week) return;
      if (blocked(row, range)) {
        latest.current.onBlocked();
        return;
      }
      latest.current.onChange(row, range, 'keyboard');
      lastKey.current = { key: row.key, range, rows: latest.current.rows };
    };

    const onFocus = (event: FocusEvent<HTMLDivElement>) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      const index = row ? Number(row.dataset.index) : -1;
      setFocused(latest.current.rows[index]?.key ?? null);
    };
    const onBlur = (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
    };

    // A drag whose row went away (a live update removed it) ends quietly.
    useEffect(() => {
      if (drag.current && !indexByKey.has(drag.current.row.key)) {
        drag.current = null;
        setPreview(null);
      }
    }, [indexByKey]);

    const setScroller = useCallback(
      (element: HTMLDivElement | null) => {
        scroller.current = element;
        setDropRef(element);
      },
      [setDropRef],
    );

    const style = {
      '--week': `${week}px`,
      '--label': `${labelWidth}px`,
      '--header': `${HEADER_HEIGHT}px`,
      '--canvas': `${labelWidth + weeksWidth}px`,
      height,
    } as CSSProperties;
    // The week lines and special blocks reach the bottom of the view also with few rows.
    const bodyHeight = Math.max(virtualizer.getTotalSize(), height - HEADER_HEIGHT - 2);
    const weekLeft = (value: number) => labelWidth + (value - 1) * week;

    return (
      <div
        ref={setScroller}
        className={classes.scroller}
        style={style}
        data-testid="plan-timeline"
        // Which year this is, so a year switch can be told apart from the year before it
        // (scripts/bench/plan-screen.mjs waits for the new year's bars).
        data-year={year.id}
        {...tipHandlers}
      >
        <div className={classes.canvas} style={{ width: labelWidth + weeksWidth }}>
          <TimelineHeader
            year={year}
            blocks={blocks}
            week={week}
            readOnly={readOnly}
            texts={texts}
            onEditBlock={onEditBlock}
            labelWidth={labelWidth}
            onLabelWidth={setLabelWidth}
          />
          <div
            className={classes.body}
            style={{ height: bodyHeight }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => endDrag(event, false)}
            onPointerCancel={(event) => endDrag(event, true)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={onBlur}
          >
            <div className={classes.grid} style={{ width: weeksWidth }} />
            {year.periods.slice(1).map((period) => (
              <div
                key={period.id}
                className={classes.periodLine}
                style={{ left: weekLeft(period.first_week) - 1 }}
              />
            ))}
            {blocks.map((block) => (
              <div
                key={block.id}
                className={`${classes.band} ${readOnly ? '' : classes.bandEditable}`}
                style={{
                  left: weekLeft(block.start_week),
                  width: (block.end_week - block.start_week + 1) * week,
                }}
                title={texts.blockTitle(block)}
                // The header's button is the accessible way in; the band is the large target.
                aria-hidden="true"
                onClick={readOnly ? undefined : () => onEditBlock(block)}
              >
                <span className={classes.bandName}>{block.name}</span>
              </div>
            ))}
            {drop && (
              <div
                className={`${classes.drop} ${drop.blocked ? classes.dropBlocked : ''}`}
                style={{
                  left: weekLeft(drop.week),
                  width: Math.min(drop.width, year.weeks - drop.week + 1) * week,
                }}
              />
            )}
            <div role="list" aria-label={texts.rows(year.name ?? '')}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const shown = preview?.key === row.key ? preview : null;
                return (
                  <TimelineRow
                    key={row.key}
                    row={row}
                    top={item.start - HEADER_HEIGHT}
                    index={item.index}
                    count={rows.length}
                    week={week}
                    weeks={year.weeks}
                    preview={shown?.range ?? null}
                    invalid={shown?.invalid ?? false}
                    readOnly={readOnly}
                    labels={labels}
                    actions={actions}
                  />
                );
              })}
            </div>
            {rows.length === 0 && <div className={classes.empty}>{texts.empty}</div>}
          </div>
        </div>
        <span id={BAR_HINT_ID} className={classes.visuallyHidden}>
          {texts.barHint}
        </span>
        <span id={BAR_HINT_READ_ONLY_ID} className={classes.visuallyHidden}>
          {texts.barHintReadOnly}
        </span>
        <TimelineTip tip={tip} />
      </div>
    );
  }),
);
