import type { DocTable } from '../document';

/** About this many characters of a word fit in one unit of relative width at table font sizes. */
const CHARS_PER_UNIT = 8;
/** A long word raises its column at most to this many units (long text columns wrap anyway). */
const MAX_WORD_UNITS = 2.5;

/**
 * The table's relative column widths for PDF and Word, each raised so that the longest word of
 * its label and cells fits on a line: both layouts otherwise break words inside ("Toepassin-g",
 * "Num-mer") in narrow columns.
 */
export function columnWeights(table: DocTable): number[] {
  return table.columns.map((column, index) => {
    let longest = 0;
    const measure = (text: string) => {
      for (const word of text.split(/\s+/)) longest = Math.max(longest, word.length);
    };
    measure(column.label);
    for (const row of table.rows) {
      const cell = row[index];
      if (typeof cell === 'string') measure(cell);
    }
    const width = Number.isFinite(column.width) && column.width > 0 ? column.width : 1;
    return Math.max(width, Math.min(MAX_WORD_UNITS, longest / CHARS_PER_UNIT));
  });
}
