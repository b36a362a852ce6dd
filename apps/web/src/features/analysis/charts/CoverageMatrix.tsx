import { Anchor } from '@mantine/core';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type FocusEvent,
  type Key,
} from 'react';
import { Link } from 'react-router';
import { COVERAGE_FLAGS, type TAnalysisCluster } from '@cp/contracts';
import type { TAnalysisLinks } from '../tabs/tab-props';
import { FLAG_ORDER, type TCoverageFlag, type TCoverageModel } from './coverage-model';
import { FLAG_STYLE, flagBackground, flagSymbols } from './coverage-flags';
import classes from './CoverageMatrix.module.css';

/** Layout in px: the goal column, three total columns, a cluster column; header, total rows, a row. */
export const GOAL_WIDTH = 300;
const TOTAL_WIDTH = 34;
export const COLUMN_WIDTH = 32;
const LEFT = GOAL_WIDTH + 3 * TOTAL_WIDTH;
const HEADER_HEIGHT = 112;
const TOTAL_HEIGHT = 22;
const TOP = HEADER_HEIGHT + 3 * TOTAL_HEIGHT;
export const ROW_HEIGHT = 26;
const OVERSCAN = 4;
/** Grid positions: row 0 the header, 1..3 the column totals, then the goal rows; likewise columns. */
const HEAD = 4;
/** The view's size while it has no layout (a test DOM): a height of 0 would render no row. */
const FALLBACK_RECT = { width: 1200, height: 640 };

export type TMatrixTexts = {
  grid: string;
  corner: string;
  flag: (flag: TCoverageFlag) => string;
  totalOf: (flag: TCoverageFlag) => string;
  cell: (goal: string, cluster: string, flags: number) => string;
  goalLink: (goal: string) => string;
  clusterLink: (cluster: TAnalysisCluster) => string;
  rowTotal: (goal: string, flag: TCoverageFlag, count: number) => string;
  columnTotal: (cluster: string, flag: TCoverageFlag, count: number) => string;
  format: (value: number) => string;
};

type TPosition = { r: number; c: number };

const observeRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => cb(rect.height === 0 ? FALLBACK_RECT : rect));

/** Keeps the active row or column rendered when it scrolls away, so focus is not lost. */
const keeping = (index: number | null) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (index === null || index < 0 || index >= range.count || indexes.includes(index))
    return indexes;
  return [...indexes, index].sort((a, b) => a - b);
};

/**
 * The coverage matrix: goal rows (with their competence and outcome as group rows) × planned
 * cluster columns, virtualised both ways (only the cells in view exist), with sticky headers and
 * totals. An ARIA grid with one tab stop: arrow keys, Home/End, Page Up/Down and Ctrl+Home/End
 * move a roving focus across headers, totals and cells; a header's link opens with Enter.
 */
