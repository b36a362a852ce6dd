import type { DocSection, DocTable } from '../document';
import { SheetNamer } from './xlsx-sheet-names';

/** A table with the sheet name it gets in the workbook. */
export type PlannedSheet = { name: string; table: DocTable };

/** A section and its tables' sheets, in document order. */
export type SectionSheets = { section: DocSection; sheets: PlannedSheet[] };

/**
 * Names every table's sheet before anything is written: the Overview comes first but lists the
 * sheets that follow, with their final (sanitised, unique) names.
 */
export function planSheets(
  sections: readonly DocSection[],
  overviewName: string,
  fallbackName: string,
): SectionSheets[] {
  const namer = new SheetNamer(fallbackName);
  namer.reserve(overviewName);
  return sections.map((section) => ({
    section,
    sheets: section.blocks
      // A table made for the pages alone (DocTable.only, e.g. one per cluster) gets no sheet.
      .filter((block): block is DocTable => block.kind === 'table' && block.only !== 'pages')
      .map((table) => ({ name: namer.next(table.sheet), table })),
  }));
}
