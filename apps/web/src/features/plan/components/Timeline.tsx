import { forwardRef, memo, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { TPlanYear, TSpecialBlock, TWeekRange } from '@cp/contracts';
import type { TTimelineRow } from '../timeline-model';
import { BarHints } from './BarHints';
import { useLabelWidth } from './label-width';
import classes from './Timeline.module.css';
import { TimelineBackdrop } from './TimelineBackdrop';
import { HEADER_HEIGHT, TimelineHeader } from './TimelineHeader';
import { TimelineRowList } from './TimelineRowList';
import { TimelineTip, useTimelineTip } from './timeline-tip';
import type { TRowActions, TRowLabels } from './TimelineRow';
import { useBarDrag } from './use-bar-drag';
import { useBarKeys } from './use-bar-keys';
import { useDropScroller } from './use-drop-scroller';
import { useFillHeight } from './use-fill-height';
import { useFocusedRow } from './use-focused-row';
import { useRowWindow } from './use-row-window';
import { useTimelineHandle } from './use-timeline-handle';
import { useWeekWidth } from './use-week-width';

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
  /**
   * Over an elective slot or choice: dragging into an elective is not possible (docs/plan.md
   * "Rules").
   */
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

export interface TTimelineProps {
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

/**
 * The timeline of one year: weeks as columns under their periods, the special blocks as shaded
 * bands over every row, one row per planned cluster and per elective slot (its choices below).
 * Only the rows near the view are rendered (@tanstack/react-virtual); header and labels stick.
 * Bars are moved and resized by pointer (snapping to weeks) and by keyboard; the timeline only
 * previews, the caller saves (`onChange`).
 */
export const Timeline = memo(
  forwardRef<TTimelineHandle, TTimelineProps>(function Timeline(props, handle) {
    const { year, rows, blocks, readOnly, texts, labels, actions, onEditBlock } = props;
    const { scroller, setScroller } = useDropScroller(readOnly);
    const height = useFillHeight(scroller);
    const [labelWidth, setLabelWidth] = useLabelWidth();
    const week = useWeekWidth(scroller, year.weeks, labelWidth);
    const { tip, handlers: tipHandlers } = useTimelineTip();
    const weeksWidth = year.weeks * week;

    // The latest props for handlers that must stay stable (rows are memoised on them).
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });

    const indexByKey = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
    const moves = { latest, indexByKey, readOnly, weeks: year.weeks, open: actions.open };
    const barDrag = useBarDrag({ ...moves, week });
    const onKeyDown = useBarKeys({ ...moves, cancelDrag: barDrag.cancel });
    const { focused, onFocus, onBlur } = useFocusedRow(latest);
    const virtualizer = useRowWindow({
      scroller,
      rows,
      indexByKey,
      dragged: barDrag.preview?.key ?? null,
      focused,
    });
    const drop = useTimelineHandle(handle, {
      scroller,
      virtualizer,
      latest,
      week,
      weeks: year.weeks,
      labelWidth,
    });

    const style = {
      '--week': `${week}px`,
      '--label': `${labelWidth}px`,
      '--header': `${HEADER_HEIGHT}px`,
      '--canvas': `${labelWidth + weeksWidth}px`,
      height,
    } as CSSProperties;
    // The week lines and special blocks reach the bottom of the view also with few rows.
    const bodyHeight = Math.max(virtualizer.getTotalSize(), height - HEADER_HEIGHT - 2);

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
            {...barDrag.handlers}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={onBlur}
          >
            <TimelineBackdrop
              year={year}
              blocks={blocks}
              week={week}
              labelWidth={labelWidth}
              readOnly={readOnly}
              texts={texts}
              onEditBlock={onEditBlock}
              drop={drop}
            />
            <TimelineRowList
              label={texts.rows(year.name ?? '')}
              items={virtualizer.getVirtualItems()}
              rows={rows}
              preview={barDrag.preview}
              week={week}
              weeks={year.weeks}
              readOnly={readOnly}
              labels={labels}
              actions={actions}
            />
            {rows.length === 0 && <div className={classes.empty}>{texts.empty}</div>}
          </div>
        </div>
        <BarHints hint={texts.barHint} readOnlyHint={texts.barHintReadOnly} />
        <TimelineTip tip={tip} />
      </div>
    );
  }),
);
