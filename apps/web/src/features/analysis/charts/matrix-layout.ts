/*
 * The coverage matrix's geometry (CoverageMatrix.tsx): sizes in px, the grid positions of the
 * header and total rows and columns, and which columns are rendered.
 */

/** Layout in px: the goal column, three total columns, a cluster column; header, total rows, a row. */
export const GOAL_WIDTH = 300;
export const TOTAL_WIDTH = 34;
export const COLUMN_WIDTH = 32;
export const LEFT = GOAL_WIDTH + 3 * TOTAL_WIDTH;
export const HEADER_HEIGHT = 112;
export const TOTAL_HEIGHT = 22;
export const TOP = HEADER_HEIGHT + 3 * TOTAL_HEIGHT;
export const ROW_HEIGHT = 26;
export const OVERSCAN = 4;
/**
 * Columns render in blocks of this many: the rendered range moves only every BLOCK columns, so
 * scrolling sideways re-renders the rows (every cell in view) a quarter as often.
 */
export const BLOCK = 8;
/** Grid positions: row 0 the header, 1..3 the column totals, then the goal rows; likewise columns. */
export const HEAD = 4;
/** The view's size while it has no layout (a test DOM): a height of 0 would render no row. */
export const FALLBACK_RECT = { width: 1200, height: 640 };

export type TPosition = { r: number; c: number };

/** The columns in view: a range, plus the active column when it lies outside (kept rendered). */
export type TColumns = { from: number; to: number; extra: number };

export function columnIndexes({ from, to, extra }: TColumns): number[] {
  const list: number[] = [];
  for (let index = from; index <= to; index++) list.push(index);
  if (extra >= 0 && (extra < from || extra > to)) list.push(extra);
  return list;
}

export const columnLeft = (index: number) => LEFT + index * COLUMN_WIDTH;
