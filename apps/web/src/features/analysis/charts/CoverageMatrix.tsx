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
  type FocusEvent,
  type KeyboardEvent,
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
/**
 * Columns render in blocks of this many: the rendered range moves only every BLOCK columns, so
 * scrolling sideways re-renders the rows (every cell in view) a quarter as often.
 */
const BLOCK = 8;
/** Grid positions: row 0 the header, 1..3 the column totals, then the goal rows; likewise columns. */
const HEAD = 4;
/** The view's size while it has no layout (a test DOM): a height of 0 would render no row. */
const FALLBACK_RECT = { width: 1200, height: 640 };

/**
 * The matrix's words. Called for every cell in view on every scroll step, so they must be cheap:
 * CoverageTab builds them from templates translated once, not with a translation per call.
 */
export type TMatrixTexts = {
  grid: string;
  corner: string;
  totalOf: (flag: TCoverageFlag) => string;
  cell: (goal: string, cluster: string, flags: number) => string;
  goalLink: (goal: string) => string;
  clusterLink: (cluster: TAnalysisCluster) => string;
  rowTotal: (goal: string, flag: TCoverageFlag, count: number) => string;
  columnTotal: (cluster: string, flag: TCoverageFlag, count: number) => string;
  format: (value: number) => string;
};

type TPosition = { r: number; c: number };

/** The columns in view: a range, plus the active column when it lies outside (kept rendered). */
type TColumns = { from: number; to: number; extra: number };

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

function columnIndexes({ from, to, extra }: TColumns): number[] {
  const list: number[] = [];
  for (let index = from; index <= to; index++) list.push(index);
  if (extra >= 0 && (extra < from || extra > to)) list.push(extra);
  return list;
}

const columnLeft = (index: number) => LEFT + index * COLUMN_WIDTH;

/**
 * The coverage matrix: goal rows (with their competence and outcome as group rows) × planned
 * cluster columns, virtualised both ways (only the cells in view exist), with sticky headers and
 * totals. An ARIA grid with one tab stop: arrow keys, Home/End, Page Up/Down and Ctrl+Home/End
 * move a roving focus across headers, totals and cells; a header's link opens with Enter.
 * Rows and the header are memoised on the column range (numbers), so a scroll step renders only
 * the rows that come into view, and all rows only when the column range moves.
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

  // No React Compiler in this build; the rows are memoised by hand (MatrixRow, MatrixHead).
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

  // The column range as numbers (the virtual items are a new array on every scroll event);
  // reading the items first brings the range up to date with the scroll position.
  columnVirtualizer.getVirtualItems();
  const range = columnVirtualizer.range;
  const from = Math.max(0, Math.floor(((range?.startIndex ?? 0) - OVERSCAN) / BLOCK) * BLOCK);
  const to = Math.min(
    columns.length - 1,
    Math.ceil(((range?.endIndex ?? -1) + OVERSCAN + 1) / BLOCK) * BLOCK - 1,
  );
  const shown = useMemo<TColumns>(
    () => ({ from, to, extra: activeColumn ?? -1 }),
    [from, to, activeColumn],
  );
  const width = LEFT + columns.length * COLUMN_WIDTH;

  // After a key moved the focus: focus the cell once it is rendered (it is kept in range).
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
        <MatrixHead
          model={model}
          yearId={yearId}
          links={links}
          texts={texts}
          width={width}
          shown={shown}
          active={position.r < HEAD ? position.r * 10_000 + position.c : -1}
        />
        <div
          role="rowgroup"
          className={classes.body}
          style={{ height: rowVirtualizer.getTotalSize(), width }}
        >
          {rowVirtualizer.getVirtualItems().map((item) => {
            const r = goalPosition.get(item.index) ?? -1;
            return (
              <MatrixRow
                key={item.key}
                row={rows[item.index]!}
                rowIndex={HEAD + item.index + 1}
                top={item.start - TOP}
                width={width}
                r={r}
                activeColumn={r === position.r ? position.c : -1}
                shown={shown}
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

type THeadProps = {
  model: TCoverageModel;
  yearId: number;
  links: TAnalysisLinks;
  texts: TMatrixTexts;
  width: number;
  shown: TColumns;
  /** The roving tab stop when it is in the header (r * 10000 + c), else -1. */
  active: number;
};

/** The cluster header and the three column-total rows (sticky at the top). */
const MatrixHead = memo(function MatrixHead({
  model,
  yearId,
  links,
  texts,
  width,
  shown,
  active,
}: THeadProps) {
  const { columns } = model;
  const indexes = columnIndexes(shown);
  const tab = (r: number, c: number) => (r * 10_000 + c === active ? 0 : -1);
  return (
    <div role="rowgroup" className={classes.head} style={{ width }}>
      <div
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
        {indexes.map((index) => {
          const column = columns[index]!;
          return (
            <div
              key={column.planned_cluster_id}
              role="columnheader"
              aria-colindex={HEAD + index + 1}
              className={classes.columnHead}
              style={{ left: columnLeft(index), width: COLUMN_WIDTH, height: HEADER_HEIGHT }}
            >
              <Link
                to={links.plan(yearId, column.planned_cluster_id)}
                className={classes.columnLink}
                title={`${column.index} ${column.title}`}
                aria-label={texts.clusterLink(column)}
                data-pos={`0:${HEAD + index}`}
                tabIndex={tab(0, HEAD + index)}
                style={column.color ? { borderLeftColor: column.color } : undefined}
              >
                {column.index} {column.short_title}
              </Link>
            </div>
          );
        })}
      </div>
      {FLAG_ORDER.map((flag, flagIndex) => {
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
            {indexes.map((index) => {
              const column = columns[index]!;
              const count = model.columnTotals[index]![flag];
              return (
                <div
                  key={column.planned_cluster_id}
                  role="gridcell"
                  aria-colindex={HEAD + index + 1}
                  aria-label={texts.columnTotal(
                    `${column.index} ${column.short_title}`,
                    flag,
                    count,
                  )}
                  className={classes.total}
                  style={{ left: columnLeft(index), width: COLUMN_WIDTH, height: TOTAL_HEIGHT }}
                  data-pos={`${r}:${HEAD + index}`}
                  tabIndex={tab(r, HEAD + index)}
                >
                  {texts.format(count)}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
});

type TMatrixRowProps = {
  row: TCoverageModel['rows'][number];
  rowIndex: number;
  top: number;
  width: number;
  /** The grid position of a goal row (-1 for a group row). */
  r: number;
  /** The column of the roving tab stop when it is in this row, else -1. */
  activeColumn: number;
  shown: TColumns;
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
  shown,
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
          <Link
            to={links.design({ kind: 'goal', id: row.goal.id })}
            className={classes.goalLink}
            title={goalLabel}
            aria-label={texts.goalLink(goalLabel)}
            data-pos={`${r}:0`}
            tabIndex={tab(0)}
          >
            {goalLabel}
          </Link>
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
      {columnIndexes(shown).map((index) => {
        const column = model.columns[index]!;
        const flags = model.flagsOf(row.goal.id, column.planned_cluster_id);
        const c = HEAD + index;
        return (
          <div
            key={column.planned_cluster_id}
            role="gridcell"
            aria-colindex={c + 1}
            aria-label={texts.cell(goalLabel, `${column.index} ${column.short_title}`, flags)}
            className={classes.cell}
            style={{ left: columnLeft(index), background: flagBackground(flags) }}
            data-pos={`${r}:${c}`}
            tabIndex={tab(c)}
          >
            {flags === 0 ? null : <span aria-hidden="true">{flagSymbols(flags)}</span>}
          </div>
        );
      })}
    </div>
  );
});
