import {
  AlignmentType,
  Footer,
  Header,
  PageNumber,
  PageOrientation,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type ISectionOptions,
} from 'docx';
import { STYLE } from './docx-styles';

/*
 * A4 pages in twips (1/20 pt): 2 cm margins all round, landscape for wide tables. The text width
 * per orientation is what tables and the footer's right tab stop are laid out against.
 */

const A4 = { width: 11906, height: 16838 };
const MARGIN = 1134; // 2 cm
const FOOTER_DISTANCE = 567; // 1 cm from the paper's edge

export type Orientation = 'portrait' | 'landscape';

export const TEXT_WIDTH: Record<Orientation, number> = {
  portrait: A4.width - 2 * MARGIN,
  landscape: A4.height - 2 * MARGIN,
};

export function pageProperties(
  orientation: Orientation,
): NonNullable<ISectionOptions['properties']> {
  return {
    page: {
      // docx swaps width and height itself for landscape, so both get the portrait measures.
      size: {
        width: A4.width,
        height: A4.height,
        orientation:
          orientation === 'landscape' ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
      },
      margin: {
        top: MARGIN,
        right: MARGIN,
        bottom: MARGIN,
        left: MARGIN,
        header: FOOTER_DISTANCE,
        footer: FOOTER_DISTANCE,
      },
    },
  };
}

/**
 * "Pagina {page} van {pages}" as runs, the placeholders as live page fields (PAGE, NUMPAGES), so
 * the numbers stay right when the school edits the file. A label without placeholders is kept.
 */
export function pageOfRuns(label: string): TextRun[] {
  const fields = { '{page}': PageNumber.CURRENT, '{pages}': PageNumber.TOTAL_PAGES } as const;
  return label
    .split(/(\{page\}|\{pages\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{page}' || part === '{pages}'
        ? new TextRun({ children: [fields[part]] })
        : new TextRun(part),
    );
}

/**
 * The education's name on the left, "Versie 12 · Actief  Pagina x van y" on the right margin:
 * version and status on every page, so a printed page says which version it is of.
 */
export function pageFooter(
  educationName: string,
  labels: { pageOf: string; versionLine: string },
  orientation: Orientation,
): Footer {
  return new Footer({
    children: [
      new Paragraph({
        style: STYLE.footer,
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH[orientation] }],
        children: [
          new TextRun(educationName),
          new TextRun({ children: [new Tab()] }),
          new TextRun(`${labels.versionLine}   `),
          ...pageOfRuns(labels.pageOf),
        ],
      }),
    ],
  });
}

/** The draft mark's red (as in the PDF): clear on white paper. */
const DRAFT_MARK_COLOUR = 'C92A2A';

/**
 * "CONCEPT" at the right of the page header of every page of a document whose education is not
 * active (docs/exports.md "What a document says it is").
 */
export function draftHeader(mark: string): Header {
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({
            text: mark,
            bold: true,
            size: 28,
            color: DRAFT_MARK_COLOUR,
          }),
        ],
      }),
    ],
  });
}
