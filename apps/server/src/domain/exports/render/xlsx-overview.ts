import type ExcelJS from 'exceljs';
import type { TLanguage } from '@cp/contracts';
import type { ExportDocument } from '../document';
import { argb, type WorkbookColours } from './xlsx-colours';
import { font } from './xlsx-font';
import type { SectionSheets } from './xlsx-plan';
import type { XlsxWords } from './xlsx-words';

/*
 * The first sheet, the workbook's title page: location, education, subtitle, the facts, when the
 * data was read, and the sheets that follow with the section each belongs to, each a link.
 */

const MUTED_TEXT = '#5c5f66';
/** Excel's own colour for links. */
const LINK_COLOUR = '#0563c1';

export function writeOverview(
  sheet: ExcelJS.Worksheet,
  document: ExportDocument,
  sections: readonly SectionSheets[],
  words: XlsxWords,
  colours: WorkbookColours,
): void {
  const { titlePage } = document;
  // A title page, not a grid.
  sheet.views = [{ showGridLines: false }];
  sheet.properties.tabColor = { argb: argb(colours.location) };

  writeLine(sheet, titlePage.locationName, { size: 12, color: { argb: argb(MUTED_TEXT) } });
  writeLine(sheet, titlePage.title, { size: 18, bold: true, color: { argb: argb(colours.title) } });
  writeLine(sheet, titlePage.subtitle, { size: 12 });
  sheet.addRow([]);

  const facts = [
    ...titlePage.facts,
    { label: words.createdOn, value: formatMoment(document.generatedAt, document.language) },
  ];
  for (const fact of facts) {
    sheet.addRow([fact.label, fact.value]).getCell(1).font = font({ bold: true });
  }

  const listed = sections.flatMap(({ section, sheets }) =>
    sheets.map(({ name, table }) => ({ name, section: section.title, caption: table.caption })),
  );
  if (listed.length > 0) {
    sheet.addRow([]);
    writeLine(sheet, document.labels.contents, {
      size: 14,
      bold: true,
      color: { argb: argb(colours.title) },
    });
    writeListHeader(sheet.addRow([words.sheet, words.section, words.description]), colours);
    for (const item of listed) {
      const row = sheet.addRow([null, item.section, item.caption ?? null]);
      const link = row.getCell(1);
      link.value = sheetLink(item.name);
      link.font = font({ color: { argb: argb(LINK_COLOUR) }, underline: true });
    }
  }

  sheet.getColumn(1).width = fitWidth(
    [...facts.map((fact) => fact.label), ...listed.map((item) => item.name), words.sheet],
    12,
    40,
  );
  sheet.getColumn(2).width = fitWidth(
    [...facts.map((fact) => fact.value), ...listed.map((item) => item.section)],
    12,
    60,
  );
  sheet.getColumn(3).width = fitWidth(
    [words.description, ...listed.map((item) => item.caption ?? '')],
    12,
    60,
  );
}

/** A row of one styled cell (styling the cell, not the row, leaves the rest of the row plain). */
function writeLine(sheet: ExcelJS.Worksheet, text: string, style: Partial<ExcelJS.Font>): void {
  sheet.addRow([text]).getCell(1).font = font(style);
}

/**
 * A link to the top of a sheet. A HYPERLINK formula rather than exceljs' hyperlink value: for an
 * internal target exceljs writes an external relationship and a location both (exceljs issues
 * #749, #3027), which some spreadsheet programs follow wrongly. The cached result is the name, so
 * readers that do not calculate still show it. Sheet names hold no apostrophe (sanitised to ’);
 * a double quote is doubled inside the formula's strings.
 */
export function sheetLink(name: string): ExcelJS.CellFormulaValue {
  const quoted = name.replace(/"/g, '""');
  return { formula: `HYPERLINK("#'${quoted}'!A1","${quoted}")`, result: name };
}

function writeListHeader(row: ExcelJS.Row, colours: WorkbookColours): void {
  const { header } = colours;
  for (let column = 1; column <= 3; column += 1) {
    const cell = row.getCell(column);
    cell.font = font({ bold: true, color: { argb: argb(header.text) } });
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(header.fill) } };
    if (header.border) {
      cell.border = { bottom: { style: 'medium', color: { argb: argb(header.border) } } };
    }
  }
}

/** "25 november 2026 om 11:00" / "25 November 2026 at 11:00", in the schools' time zone. */
function formatMoment(iso: string, language: TLanguage): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(moment);
}

function fitWidth(texts: readonly string[], min: number, max: number): number {
  const longest = texts.reduce((width, text) => Math.max(width, text.length), 0);
  return Math.min(max, Math.max(min, longest + 2));
}
