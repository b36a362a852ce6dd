import type {
  Content,
  ContentSection,
  DynamicContent,
  StyleDictionary,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import type { ExportDocument, Renderer } from '../document';
import { INK, MUTED_INK, RULE, paletteFor, type PdfPalette } from './pdf-colors';
import { PDF_FONT, configuredPdfmake } from './pdf-fonts';
import { KeepWithNext } from './pdf-keep-with-next';
import { draftHeader } from './pdf-marks';
import { ownBytes } from './own-bytes';
import { sectionContent } from './pdf-section';
import { titlePageContent } from './pdf-title-page';

/*
 * The PDF of an export (docs/exports.md), made with pdfmake: an A4 title page in the location's
 * colour, a table of contents, then every section on a new page with its title and headings in
 * the bookmarks. Pages after the title page carry the education's name and "Pagina 2 van 9".
 */

const PAGE_MARGIN = 56; // 2 cm
const PDF_CREATOR = 'Curriculum planner';

export const renderPdf: Renderer = async (document, progress) => {
  try {
    return await renderDefinition(pdfDefinition(document, progress));
  } catch (error) {
    // A logo can start like a PNG or JPEG (pdf-title-page.ts checks that) and still be corrupt;
    // pdfkit then fails the whole document. The document matters more than its logo.
    if (!document.titlePage.logo || !isInvalidImageError(error)) throw error;
    const withoutLogo = { ...document, titlePage: { ...document.titlePage, logo: null } };
    return renderDefinition(pdfDefinition(withoutLogo));
  }
};

async function renderDefinition(
  definition: TDocumentDefinitions,
): Promise<Uint8Array<ArrayBuffer>> {
  return ownBytes(await configuredPdfmake().createPdf(definition).getBuffer());
}

/** pdfmake's PDFDocument.provideImage wraps every image decoding failure in this message. */
function isInvalidImageError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Invalid image');
}

export function pdfDefinition(
  document: ExportDocument,
  progress: (sectionsDone: number) => void = () => {},
): TDocumentDefinitions {
  const palette = paletteFor(document.titlePage.color);
  const keep = new KeepWithNext();
  const content: ContentSection[] = [
    titlePageContent(document.titlePage, palette, document.labels.draftMark),
    contentsSection(document, palette),
  ];
  document.sections.forEach((section, index) => {
    content.push(sectionContent(section, { index, palette, language: document.language, keep }));
    progress(index + 1);
  });

  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGIN,
    version: '1.7',
    language: document.language,
    info: {
      title: document.titlePage.title,
      author: document.titlePage.locationName,
      subject: document.titlePage.subtitle,
      creator: PDF_CREATOR,
      creationDate: new Date(document.generatedAt),
    },
    // Viewers show the education's name in the window title instead of the file name.
    displayTitle: true,
    content,
    ...(document.labels.draftMark
      ? { header: draftHeader(document.labels.draftMark, PAGE_MARGIN) }
      : {}),
    footer: pageFooter(document),
    pageBreakBefore: keep.pageBreakBefore(),
    defaultStyle: { font: PDF_FONT, fontSize: 10, lineHeight: 1.15, color: INK },
    styles: styles(),
  };
}

function contentsSection(document: ExportDocument, palette: PdfPalette): ContentSection {
  return {
    section: {
      toc: {
        title: { text: document.labels.contents, style: 'h1', color: palette.heading },
        numberStyle: 'tocNumber',
      },
    },
  };
}

function pageFooter(document: ExportDocument): DynamicContent {
  return (currentPage, pageCount, pageSize) => {
    const pageOf = document.labels.pageOf
      .replace('{page}', String(currentPage))
      .replace('{pages}', String(pageCount));
    const width = pageSize.width - 2 * PAGE_MARGIN;
    const footer: Content = {
      margin: [PAGE_MARGIN, 18, PAGE_MARGIN, 0],
      stack: [
        {
          canvas: [
            { type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.5, lineColor: RULE },
          ],
        },
        {
          columns: [
            { text: document.titlePage.title, width: '*', style: 'footer' },
            // Version and status on every page: a printed page says which version it is of.
            { text: document.labels.versionLine, width: 'auto', style: 'footer' },
            { text: pageOf, width: 'auto', alignment: 'right', style: 'footer' },
          ],
          columnGap: 16,
          margin: [0, 6, 0, 0],
        },
      ],
    };
    return footer;
  };
}

function styles(): StyleDictionary {
  return {
    h1: { fontSize: 20, bold: true, lineHeight: 1.1, margin: [0, 0, 0, 14] },
    h2: { fontSize: 14, bold: true, margin: [0, 14, 0, 6] },
    h3: { fontSize: 11.5, bold: true, margin: [0, 10, 0, 4] },
    paragraph: { margin: [0, 0, 0, 8] },
    caption: { fontSize: 9.5, bold: true, color: MUTED_INK, margin: [0, 6, 0, 4] },
    table: { fontSize: 8.5, lineHeight: 1.1, margin: [0, 0, 0, 14] },
    denseTable: { fontSize: 7.5, lineHeight: 1.1, margin: [0, 0, 0, 14] },
    tableHeader: { bold: true },
    emptyTable: { italics: true, color: MUTED_INK, margin: [0, 2, 0, 14] },
    // Under a table (a source's credit): close to the table it belongs to.
    footnote: { fontSize: 8.5, color: MUTED_INK, margin: [0, -10, 0, 14] },
    facts: { fontSize: 9.5, margin: [0, 2, 0, 12] },
    factLabel: { bold: true, color: MUTED_INK },
    factValue: { color: INK },
    tocLevel1: { fontSize: 11, bold: true },
    tocLevel2: { fontSize: 10 },
    tocNumber: { fontSize: 10, color: MUTED_INK },
    titleLocation: { fontSize: 14, bold: true },
    titleEducation: { fontSize: 30, bold: true, lineHeight: 1.05, margin: [0, 0, 0, 10] },
    titleSubtitle: { fontSize: 16, color: MUTED_INK },
    titleFactLabel: { fontSize: 11, color: MUTED_INK },
    titleFactValue: { fontSize: 11, color: INK },
    footer: { fontSize: 8, color: MUTED_INK },
    // No letter spacing: readers would extract (and read aloud) "C O N C E P T".
    draftMark: { fontSize: 14, bold: true },
  };
}
