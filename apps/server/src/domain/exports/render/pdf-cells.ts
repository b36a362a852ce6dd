import type { TLanguage } from '@cp/contracts';
import type { DocCell, DocColumn } from '../document';

/*
 * How a cell reads in the PDF: numbers in the document's language ("2,5" in Dutch, "2.5" in
 * English), integers and weeks without decimals, decimals with at most two, empty for null.
 */

type Formatters = {
  integer: Intl.NumberFormat;
  decimal: Intl.NumberFormat;
  week: Intl.NumberFormat;
};

const formattersByLanguage = new Map<TLanguage, Formatters>();

function formattersFor(language: TLanguage): Formatters {
  let formatters = formattersByLanguage.get(language);
  if (!formatters) {
    formatters = {
      integer: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
      decimal: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }),
      // A week number is a label, not a quantity: never "1.000"-style grouping.
      week: new Intl.NumberFormat(language, { maximumFractionDigits: 0, useGrouping: false }),
    };
    formattersByLanguage.set(language, formatters);
  }
  return formatters;
}

export function isNumericColumn(column: DocColumn): boolean {
  return column.type !== 'text';
}

export function formatCell(cell: DocCell, column: DocColumn, language: TLanguage): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (!Number.isFinite(cell)) return '';
  const formatters = formattersFor(language);
  // A number in a text column still reads in the document's language.
  const kind = column.type === 'text' ? 'decimal' : column.type;
  return `${formatters[kind].format(cell)}${UNIT_SUFFIX[column.unit ?? 'none']}`;
}

/** A number column's unit after each number: "25%", "2×" (as the screen shows them). */
export const UNIT_SUFFIX: Record<NonNullable<DocColumn['unit']> | 'none', string> = {
  percent: '%',
  factor: '×',
  none: '',
};
