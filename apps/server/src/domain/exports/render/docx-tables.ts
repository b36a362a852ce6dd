import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type IBorderOptions,
} from 'docx';
import type { DocColumn, DocTable } from '../document';
import type { Palette } from './docx-colour';
import { isNumberColumn, type CellFormatter } from './docx-format';
import { STYLE } from './docx-styles';
import { columnWeights } from './column-weights';

/*
 * Data tables and label/value lists. Widths are fixed in twips (tblGrid, tcW and a fixed layout)
 * so Word, LibreOffice and Google Docs all lay the table out the same, and Word does not have to
 * measure 1500 rows of text to size the columns.
 */

export type TableContext = { format: CellFormatter; palette: Palette };

const GRID_LINE: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: 'bfbfbf' };
const NO_LINE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'auto' };
const CELL_MARGINS = { top: 40, bottom: 40, left: 80, right: 80 };

/** Relative widths scaled to twips that add up to exactly `total` (the rounding rest goes to the last). */
export function columnWidths(relative: number[], total: number): number[] {
  const weights = relative.map((width) => (Number.isFinite(width) && width > 0 ? width : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = total;
  return weights.map((weight, index) => {
    const width = index === weights.length - 1 ? left : Math.floor((weight / sum) * total);
    left -= width;
    return width;
  });
}

/** Text as a paragraph; line breaks in the text (notes) stay line breaks in Word. */
export function textParagraph(text: string, style?: string): Paragraph {
  if (!text.includes('\n')) return new Paragraph({ style, text });
  const runs = text
    .split(/\r?\n/)
    .map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 }));
  return new Paragraph({ style, children: runs });
}

/** How one cell differs from its style: bold (a totals row), smaller (a dense table), kept with the next row. */
type CellLook = { bold?: boolean; size?: number; keepNext?: boolean };

function cell(
  text: string,
  style: string,
  width: number,
  fill?: string,
  look: CellLook = {},
): TableCell {
  const plain = !look.bold && !look.size && !look.keepNext;
  const runs = text
    .split(/\r?\n/)
    .map(
      (line, index) =>
        new TextRun({ text: line, break: index > 0 ? 1 : 0, bold: look.bold, size: look.size }),
    );
  return new TableCell({
    children: [
      plain
        ? textParagraph(text, style)
        : new Paragraph({ style, keepNext: look.keepNext, children: runs }),
    ],
    width: { size: width, type: WidthType.DXA },
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
  });
}

/**
 * Tables with more columns than this (a test plan's 13 to 16) print smaller, as in the PDF
 * (pdf-table.ts DENSE_TABLE_COLUMNS): at the usual size Word broke "Weging" inside the word.
 */
const DENSE_TABLE_COLUMNS = 12;
/** 7.5 pt in half-points. */
const DENSE_SIZE = 15;

/** What every cell of a column shares, worked out once per table instead of once per cell. */
type ColumnLayout = { column: DocColumn; width: number; bodyStyle: string; headerStyle: string };

function columnLayouts(table: DocTable, textWidth: number): ColumnLayout[] {
  const widths = columnWidths(columnWeights(table), textWidth);
  return table.columns.map((column, index) => {
    const numeric = isNumberColumn(column.type);
    return {
      column,
      width: widths[index] ?? 0,
      bodyStyle: numeric ? STYLE.tableNumber : STYLE.tableText,
      headerStyle: numeric ? STYLE.tableHeadingNumber : STYLE.tableHeading,
    };
  });
}

const GRID_BORDERS = {
  top: GRID_LINE,
  bottom: GRID_LINE,
  left: GRID_LINE,
  right: GRID_LINE,
  insideHorizontal: GRID_LINE,
  insideVertical: GRID_LINE,
};

const NO_BORDERS = {
  top: NO_LINE,
  bottom: NO_LINE,
  left: NO_LINE,
  right: NO_LINE,
  insideHorizontal: NO_LINE,
  insideVertical: NO_LINE,
};

/** Caption, then the table (or its empty text), then a spacer paragraph. */
export function dataTable(table: DocTable, textWidth: number, context: TableContext): FileChild[] {
  const caption = table.caption ? [textParagraph(table.caption, STYLE.caption)] : [];
  const footnote = table.footnote ? [textParagraph(table.footnote, STYLE.footnote)] : [];
  if (table.rows.length === 0 || table.columns.length === 0) {
    return [...caption, textParagraph(table.emptyText, STYLE.emptyTable), ...footnote];
  }
  const layouts = columnLayouts(table, textWidth);
  const size = table.columns.length > DENSE_TABLE_COLUMNS ? DENSE_SIZE : undefined;
  const header = new TableRow({
    // tableHeader: Word repeats this row at the top of every page the table runs onto.
    tableHeader: true,
    cantSplit: true,
    children: layouts.map((layout) =>
      cell(layout.column.label, layout.headerStyle, layout.width, context.palette.headerFill, {
        size,
      }),
    ),
  });
  const totalRow = table.totalRow ? table.rows.length - 1 : -1;
  const body = table.rows.map(
    (row, rowIndex) =>
      new TableRow({
        cantSplit: true,
        children: layouts.map((layout, index) =>
          cell(
            context.format(row[index] ?? null, layout.column.type, layout.column.unit),
            layout.bodyStyle,
            layout.width,
            undefined,
            // The row before the totals stays with them (keep with next), never a totals row
            // alone on a page.
            { bold: rowIndex === totalRow, size, keepNext: rowIndex === totalRow - 1 },
          ),
        ),
      }),
  );
  return [
    ...caption,
    new Table({
      rows: [header, ...body],
      width: { size: textWidth, type: WidthType.DXA },
      columnWidths: layouts.map((layout) => layout.width),
      layout: TableLayoutType.FIXED,
      margins: CELL_MARGINS,
      borders: GRID_BORDERS,
    }),
    ...footnote,
    new Paragraph({ style: STYLE.afterTable }),
  ];
}

/** Label/value pairs as a borderless two-column table: labels bold, values aligned. */
export function factsTable(items: { label: string; value: string }[], width: number): FileChild[] {
  if (items.length === 0) return [];
  const [labelWidth = 0, valueWidth = 0] = columnWidths([1, 2], width);
  const rows = items.map(
    (item) =>
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            width: { size: labelWidth, type: WidthType.DXA },
            children: [
              new Paragraph({
                style: STYLE.fact,
                children: [new TextRun({ text: item.label, bold: true })],
              }),
            ],
          }),
          new TableCell({
            width: { size: valueWidth, type: WidthType.DXA },
            children: [textParagraph(item.value, STYLE.fact)],
          }),
        ],
      }),
  );
  return [
    new Table({
      rows,
      width: { size: width, type: WidthType.DXA },
      columnWidths: [labelWidth, valueWidth],
      layout: TableLayoutType.FIXED,
      // No left margin: the labels line up with the text above the list.
      margins: { top: 0, bottom: 0, left: 0, right: 120 },
      borders: NO_BORDERS,
    }),
    new Paragraph({ style: STYLE.afterTable }),
  ];
}
