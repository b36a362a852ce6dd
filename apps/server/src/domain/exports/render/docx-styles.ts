import { AlignmentType, type IStylesOptions } from 'docx';
import type { Palette } from './docx-colour';

/*
 * The document's styles. Content refers to styles by id instead of repeating run properties in
 * every paragraph: a school can restyle the whole file in Word, and a 1500-row table stays small
 * (one w:pStyle per cell instead of font, size and spacing per cell).
 */

/** Paragraph style ids used by the content builders. */
export const STYLE = {
  subtitle: 'Subtitle',
  locationName: 'LocationName',
  tocHeading: 'TOCHeading',
  caption: 'Caption',
  tableText: 'TableText',
  tableNumber: 'TableNumber',
  tableHeading: 'TableHeading',
  tableHeadingNumber: 'TableHeadingNumber',
  emptyTable: 'EmptyTable',
  footnote: 'TableFootnote',
  fact: 'FactText',
  afterTable: 'AfterTable',
  footer: 'FooterText',
} as const;

const FONT = 'Calibri';
const MUTED = '595959';

/** Half-points, as Word counts font sizes. */
const pt = (points: number) => points * 2;

/** The paragraphs of tables: their text, numbers, headings, the empty table and the footnote. */
function tableStyles(palette: Palette) {
  return [
    {
      id: STYLE.tableText,
      name: 'Table Text',
      run: { size: pt(9.5) },
      paragraph: { spacing: { before: 0, after: 0, line: 240 } },
    },
    {
      id: STYLE.tableNumber,
      name: 'Table Number',
      basedOn: STYLE.tableText,
      paragraph: { alignment: AlignmentType.RIGHT },
    },
    {
      id: STYLE.tableHeading,
      name: 'Table Heading',
      basedOn: STYLE.tableText,
      run: { bold: true, color: palette.headerText },
      paragraph: { keepNext: true },
    },
    {
      id: STYLE.tableHeadingNumber,
      name: 'Table Heading Number',
      basedOn: STYLE.tableHeading,
      paragraph: { alignment: AlignmentType.RIGHT },
    },
    { id: STYLE.fact, name: 'Fact Text', paragraph: { spacing: { after: 40 } } },
    {
      id: STYLE.emptyTable,
      name: 'Empty Table',
      run: { italics: true, color: MUTED },
      paragraph: { spacing: { after: 200 } },
    },
    {
      id: STYLE.footnote,
      name: 'Table Footnote',
      run: { size: pt(9), color: MUTED },
      paragraph: { spacing: { before: 60, after: 0 } },
    },
    // Word joins two tables that touch; this small paragraph keeps them apart and adds air.
    {
      id: STYLE.afterTable,
      name: 'After Table',
      run: { size: pt(6) },
      paragraph: { spacing: { before: 0, after: 160, line: 240 } },
    },
  ];
}

export function documentStyles(palette: Palette, wordLanguage: string): IStylesOptions {
  const heading = { bold: true, color: palette.text, font: FONT };
  return {
    default: {
      document: {
        // The language on the default run: Word checks spelling in Dutch or English accordingly.
        run: { font: FONT, size: pt(11), language: { value: wordLanguage } },
        paragraph: { spacing: { after: 120, line: 264 } },
      },
      // Outline levels make the headings show in the navigation pane and in LibreOffice's outline.
      heading1: {
        run: { ...heading, size: pt(18) },
        paragraph: {
          spacing: { before: 0, after: 240 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 0,
        },
      },
      heading2: {
        run: { ...heading, size: pt(14) },
        paragraph: {
          spacing: { before: 320, after: 120 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 1,
        },
      },
      heading3: {
        run: { ...heading, size: pt(12) },
        paragraph: {
          spacing: { before: 240, after: 80 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 2,
        },
      },
      title: {
        run: { ...heading, size: pt(28) },
        // Space above the title, so the title page reads as a cover and not as a first page of text.
        paragraph: { spacing: { before: 2400, after: 240 } },
      },
    },
    paragraphStyles: [
      {
        id: STYLE.subtitle,
        name: 'Subtitle',
        run: { size: pt(15), color: MUTED },
        paragraph: { spacing: { after: 600 } },
      },
      {
        id: STYLE.locationName,
        name: 'Location Name',
        run: { size: pt(13), bold: true, color: MUTED },
      },
      // Looks like Heading 1 but has no outline level, so "Contents" is not listed in itself.
      {
        id: STYLE.tocHeading,
        name: 'TOC Heading',
        run: { ...heading, size: pt(18) },
        paragraph: { spacing: { after: 240 } },
      },
      {
        id: 'TOC1',
        name: 'toc 1',
        run: { bold: true },
        paragraph: { spacing: { before: 120, after: 40 } },
      },
      { id: 'TOC2', name: 'toc 2', paragraph: { indent: { left: 240 }, spacing: { after: 40 } } },
      {
        id: STYLE.caption,
        name: 'caption',
        run: { bold: true, size: pt(10), color: MUTED },
        paragraph: { spacing: { before: 120, after: 60 }, keepNext: true },
      },
      ...tableStyles(palette),
      {
        id: STYLE.footer,
        name: 'Footer Text',
        run: { size: pt(8.5), color: MUTED },
        paragraph: { spacing: { after: 0 } },
      },
    ],
  };
}
