import type { TLanguage } from '@cp/contracts';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { DocTable } from '../document';
import { factsRowsFitOnPage, tableFitsOnPage, tableRowsFitOnPage } from './pdf-block-height';
import { columnWeights } from './column-weights';
import { formatCell, isNumericColumn } from './pdf-cells';
import { RULE, ZEBRA_FILL, type PdfPalette } from './pdf-colors';
import type { KeepWithNext } from './pdf-keep-with-next';

/*
 * Tables and label/value lists as pdfmake nodes. A data table repeats its header row on every
 * page (headerRows), never splits a row over two pages (dontBreakRows), keeps the header with
 * at least one row (keepWithHeaderRows) and stripes its rows so a wide row is easy to follow.
 * Only a row that could be taller than a page (a very long note) may split: pdfmake would
 * drop it otherwise (pdf-block-height.ts).
 */

/** Tables with more columns than this get a landscape section (see pdf-section.ts). */
export const MAX_PORTRAIT_COLUMNS = 7;

/**
 * Tables with more columns than this (a test plan's 13 to 16) print a point smaller: at the
 * usual size even landscape A4 broke "Herkansing" and "Periode" inside the word.
 */
export const DENSE_TABLE_COLUMNS = 12;

export function needsLandscape(table: DocTable): boolean {
  return table.columns.length > MAX_PORTRAIT_COLUMNS;
}

export function tableContent(
  table: DocTable,
  context: {
    palette: PdfPalette;
    language: TLanguage;
    id: string;
    /** Null when the table is kept with its heading as a whole (pdf-section.ts). */
    keep: KeepWithNext | null;
  },
): Content[] {
  const { palette, language, keep } = context;
  const content: Content[] = [];
  if (table.caption) {
    const captionId = keep ? `${context.id}-caption` : undefined;
    content.push({ text: table.caption, style: 'caption', id: captionId });
    if (captionId) keep?.keep(captionId);
  }
  const footnote: Content[] = table.footnote ? [{ text: table.footnote, style: 'footnote' }] : [];
  if (table.rows.length === 0 || table.columns.length === 0) {
    content.push({ text: table.emptyText, style: 'emptyTable', id: keep?.anchor() }, ...footnote);
    return content;
  }

  const alignments = table.columns.map((column) => (isNumericColumn(column) ? 'right' : 'left'));
  const header: TableCell[] = table.columns.map((column, index) => ({
    text: column.label,
    style: 'tableHeader',
    color: palette.headerText,
    alignment: alignments[index],
  }));
  // The first cell anchors the caption or heading above the table (pdf-keep-with-next.ts).
  const anchorId = keep?.anchor();
  const totalRow = table.totalRow ? table.rows.length - 1 : -1;
  const body: TableCell[][] = table.rows.map((row, rowIndex) =>
    table.columns.map((column, index): TableCell => {
      const text = formatCell(row[index] ?? null, column, language);
      const alignment = alignments[index];
      if (rowIndex === 0 && index === 0 && anchorId) return { text, alignment, id: anchorId };
      if (rowIndex === totalRow) return { text, alignment, bold: true };
      // Plain strings for text cells: one object less per cell in tables of thousands of cells.
      return alignment === 'right' ? { text, alignment } : text;
    }),
  );

  // A short table with a totals row stays whole: a totals row alone on the next page (under a
  // repeated header) reads as a table of its own.
  const keptRows = table.totalRow && tableFitsOnPage(table) ? table.rows.length : 1;
  content.push({
    table: {
      headerRows: 1,
      // pdfmake drops a row kept whole that is taller than a page: such tables may split rows.
      ...(tableRowsFitOnPage(table) ? { keepWithHeaderRows: keptRows, dontBreakRows: true } : {}),
      widths: relativeWidths(columnWeights(table)),
      body: [header, ...body],
    },
    layout: dataTableLayout(palette),
    style: table.columns.length > DENSE_TABLE_COLUMNS ? 'denseTable' : 'table',
  });
  content.push(...footnote);
  return content;
}

/** Label/value pairs as a two-column list (facts blocks and the title page). */
export function factsContent(
  items: { label: string; value: string }[],
  style: { label: string; value: string; labelWidth: string; anchorId?: string },
): Content {
  if (items.length === 0) return { text: '' };
  return {
    table: {
      widths: [style.labelWidth, '*'],
      dontBreakRows: factsRowsFitOnPage(items),
      body: items.map((item, index) => [
        { text: item.label, style: style.label, id: index === 0 ? style.anchorId : undefined },
        { text: item.value, style: style.value },
      ]),
    },
    layout: factsLayout,
    style: 'facts',
  };
}

/**
 * The model's relative widths as percentages of the text width: pdfmake subtracts the cells'
 * padding from percentages, so the table fills the page in portrait and landscape alike.
 */
function relativeWidths(widths: number[]): string[] {
  const safe = widths.map((width) => (Number.isFinite(width) && width > 0 ? width : 1));
  const total = safe.reduce((sum, width) => sum + width, 0);
  return safe.map((width) => `${((width / total) * 100).toFixed(3)}%`);
}

function dataTableLayout(palette: PdfPalette): CustomTableLayout {
  const rowFill = (rowIndex: number) =>
    rowIndex === 0 ? palette.headerFill : rowIndex % 2 === 0 ? ZEBRA_FILL : null;
  return {
    fillColor: (rowIndex) => rowFill(rowIndex),
    // The header's fill is its own edge; rules between rows, a firmer one closing the table.
    hLineWidth: (index, node) => (index <= 1 ? 0 : index === node.table.body.length ? 0.75 : 0.25),
    hLineColor: () => RULE,
    // Viewers show a hairline where two cell fills meet; an inner line in the row's own fill
    // colour covers it without drawing a visible column border.
    vLineWidth: (index, node) =>
      index === 0 || index === (node.table.widths?.length ?? 0) ? 0 : 1,
    vLineColor: (_index, _node, rowIndex) => rowFill(rowIndex) ?? '#ffffff',
    paddingLeft: () => 4,
    paddingRight: () => 4,
    paddingTop: () => 3,
    paddingBottom: () => 3,
  };
}

const factsLayout: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0 : 0.25),
  hLineColor: () => RULE,
  vLineWidth: () => 0,
  paddingLeft: (index) => (index === 0 ? 0 : 8),
  paddingRight: () => 0,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};
