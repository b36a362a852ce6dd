import type { DocCell, DocColumn, DocTable } from '../document';

/*
 * A table from a list of items and its columns, each column saying how it reads its cell from an
 * item. Columns with `shown: false` (an optional plan field the location hides) are left out with
 * their cells, so labels and cells cannot get out of step. Used by the plan and analysis sections.
 */

export type ColumnSpec<T> = DocColumn & {
  cell: (item: T) => DocCell;
  /** false: leave the column out (default: shown). */
  shown?: boolean;
};

export function tableOf<T>(options: {
  sheet: string;
  caption?: string;
  emptyText: string;
  columns: ColumnSpec<T>[];
  items: readonly T[];
}): DocTable {
  const columns = options.columns.filter((column) => column.shown !== false);
  return {
    kind: 'table',
    sheet: options.sheet,
    ...(options.caption === undefined ? {} : { caption: options.caption }),
    columns: columns.map(({ label, type, width }) => ({ label, type, width })),
    rows: options.items.map((item) => columns.map((column) => column.cell(item))),
    emptyText: options.emptyText,
  };
}

/** Rounds away float noise (1.5 × 3 weeks, sums of EC) to at most `decimals` places. */
export function rounded(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
