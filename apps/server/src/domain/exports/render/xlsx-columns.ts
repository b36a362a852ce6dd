import type { DocCell, DocColumn } from '../document';

/*
 * How a document column becomes an Excel column: number format, width, wrapping, and what a
 * cell holds. Numbers stay number cells so readers can sum and sort them; the format only
 * decides the digits, the decimal separator is the reader's own (2,5 in Dutch Excel).
 */

/** Excel's limit for the text of one cell; longer text makes Excel "repair" the file. */
export const MAX_CELL_TEXT = 32_767;

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Characters of width per unit of DocColumn.width, as a floor: a "4" column is a name column. */
const WIDTH_PER_HINT = 6;
/** Room for the auto-filter button next to the header label. */
const FILTER_BUTTON = 3;
/** A longer header label wraps (the header row wraps) instead of widening a number column. */
const MAX_LABEL_WIDTH = 24;

const NUMBER_FORMATS: Record<DocColumn['type'], string | undefined> = {
  text: undefined,
  integer: '0',
  week: '0',
  // As the PDF and Word print them: "15" and "2,5", never "15,0" (values are rounded to two
  // decimals by cellValue, so General shows at most two).
  decimal: 'General',
};

/**
 * A unit in the format, not in the cell: the cell stays the number 25 and shows "25%" (Excel's
 * own "0%" would multiply by 100). General keeps as many decimals as the number has.
 */
const UNIT_FORMATS: Record<NonNullable<DocColumn['unit']>, string> = {
  percent: 'General"%"',
  factor: 'General"×"',
};

export function numberFormat(column: DocColumn): string | undefined {
  if (column.unit && column.type !== 'text') return UNIT_FORMATS[column.unit];
  return NUMBER_FORMATS[column.type];
}

/**
 * The value written for a cell: numbers as numbers (rounded to two decimals), text as text, null
 * as empty. What the cell
 * holds decides, not the column type: a builder that puts "n.v.t." in an EC column gets text, not
 * a lost value. A number that is not finite (NaN from a division by zero) would make the file
 * invalid, so it is left empty.
 */
export function cellValue(cell: DocCell | undefined): string | number | null {
  if (cell === null || cell === undefined) return null;
  // At most two decimals, as every other format prints them (1,33 hours, not 1,3333333).
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) / 100 : null;
  return cell.length > MAX_CELL_TEXT ? `${cell.slice(0, MAX_CELL_TEXT - 1)}…` : cell;
}

export type ColumnLayout = {
  /** In Excel's width unit (about one character of the default font). */
  width: number;
  /** Long text wraps within the column instead of running over the next ones. */
  wrap: boolean;
};

/**
 * The width from the longest content (the label, the cells as shown), at least the hint's floor,
 * clamped to 8..60. Text longer than the width, or with line breaks, wraps.
 */
export function columnLayout(
  column: DocColumn,
  rows: readonly DocCell[][],
  index: number,
): ColumnLayout {
  let longest = 0;
  let multiline = false;
  for (const row of rows) {
    const cell = row[index];
    if (typeof cell === 'string') {
      if (cell.includes('\n')) multiline = true;
      longest = Math.max(longest, longestLine(cell));
    } else if (typeof cell === 'number' && Number.isFinite(cell)) {
      longest = Math.max(longest, shownNumber(cell, column).length);
    }
  }
  const label = Math.min(longestLine(column.label), MAX_LABEL_WIDTH) + FILTER_BUTTON;
  const wanted = Math.max(longest + 2, label, column.width * WIDTH_PER_HINT);
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(wanted)));
  return { width, wrap: multiline || (column.type === 'text' && longest + 2 > width) };
}

/** About what Excel shows with the column's format, to measure it. */
function shownNumber(value: number, column: DocColumn): string {
  if (column.unit) return `${value}%`;
  if (column.type === 'decimal') return value.toFixed(2).replace(/(\.\d)0$/, '$1');
  if (column.type === 'text') return String(value);
  return value.toFixed(0);
}

function longestLine(text: string): number {
  let longest = 0;
  for (const line of text.split('\n')) longest = Math.max(longest, line.length);
  return longest;
}
