import { BorderStyle, HeadingLevel, Paragraph, TableOfContents, type FileChild } from 'docx';
import type { ExportDocument } from '../document';
import type { Palette } from './docx-colour';
import { logoRun } from './docx-image';
import { TEXT_WIDTH } from './docx-page';
import { STYLE } from './docx-styles';
import { factsTable } from './docx-tables';

/*
 * The front matter: the title page (its own Word section, without footer) and the table of
 * contents. The contents is a real TOC field that Word fills when the file opens
 * (features.updateFields); until then, and in readers that never update fields, it shows the
 * section titles and level-2 headings written in advance (without page numbers, which only a
 * layout engine knows).
 */

/** Sections and level-2 headings: level 3 (per cluster or week) would make the contents pages long. */
export const TOC_LEVELS = '1-2';

export function titlePageChildren(document: ExportDocument, palette: Palette): FileChild[] {
  const { titlePage } = document;
  const logo = logoRun(titlePage.logo, titlePage.locationName);
  return [
    ...(logo ? [new Paragraph({ children: [logo], spacing: { after: 240 } })] : []),
    textOrNothing(titlePage.locationName, STYLE.locationName),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      text: titlePage.title,
      border: { bottom: { style: BorderStyle.SINGLE, size: 18, color: palette.text, space: 8 } },
    }),
    textOrNothing(titlePage.subtitle, STYLE.subtitle),
    // Two thirds of the width: a small block of facts, not a table across the page.
    ...factsTable(titlePage.facts, Math.round((TEXT_WIDTH.portrait * 2) / 3)),
  ].filter((child): child is FileChild => child !== null);
}

function textOrNothing(text: string, style: string): Paragraph | null {
  return text.trim() === '' ? null : new Paragraph({ style, text });
}

export function contentsChildren(document: ExportDocument): FileChild[] {
  const cachedEntries = document.sections.flatMap((section) => [
    { title: section.title, level: 1 },
    ...section.blocks.flatMap((block) =>
      block.kind === 'heading' && block.level === 2 ? [{ title: block.text, level: 2 }] : [],
    ),
  ]);
  return [
    new Paragraph({ style: STYLE.tocHeading, text: document.labels.contents }),
    new TableOfContents(document.labels.contents, {
      hyperlink: true,
      headingStyleRange: TOC_LEVELS,
      cachedEntries,
    }),
  ];
}
