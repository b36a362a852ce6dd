import type { DocBlock, DocCell, DocTable } from '../document';

/*
 * A deliberately pessimistic guess of how tall a block prints, before pdfmake lays it out.
 *
 * pdfmake drops content that is meant to stay together but is taller than a page: an
 * `unbreakable` stack is cut off, a table row under `dontBreakRows` (or with
 * `keepWithHeaderRows`) vanishes together with the header. So the renderer only keeps things
 * together when this guess says they are well under a page: a heading with a small block
 * (pdf-section.ts), the rows of a table or facts list (pdf-table.ts). The guess errs high (wider
 * glyphs than Roboto's, portrait widths, a safety factor) and the limits leave room on top.
 */

/** Text area of an A4 page with 2 cm margins: portrait width, landscape height (the smaller). */
const TEXT_WIDTH = 595.28 - 2 * 56;
const TEXT_HEIGHT = 595.28 - 2 * 56;
/** A table of more columns than pdf-table.ts MAX_PORTRAIT_COLUMNS is laid out on landscape pages. */
const LANDSCAPE_TEXT_WIDTH = 841.89 - 2 * 56;
const LANDSCAPE_COLUMNS = 7;
/** pdf-table.ts DENSE_TABLE_COLUMNS: such tables print at 7.5 pt. */
const DENSE_COLUMNS = 12;
const DENSE_FONT_SIZE = 7.5;
/** A heading and the block after it are one unit up to this height. */
export const SMALL_BLOCK_HEIGHT = TEXT_HEIGHT / 2;
/** Rows taller than this may break over two pages. */
export const UNBREAKABLE_ROW_HEIGHT = TEXT_HEIGHT / 2;

/** Wider than Roboto's average glyph (about 0.5 em), so lines are overcounted. */
const GLYPH_WIDTH_EM = 0.62;
const LINE_HEIGHT = 1.2;
const SAFETY = 1.5;

/** Font sizes and cell paddings of pdf.ts and pdf-table.ts. */
const PARAGRAPH = { fontSize: 10, margin: 8 };
const FACTS = { fontSize: 9.5, verticalPadding: 6, labelShare: 0.35 };
const TABLE = { fontSize: 8.5, verticalPadding: 6, horizontalPadding: 8, caption: 22 };

export function isSmallBlock(block: Exclude<DocBlock, { kind: 'heading' }>): boolean {
  switch (block.kind) {
    case 'paragraph':
      return (
        SAFETY * (textHeight(block.text, TEXT_WIDTH, PARAGRAPH.fontSize) + PARAGRAPH.margin) <=
        SMALL_BLOCK_HEIGHT
      );
    case 'facts':
      return sum(factsRowHeights(block.items)) <= SMALL_BLOCK_HEIGHT;
    case 'table':
      return (
        SAFETY * TABLE.caption * (block.footnote ? 2 : 1) + sum(tableRowHeights(block)) <=
        SMALL_BLOCK_HEIGHT
      );
  }
}

/** Whether every row of the table (header included) may be kept on one page. */
export function tableRowsFitOnPage(table: DocTable): boolean {
  return tableRowHeights(table).every((height) => height <= UNBREAKABLE_ROW_HEIGHT);
}

/**
 * Whether the whole table (header and every row) may be kept on one page: well under a page by
 * the pessimistic guess, so pdfmake never has to drop what does not fit.
 */
export function tableFitsOnPage(table: DocTable): boolean {
  return SAFETY * TABLE.caption + sum(tableRowHeights(table)) <= 0.9 * TEXT_HEIGHT;
}

/** Whether every label/value pair may be kept on one page. */
export function factsRowsFitOnPage(items: { label: string; value: string }[]): boolean {
  return factsRowHeights(items).every((height) => height <= UNBREAKABLE_ROW_HEIGHT);
}

/** Pessimistic heights of the header row and every row, safety factor included. */
function tableRowHeights(table: DocTable): number[] {
  if (table.rows.length === 0) return [];
  const total = sum(table.columns.map((column) => Math.max(column.width, 0))) || 1;
  // The width the table really gets: wide tables are on landscape pages (issue 29: measured on
  // portrait width, a test plan's three-row tables seemed half a page tall).
  const textWidth = table.columns.length > LANDSCAPE_COLUMNS ? LANDSCAPE_TEXT_WIDTH : TEXT_WIDTH;
  const fontSize = table.columns.length > DENSE_COLUMNS ? DENSE_FONT_SIZE : TABLE.fontSize;
  const widths = table.columns.map(
    (column) => (textWidth * Math.max(column.width, 0)) / total - TABLE.horizontalPadding,
  );
  const rowHeight = (cells: readonly (DocCell | undefined)[]) =>
    SAFETY *
    (TABLE.verticalPadding +
      Math.max(
        0,
        ...widths.map((width, index) => textHeight(cellText(cells[index]), width, fontSize)),
      ));
  return [rowHeight(table.columns.map((column) => column.label)), ...table.rows.map(rowHeight)];
}

function factsRowHeights(items: { label: string; value: string }[]): number[] {
  return items.map(
    (item) =>
      SAFETY *
      (FACTS.verticalPadding +
        Math.max(
          textHeight(item.label, TEXT_WIDTH * FACTS.labelShare, FACTS.fontSize),
          textHeight(item.value, TEXT_WIDTH * (1 - FACTS.labelShare), FACTS.fontSize),
        )),
  );
}

function textHeight(text: string, width: number, fontSize: number): number {
  const charsPerLine = Math.max(1, Math.floor(width / (fontSize * GLYPH_WIDTH_EM)));
  const lines = text
    .split('\n')
    .reduce((count, line) => count + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
  return lines * fontSize * LINE_HEIGHT;
}

function cellText(cell: DocCell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
