import type { TCluster, TLanguage, TNamePair, TNamingTerm } from '@cp/contracts';
import type { DocCell, DocColumn, DocTable } from '../document';
import type { SectionContext } from './context';
import { DESIGN_TEXTS, type DesignTexts } from './design-texts';
import { termTitle, uniqueSheetNames } from './words';

/**
 * What the design tables share: the fixed words in the document's language, the location's
 * terms (capitalised for labels and headings, as written inside a sentence) and one sheet name
 * per table, unique within the section.
 */
export type DesignWords = {
  language: TLanguage;
  texts: DesignTexts;
  /** "Leerdoelen": a heading or column label. */
  title: (term: TNamingTerm, form: keyof TNamePair) => string;
  /** "leerdoelen": inside a sentence, as the school wrote it. */
  word: (term: TNamingTerm, form: keyof TNamePair) => string;
  table: (table: Omit<DocTable, 'kind' | 'sheet'> & { sheet: string }) => DocTable;
};

export function designWords(context: Pick<SectionContext, 'language' | 'names'>): DesignWords {
  const { language, names } = context;
  const sheet = uniqueSheetNames();
  return {
    language,
    texts: DESIGN_TEXTS[language],
    title: (term, form) => termTitle(names, term, form),
    word: (term, form) => names[term][form],
    table: (table) => ({ kind: 'table', ...table, sheet: sheet(table.sheet) }),
  };
}

/** Column shorthands: relative widths, 1 = a narrow number column. */
export const text = (label: string, width: number): DocColumn => ({ label, type: 'text', width });
export const integer = (label: string, width = 1): DocColumn => ({
  label,
  type: 'integer',
  width,
});
export const decimal = (label: string, width = 1): DocColumn => ({
  label,
  type: 'decimal',
  width,
});

/** A cluster where a list names it: "1.2 TEK-102" (number and short title, as the analysis). */
export const clusterCode = (cluster: Pick<TCluster, 'index' | 'short_title'>) =>
  `${cluster.index} ${cluster.short_title}`;

/** A list of names in one cell; null (an empty cell) for none. */
export function listCell(items: readonly string[]): DocCell {
  return items.length === 0 ? null : items.join(', ');
}

/** An optional text: null for an empty cell. */
export const optional = (value: string | null | undefined): DocCell =>
  value === null || value === undefined || value === '' ? null : value;
