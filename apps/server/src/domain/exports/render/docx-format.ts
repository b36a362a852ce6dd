import type { TLanguage } from '@cp/contracts';
import type { DocCell, DocColumn } from '../document';

/*
 * Cell values as text in the document's language: Word has no number cells, so a number is
 * written the way a reader of that language expects it ("2,5" in Dutch, "2.5" in English).
 */

/** Word's language tags: spelling and grammar checks follow them. */
export const WORD_LANGUAGE: Record<TLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

export type CellFormatter = (
  cell: DocCell,
  type: DocColumn['type'],
  unit?: DocColumn['unit'],
) => string;

/** A number column's unit after each number: "25%", "2×" (as the screen shows them). */
const UNIT_SUFFIX = { percent: '%', factor: '×' } as const;

export function isNumberColumn(type: DocColumn['type']): boolean {
  return type !== 'text';
}

/** One formatter per document: building Intl.NumberFormat per cell would cost more than the cell. */
export function cellFormatter(language: TLanguage): CellFormatter {
  const locale = WORD_LANGUAGE[language];
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (cell, type, unit) => {
    if (cell === null) return '';
    if (typeof cell === 'string') return cell;
    // NaN or Infinity would be a builder's bug; an empty cell is kinder than "NaN" on paper.
    if (!Number.isFinite(cell)) return '';
    // A week is a label (week 37), never grouped ("1.037") or decimal.
    if (type === 'week') return String(Math.round(cell));
    const suffix = unit ? UNIT_SUFFIX[unit] : '';
    if (type === 'integer') return `${integer.format(cell)}${suffix}`;
    return `${decimal.format(cell)}${suffix}`;
  };
}
