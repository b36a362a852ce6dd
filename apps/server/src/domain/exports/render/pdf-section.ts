import type { TLanguage } from '@cp/contracts';
import type { Content, ContentSection } from 'pdfmake/interfaces';
import type { DocBlock, DocSection } from '../document';
import { isSmallBlock, tableFitsOnPage } from './pdf-block-height';
import type { PdfPalette } from './pdf-colors';
import type { KeepWithNext } from './pdf-keep-with-next';
import { factsContent, needsLandscape, tableContent } from './pdf-table';

/*
 * One document section as a pdfmake `section` node: it starts on a new page, and is landscape
 * when one of its tables has too many columns for a portrait page (pdfmake sets orientation per
 * section, not per table; a section turning mid-way would leave half-empty pages).
 *
 * The section title is a level-1 bookmark, its headings level 2 and 3 under it: every title and
 * heading is in the table of contents (tocItem) and the PDF outline (outline + outlineParentId,
 * which pdfmake turns into nested outline items).
 *
 * Headings stay with the block after them. A small block (pdf-block-height.ts) forms one
 * unbreakable unit with its headings, which costs nothing; a long one is kept with them by
 * pdf-keep-with-next.ts, which may cost pdfmake another layout pass.
 */

type SectionContext = {
  index: number;
  palette: PdfPalette;
  language: TLanguage;
  keep: KeepWithNext;
};

type ContentBlock = Exclude<DocBlock, { kind: 'heading' }>;

export function sectionContent(section: DocSection, context: SectionContext): ContentSection {
  const sectionId = `section-${context.index + 1}`;
  const content: Content[] = [
    {
      text: section.title || ' ',
      style: 'h1',
      color: context.palette.heading,
      id: sectionId,
      tocItem: true,
      tocStyle: 'tocLevel1',
      tocMargin: [0, 8, 0, 2],
      outline: true,
      outlineExpanded: true,
    },
  ];

  let lastLevel2Id: string | null = null;
  let headings: Content[] = [];
  let headingIds: string[] = [];
  section.blocks.forEach((block, blockIndex) => {
    // A table made for Excel alone (DocTable.only) is no part of the pages.
    if (block.kind === 'table' && block.only === 'sheet') return;
    const id = `${sectionId}-block-${blockIndex + 1}`;
    if (block.kind === 'heading') {
      // A level-3 heading before any level 2 hangs directly under the section.
      const parentId = block.level === 3 && lastLevel2Id ? lastLevel2Id : sectionId;
      if (block.level === 2) lastLevel2Id = id;
      headingIds.push(id);
      headings.push({
        text: block.text || ' ',
        style: block.level === 2 ? 'h2' : 'h3',
        color: context.palette.heading,
        id,
        // The contents lists sections and level-2 headings (as the Word file does): with 300
        // clusters as level 3 it ran to nine pages. Every heading stays in the bookmarks.
        ...(block.level === 2
          ? {
              tocItem: true,
              tocStyle: 'tocLevel2',
              tocMargin: [12, 2, 0, 0] as [number, number, number, number],
            }
          : {}),
        outline: true,
        outlineParentId: parentId,
      });
      return;
    }
    // A table with a totals row (a test plan's cluster) stays whole with its heading and caption
    // when it fits on a page: one unit moves to the next page without another layout pass.
    const wholeTable = block.kind === 'table' && block.totalRow && tableFitsOnPage(block);
    if (isSmallBlock(block) || wholeTable) {
      const unit = [...headings, ...blockContent(block, { ...context, id, keep: null })];
      const hasCaption = block.kind === 'table' && Boolean(block.caption);
      content.push(headings.length > 0 || hasCaption ? { stack: unit, unbreakable: true } : unit);
    } else {
      for (const headingId of headingIds) context.keep.keep(headingId);
      content.push(...headings, ...blockContent(block, { ...context, id }));
    }
    headings = [];
    headingIds = [];
  });
  // Headings that end a section have nothing to stay with.
  content.push(...headings);
  context.keep.endSection();

  const landscape =
    section.landscape ||
    section.blocks.some(
      (block) => block.kind === 'table' && block.only !== 'sheet' && needsLandscape(block),
    );
  return { section: content, pageOrientation: landscape ? 'landscape' : 'portrait' };
}

function blockContent(
  block: ContentBlock,
  context: Omit<SectionContext, 'keep'> & { id: string; keep: KeepWithNext | null },
): Content[] {
  switch (block.kind) {
    case 'paragraph':
      return [{ text: block.text, style: 'paragraph', id: context.keep?.anchor() }];
    case 'facts':
      return [
        factsContent(block.items, {
          label: 'factLabel',
          value: 'factValue',
          labelWidth: '35%',
          anchorId: context.keep?.anchor(),
        }),
      ];
    case 'table':
      return tableContent(block, context);
  }
}
