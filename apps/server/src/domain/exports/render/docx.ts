import { Document, Packer, type ISectionOptions } from 'docx';
import type { Renderer } from '../document';
import { paletteFor } from './docx-colour';
import { cellFormatter, WORD_LANGUAGE } from './docx-format';
import { draftHeader, pageFooter, pageProperties, type Orientation } from './docx-page';
import { sectionPieces } from './docx-sections';
import { xmlSafeDocument } from './docx-text';
import { documentStyles } from './docx-styles';
import { contentsChildren, titlePageChildren } from './docx-title-page';
import { ownBytes } from './own-bytes';

/*
 * The Word renderer (docs/exports.md): an A4 file a school can hand to its examination board and
 * keep editing. Title page, table of contents, then every section from a new page, with real
 * heading styles (navigation pane, TOC), repeating table header rows and live page numbers.
 */
export const renderDocx: Renderer = async (input, progress) => {
  const document = xmlSafeDocument(input);
  const palette = paletteFor(document.titlePage.color);
  const wordLanguage = WORD_LANGUAGE[document.language];
  const context = { format: cellFormatter(document.language), palette };
  const educationName = document.titlePage.title;
  const footers = (orientation: Orientation) => ({
    default: pageFooter(educationName, document.labels, orientation),
  });
  // A draft says so on every page, the title page too (one header, shared by every section).
  const mark = document.labels.draftMark;
  const headers = mark ? { headers: { default: draftHeader(mark) } } : {};

  const sections: ISectionOptions[] = [
    {
      properties: pageProperties('portrait'),
      ...headers,
      children: titlePageChildren(document, palette),
    },
    {
      properties: pageProperties('portrait'),
      ...headers,
      footers: footers('portrait'),
      children: contentsChildren(document),
    },
  ];
  document.sections.forEach((section, index) => {
    for (const piece of sectionPieces(section, context)) {
      sections.push({
        properties: pageProperties(piece.orientation),
        ...headers,
        footers: footers(piece.orientation),
        children: piece.children,
      });
    }
    progress(index + 1);
  });

  const file = new Document({
    title: document.titlePage.title,
    subject: document.titlePage.subtitle,
    creator: document.titlePage.locationName,
    lastModifiedBy: document.titlePage.locationName,
    styles: documentStyles(palette, wordLanguage),
    // Word fills the table of contents (and the page count) when the file is opened.
    features: { updateFields: true },
    sections,
  });
  return ownBytes(await Packer.toBuffer(file));
};
