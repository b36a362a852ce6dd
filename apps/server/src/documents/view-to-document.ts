import {
  formatViewValue,
  formatViewWord,
  termWords,
  type TLanguage,
  type TNamePair,
  type TNamingTerm,
  type TViewFormat,
  type TViewUnit,
  type TViewValue,
  type TViewWord,
} from '@cp/contracts';
import type { DocCell, DocColumn } from '../domain/exports/document';

/*
 * The generic half of the document adapter (docs/exports.md "Documents from a shared view"): a
 * shared view (contracts views/*: facts, typed columns, rows of language-free values) turned into
 * the export document model's columns and cells. Every word goes through formatViewValue /
 * formatViewWord, as on the web screen, so screen and document never say different things.
 * Numbers stay numbers wherever the document model can carry them (Excel keeps them as number
 * cells); a column whose numbers mix units (25% and 2×) prints them as text instead.
 *
 * It lives beside http/ as an adapter: the domain reads the data, contracts make the view, this
 * only translates between the two shapes (issue 29).
 */

/** A view's column as every view has it: a key into its rows, a label word, a kind and width. */
export type ViewColumn<K extends string> = {
  key: K;
  label: TViewWord;
  kind: 'text' | 'number';
  width: number;
  /** No row has a value: left out of documents (a screen keeps it to edit). */
  empty: boolean;
};

/** How a document formats a view's values: its language, the view's words, the location's terms. */
export function viewFormat(
  language: TLanguage,
  words: object & { and: string },
  names: Record<TNamingTerm, TNamePair>,
): TViewFormat {
  return { language, words, terms: termWords(names), and: words.and };
}

/** One document column of a view's column, and how a value of it becomes a cell. */
export type DocumentColumn<K extends string> = {
  key: K;
  column: DocColumn;
  cell(value: TViewValue): DocCell;
};

/**
 * The document's columns of a view: the empty ones left out, labels in the language, number
 * columns as decimals with the unit their numbers share (none when they mix units: then every
 * number of the column reads as text with its unit, so no cell is a bare "25" beside "2×").
 * `rows` are the values the columns will hold (totals rows too), to find the units.
 */
export function documentColumns<K extends string>(
  columns: readonly ViewColumn<K>[],
  rows: readonly Record<K, TViewValue>[],
  format: TViewFormat,
  options: { leaveOut?: readonly K[] } = {},
): DocumentColumn<K>[] {
  return columns
    .filter((column) => !column.empty && !options.leaveOut?.includes(column.key))
    .map((view) => {
      const label = formatViewWord(view.label, format);
      const width = columnWidth(view, label, rows, format);
      if (view.kind !== 'number') {
        return {
          key: view.key,
          column: { label, type: 'text', width },
          cell: (value) => textCell(value, format),
        };
      }
      const unit = sharedUnit(rows.map((row) => row[view.key]));
      const column: DocColumn = {
        label,
        type: 'decimal',
        width,
        ...(unit && unit !== 'mixed' ? { unit } : {}),
      };
      return {
        key: view.key,
        column,
        cell: (value) =>
          value?.type === 'number' && unit !== 'mixed' && value.unit === (unit ?? undefined)
            ? value.value
            : textCell(value, format),
      };
    });
}

/** The cells of one view row in the document columns' order. */
export function documentRow<K extends string>(
  columns: readonly DocumentColumn<K>[],
  row: Record<K, TViewValue>,
): DocCell[] {
  return columns.map((column) => column.cell(row[column.key]));
}

/** A value as text (null stays an empty cell). */
export function textCell(value: TViewValue, format: TViewFormat): DocCell {
  return value === null ? null : formatViewValue(value, format);
}

/**
 * Characters per unit of relative width in a wide landscape table (16 columns of 8.5 pt text on
 * A4): measured on the large demo's examenplan, 8 (what column-weights.ts assumes for tables of
 * a few columns) still broke "Herkansing" in two.
 */
const CHARS_PER_UNIT = 5;

/**
 * A column's relative width: room for its longest word (of the label and of every value as
 * printed), and the view's width as a floor. Wide tables (a test plan has up to 16
 * columns) otherwise break "Herkansing" and "Aanwezigheid" inside the word; text with spaces
 * wraps at them. The renderers scale the widths to the page.
 */
function columnWidth<K extends string>(
  view: ViewColumn<K>,
  label: string,
  rows: readonly Record<K, TViewValue>[],
  format: TViewFormat,
): number {
  let longest = longestWord(label);
  for (const row of rows) {
    const value = row[view.key];
    if (value !== null) longest = Math.max(longest, longestWord(formatViewValue(value, format)));
  }
  // A word longer than LONGEST_WORD (a web address) may break: it would take the page.
  return Math.max(view.width, (Math.min(longest, LONGEST_WORD) + CELL_PADDING) / CHARS_PER_UNIT);
}

/** The cell's padding, in characters: a narrow column loses most to it. */
const CELL_PADDING = 2;
const LONGEST_WORD = 16;

function longestWord(text: string): number {
  let longest = 0;
  for (const word of text.split(/\s+/)) longest = Math.max(longest, word.length);
  return longest;
}

/** The unit every number of a column shares; 'mixed' when they differ, null without units. */
function sharedUnit(values: readonly TViewValue[]): TViewUnit | 'mixed' | null {
  let found: TViewUnit | null | undefined;
  for (const value of values) {
    if (value?.type !== 'number') continue;
    const unit = value.unit ?? null;
    if (found === undefined) found = unit;
    else if (found !== unit) return 'mixed';
  }
  return found ?? null;
}
