import type ExcelJS from 'exceljs';
import type { ExportDocument } from '../document';

/*
 * What a printed sheet says it is (docs/exports.md "What a document says it is"): "CONCEPT" at
 * the right of the print header of every sheet of a draft, and in the print footer the
 * education's name, the version and status, and "Pagina 1 van 3" as Excel's own page fields.
 */

/** Text in a header or footer: "&" starts a code there, so a literal one is doubled. */
const literal = (text: string) => text.replace(/&/g, '&&');

/** "Pagina {page} van {pages}" with Excel's page fields (&P, &N). */
const pageFields = (pageOf: string) =>
  literal(pageOf).replace('{page}', '&P').replace('{pages}', '&N');

export function printHeaderFooter(document: ExportDocument): Partial<ExcelJS.HeaderFooter> {
  const { draftMark, pageOf, versionLine } = document.labels;
  const footer = `&L${literal(document.titlePage.title)}&C${literal(versionLine)}&R${pageFields(pageOf)}`;
  return {
    ...(draftMark ? { oddHeader: `&R&"-,Bold"&14${literal(draftMark)}` } : {}),
    oddFooter: footer,
  };
}