export function CoverageMatrix({
  model,
  yearId,
  links,
  texts,
  height,
}: {
  model: TCoverageModel;
  yearId: number;
  links: TAnalysisLinks;
  texts: TMatrixTexts;
  height: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<TPosition>({ r: HEAD, c: HEAD });
  const focusing = useRef(false);
  const { rows, goalRows, columns } = model;
  const lastRow = HEAD + goalRows.length - 1;
  const lastColumn = HEAD + columns.length - 1;
  // Positions outside the (filtered) grid fall back into it.
  const position = {
    r: Math.min(active.r, Math.max(lastRow, HEAD - 1)),
    c: Math.min(active.c, Math.max(lastColumn, HEAD - 1)),
  };
  const activeRow = position.r >= HEAD ? (goalRows[position.r - HEAD] ?? null) : null;
  const activeColumn = position.c >= HEAD ? position.c - HEAD : null;

  const rowExtractor = useMemo(() => keeping(activeRow), [activeRow]);
  const columnExtractor = useMemo(() => keeping(activeColumn), [activeColumn]);

  // No React Compiler in this build; the rows are memoised by hand (MatrixRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    scrollMargin: TOP,
    scrollPaddingStart: TOP,
    rangeExtractor: rowExtractor,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    useFlushSync: false,
  });
  const columnVirtualizer = useVirtualizer<HTMLDivElement, Element>({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => COLUMN_WIDTH,
    getItemKey: (index) => columns[index]?.planned_cluster_id ?? index,
    overscan: OVERSCAN,
    scrollMargin: LEFT,
    scrollPaddingStart: LEFT,
    rangeExtractor: columnExtractor,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    useFlushSync: false,
  });

  const virtualColumns = columnVirtualizer.getVirtualItems();
  const width = LEFT + columns.length * COLUMN_WIDTH;

  // After a key moved the focus: bring the cell into view and focus it once it is rendered.
  useLayoutEffect(() => {
    if (!focusing.current) return;
    const element = scroller.current?.querySelector<HTMLElement>(
      `[data-pos="${position.r}:${position.c}"]`,
    );
    if (element) {
      focusing.current = false;
      element.focus({ preventScroll: true });
    }
  });

  const move = useCallback(
    (next: TPosition) => {
      const r = Math.max(0, Math.min(next.r, lastRow));
      const c = Math.max(0, Math.min(next.c, lastColumn));
      focusing.current = true;
      setActive({ r, c });
      if (r >= HEAD) rowVirtualizer.scrollToIndex(goalRows[r - HEAD]!, { align: 'auto' });
      else rowVirtualizer.scrollToOffset(0);
      if (c >= HEAD) columnVirtualizer.scrollToIndex(c - HEAD, { align: 'auto' });
      else columnVirtualizer.scrollToOffset(0);
    },
    [lastRow, lastColumn, rowVirtualizer, columnVirtualizer, goalRows],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { r, c } = position;
    const page = Math.max(1, Math.floor((height - TOP) / ROW_HEIGHT) - 1);
    const steps: Record<string, TPosition | undefined> = {
      ArrowUp: { r: r - 1, c },
      ArrowDown: { r: r + 1, c },
      ArrowLeft: { r, c: c - 1 },
      ArrowRight: { r, c: c + 1 },
      PageUp: { r: Math.max(HEAD, r - page), c },
      PageDown: { r: r + page, c },
      Home: event.ctrlKey ? { r: 0, c: 0 } : { r, c: 0 },
      End: event.ctrlKey ? { r: lastRow, c: lastColumn } : { r, c: lastColumn },
    };
    const next = steps[event.key];
    if (!next) return;
    event.preventDefault();
    move(next);
  };

  // A click or Tab into a cell makes it the active one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const pos = (event.target as HTMLElement).dataset.pos?.split(':').map(Number);
    if (pos && (pos[0] !== position.r || pos[1] !== position.c)) {
      setActive({ r: pos[0]!, c: pos[1]! });
    }
  };

  const tab = (r: number, c: number) => (r === position.r && c === position.c ? 0 : -1);
  const left = (index: number) => LEFT + index * COLUMN_WIDTH;

  const headerRows = [
    <div
      key="head"
      role="row"
      aria-rowindex={1}
      className={classes.headRow}
      style={{ height: HEADER_HEIGHT, width }}
    >
      <div className={classes.corner}>
        <div
          role="columnheader"
          aria-colindex={1}
          className={classes.cornerLabel}
          style={{ width: GOAL_WIDTH }}
          data-pos="0:0"
          tabIndex={tab(0, 0)}
        >
          {texts.corner}
        </div>
        {FLAG_ORDER.map((flag, index) => (
          <div
            key={flag}
            role="columnheader"
            aria-colindex={index + 2}
            aria-label={texts.totalOf(flag)}
            title={texts.totalOf(flag)}
            className={classes.totalHead}
            style={{ width: TOTAL_WIDTH, ...FLAG_STYLE[flag] }}
            data-pos={`0:${index + 1}`}
            tabIndex={tab(0, index + 1)}
          >
            <span aria-hidden="true">{flagSymbols(COVERAGE_FLAGS[flag])}Σ</span>
          </div>
        ))}
      </div>
      {virtualColumns.map((item) => {
        const column = columns[item.index]!;
        return (
          <div
            key={item.key}
            role="columnheader"
            aria-colindex={HEAD + item.index + 1}
            className={classes.columnHead}
            style={{ left: left(item.index), width: COLUMN_WIDTH, height: HEADER_HEIGHT }}
          >
            <Anchor
              component={Link}
              to={links.plan(yearId, column.planned_cluster_id)}
              className={classes.columnLink}
              title={`${column.index} ${column.title}`}
              aria-label={texts.clusterLink(column)}
              data-pos={`0:${HEAD + item.index}`}
              tabIndex={tab(0, HEAD + item.index)}
              style={column.color ? { borderLeftColor: column.color } : undefined}
            >
              {column.index} {column.short_title}
            </Anchor>
          </div>
        );
      })}
    </div>,
    ...FLAG_ORDER.map((flag, flagIndex) => {
      const r = flagIndex + 1;
      return (
        <div
          key={flag}
          role="row"
          aria-rowindex={r + 1}
          className={classes.headRow}
          style={{ height: TOTAL_HEIGHT, width }}
        >
          <div className={classes.corner}>
            <div
              role="rowheader"
              aria-colindex={1}
              className={classes.totalLabel}
              style={{ width: GOAL_WIDTH }}
              data-pos={`${r}:0`}
              tabIndex={tab(r, 0)}
            >
              <span aria-hidden="true" className={classes.symbol}>
                {flagSymbols(COVERAGE_FLAGS[flag])}
              </span>{' '}
              {texts.totalOf(flag)}
            </div>
            {[1, 2, 3].map((c) => (
              <div
                key={c}
                role="gridcell"
                aria-colindex={c + 1}
                className={classes.totalBlank}
                style={{ width: TOTAL_WIDTH }}
                data-pos={`${r}:${c}`}
                tabIndex={tab(r, c)}
              />
            ))}
          </div>
          {virtualColumns.map((item) => {
            const column = columns[item.index]!;
            const count = model.columnTotals[item.index]![flag];
            return (
              <div
                key={item.key}
                role="gridcell"
                aria-colindex={HEAD + item.index + 1}
                aria-label={texts.columnTotal(`${column.index} ${column.short_title}`, flag, count)}
                className={classes.total}
                style={{ left: left(item.index), width: COLUMN_WIDTH, height: TOTAL_HEIGHT }}
                data-pos={`${r}:${HEAD + item.index}`}
                tabIndex={tab(r, HEAD + item.index)}
              >
                {texts.format(count)}
              </div>
            );
          })}
        </div>
      );
    }),
  ];

  const goalPosition = useMemo(() => {
    const map = new Map<number, number>();
    goalRows.forEach((rowIndex, index) => map.set(rowIndex, HEAD + index));
    return map;
  }, [goalRows]);

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={texts.grid}
      aria-rowcount={HEAD + rows.length}
      aria-colcount={HEAD + columns.length}
      className={classes.scroller}
      style={{ height, '--matrix-left': `${LEFT}px` } as CSSProperties}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid="coverage-matrix"
    >
      <div
        className={classes.canvas}
        style={{ width, height: TOP + rowVirtualizer.getTotalSize() }}
      >
        <div role="rowgroup" className={classes.head} style={{ width }}>
          {headerRows}
        </div>
        <div
          role="rowgroup"
          className={classes.body}
          style={{ height: rowVirtualizer.getTotalSize(), width }}
        >
          {rowVirtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const r = goalPosition.get(item.index);
            return (
              <MatrixRow
                key={item.key}
                row={row}
                rowIndex={HEAD + item.index + 1}
                top={item.start - TOP}
                width={width}
                r={r ?? -1}
                activeColumn={r === position.r ? position.c : -1}
                virtualColumns={virtualColumns}
                model={model}
                links={links}
                texts={texts}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

type TMatrixRowProps = {
  row: TCoverageModel['rows'][number];
  rowIndex: number;
  top: number;
  width: number;
  /** The grid position of a goal row (-1 for a group row). */
  r: number;
  /** The column of the roving tab stop when it is in this row, else -1. */
  activeColumn: number;
  virtualColumns: { index: number; key: Key }[];
  model: TCoverageModel;
  links: TAnalysisLinks;
  texts: TMatrixTexts;
};

const MatrixRow = memo(function MatrixRow({
  row,
  rowIndex,
  top,
  width,
  r,
  activeColumn,
  virtualColumns,
  model,
  links,
  texts,
}: TMatrixRowProps) {
  const style = { top, height: ROW_HEIGHT, width };
  if (row.kind !== 'goal') {
    return (
      <div role="row" aria-rowindex={rowIndex} className={classes.row} style={style}>
        <div
          role="rowheader"
          aria-colindex={1}
          aria-colspan={HEAD + model.columns.length}
          className={row.kind === 'competence' ? classes.competence : classes.outcome}
        >
          {row.label}
        </div>
      </div>
    );
  }
  const goalLabel = `${row.goal.index} ${row.goal.title}`;
  const tab = (c: number) => (c === activeColumn ? 0 : -1);
  return (
    <div role="row" aria-rowindex={rowIndex} className={classes.row} style={style}>
      <div className={classes.corner}>
        <div
          role="rowheader"
          aria-colindex={1}
          className={classes.goal}
          style={{ width: GOAL_WIDTH }}
        >
          <Anchor
            component={Link}
            to={links.design({ kind: 'goal', id: row.goal.id })}
            className={classes.goalLink}
            title={goalLabel}
            aria-label={texts.goalLink(goalLabel)}
            data-pos={`${r}:0`}
            tabIndex={tab(0)}
          >
            {goalLabel}
          </Anchor>
        </div>
        {FLAG_ORDER.map((flag, index) => (
          <div
            key={flag}
            role="gridcell"
            aria-colindex={index + 2}
            aria-label={texts.rowTotal(row.goal.index, flag, row.totals[flag])}
            className={`${classes.rowTotal} ${flag === 'tested' && row.totals.tested === 0 ? classes.missing : ''}`}
            style={{ width: TOTAL_WIDTH }}
            data-pos={`${r}:${index + 1}`}
            tabIndex={tab(index + 1)}
          >
            {texts.format(row.totals[flag])}
          </div>
        ))}
      </div>
      {virtualColumns.map((item) => {
        const column = model.columns[item.index]!;
        const flags = model.flagsOf(row.goal.id, column.planned_cluster_id);
        const c = HEAD + item.index;
        return (
          <div
            key={item.key}
            role="gridcell"
            aria-colindex={c + 1}
            aria-label={texts.cell(goalLabel, `${column.index} ${column.short_title}`, flags)}
            className={classes.cell}
            style={{
              left: LEFT + item.index * COLUMN_WIDTH,
              width: COLUMN_WIDTH,
              background: flagBackground(flags),
            }}
            data-pos={`${r}:${c}`}
            tabIndex={tab(c)}
          >
            <span aria-hidden="true">{flagSymbols(flags)}</span>
          </div>
        );
      })}
    </div>
  );
});
