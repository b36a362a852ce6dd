import type ExcelJS from 'exceljs';
import { argb, type WorkbookColours } from './xlsx-colours';
import { font } from './xlsx-font';
import { cellValue, columnLayout, numberFormat } from './xlsx-columns';
import type { PlannedSheet } from './xlsx-plan';

/*
 * One table, one sheet. Row 1 is the header and nothing sits above it, so the frozen pane and
 * the auto-filter are the plain ones every Excel user knows; the section and caption of the
 * table are on the Overview instead.
 */

const MUTED_TEXT = '#5c5f66';

export function writeTableSheet(
  workbook: ExcelJS.Workbook,
  planned: PlannedSheet,
  colours: WorkbookColours,
): void {
  const { table } = planned;
  const sheet = workbook.addWorksheet(planned.name, {
    properties: { tabColor: { argb: argb(colours.location) } },
    // Printing: landscape, as wide as one page, the header row on every page.
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
  });
  if (table.columns.length === 0) {
    // Nothing to put in a header (a builder's slip); the sheet says why it is empty.
    writeNote(sheet.getCell(1, 1), table.emptyText);
    writeFootnote(sheet, table.footnote, 3);
    return;
  }

  // Column styles first: exceljs gives each cell created later its column's style.
  sheet.columns = table.columns.map((column, index) => {
    const layout = columnLayout(column, table.rows, index);
    const format = numberFormat(column);
    return {
      width: layout.width,
      style: {
        ...(format ? { numFmt: format } : {}),
        alignment: layout.wrap ? { vertical: 'top', wrapText: true } : { vertical: 'top' },
      },
    };
  });

  writeHeader(sheet.addRow(table.columns.map((column) => column.label)), table, colours);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  if (table.rows.length === 0) {
    writeNote(sheet.getCell(2, 1), table.emptyText);
    writeFootnote(sheet, table.footnote, 4);
    return;
  }
  const width = table.columns.length;
  sheet.addRows(
    table.rows.map((row) => Array.from({ length: width }, (_, index) => cellValue(row[index]))),
  );
  // A totals row stays under the data, outside the filter: sorting never moves it in between.
  const dataRows = table.totalRow ? table.rows.length - 1 : table.rows.length;
  if (table.totalRow) {
    const totals = sheet.getRow(table.rows.length + 1);
    totals.font = font({ bold: true });
    totals.border = { top: { style: 'thin' } };
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: dataRows + 1, column: width },
  };
  // One empty row between: outside the filter's range, so sorting never moves it into the data.
  writeFootnote(sheet, table.footnote, table.rows.length + 3);
}

/** The table's footnote (a source's credit) in the first cell of `row`, muted; none: nothing. */
function writeFootnote(sheet: ExcelJS.Worksheet, footnote: string | undefined, row: number): void {
  if (!footnote) return;
  const cell = sheet.getCell(row, 1);
  cell.value = footnote;
  cell.font = font({ color: { argb: argb(MUTED_TEXT) } });
  // A long credit reads on, over the empty cells to its right, instead of wrapping in column A.
  cell.alignment = { vertical: 'top', wrapText: false };
}

function writeHeader(
  row: ExcelJS.Row,
  table: PlannedSheet['table'],
  colours: WorkbookColours,
): void {
  const { header } = colours;
  const headerFont = font({ bold: true, color: { argb: argb(header.text) } });
  const fill: ExcelJS.Fill = {
    type: 'pattern',
    pattern: 'solid',
    fgColor: { argb: argb(header.fill) },
  };
  const border: Partial<ExcelJS.Borders> | undefined = header.border
    ? { bottom: { style: 'medium', color: { argb: argb(header.border) } } }
    : undefined;
  // Left-aligned also over numbers: the filter button covers the right end of the cell.
  const alignment: Partial<ExcelJS.Alignment> = { vertical: 'middle', wrapText: true };
  table.columns.forEach((_, index) => {
    const cell = row.getCell(index + 1);
    cell.font = headerFont;
    cell.fill = fill;
    cell.alignment = alignment;
    if (border) cell.border = border;
  });
}

/** The empty table's text: in italics, so it does not read as data. */
function writeNote(cell: ExcelJS.Cell, text: string): void {
  cell.value = text;
  cell.font = font({ italic: true, color: { argb: argb(MUTED_TEXT) } });
  cell.alignment = { vertical: 'top' };
}
