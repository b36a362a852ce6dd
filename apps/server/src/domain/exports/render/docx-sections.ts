import { HeadingLevel, Paragraph, type FileChild } from 'docx';
import type { DocBlock, DocSection } from '../document';
import { TEXT_WIDTH, type Orientation } from './docx-page';
import { dataTable, factsTable, textParagraph, type TableContext } from './docx-tables';

/*
 * One document section as Word sections. A section starts on a new page (a Word section break);
 * a table with more than WIDE_TABLE_COLUMNS columns does not fit a portrait page readably, so it
 * gets a landscape Word section of its own, together with the headings right above it (a heading
 * alone at the foot of a portrait page would be an orphan).
 */

export const WIDE_TABLE_COLUMNS = 7;

/** The section's title is laid out like a block, so it can move into a landscape piece too. */
type Item = { kind: 'sectionTitle'; text: string } | DocBlock;

export type Piece = { orientation: Orientation; children: FileChild[] };

function orientationOf(item: Item): Orientation {
  return item.kind === 'table' && item.rows.length > 0 && item.columns.length > WIDE_TABLE_COLUMNS
    ? 'landscape'
    : 'portrait';
}

const isHeading = (item: Item) => item.kind === 'heading' || item.kind === 'sectionTitle';

/** The items grouped into runs of one orientation, in order. */
function groupByOrientation(items: Item[]): { orientation: Orientation; items: Item[] }[] {
  const groups: { orientation: Orientation; items: Item[] }[] = [];
  for (const item of items) {
    const orientation = orientationOf(item);
    const current = groups.at(-1);
    if (current && current.orientation === orientation) {
      current.items.push(item);
      continue;
    }
    const moved: Item[] = [];
    if (current && orientation === 'landscape') {
      // Headings directly above the wide table go with it.
      for (let last = current.items.at(-1); last && isHeading(last); last = current.items.at(-1)) {
        moved.unshift(last);
        current.items.pop();
      }
      if (current.items.length === 0) groups.pop();
    }
    groups.push({ orientation, items: [...moved, item] });
  }
  return groups;
}

function itemChildren(item: Item, textWidth: number, context: TableContext): FileChild[] {
  switch (item.kind) {
    case 'sectionTitle':
      return [new Paragraph({ heading: HeadingLevel.HEADING_1, text: item.text })];
    case 'heading':
      return [
        new Paragraph({
          heading: item.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
          text: item.text,
        }),
      ];
    case 'paragraph':
      return [textParagraph(item.text)];
    case 'facts':
      return factsTable(item.items, textWidth);
    case 'table':
      return dataTable(item, textWidth, context);
  }
}

export function sectionPieces(section: DocSection, context: TableContext): Piece[] {
  // A table made for Excel alone (DocTable.only) is no part of the pages.
  const blocks = section.blocks.filter((block) => block.kind !== 'table' || block.only !== 'sheet');
  const items: Item[] = [{ kind: 'sectionTitle', text: section.title }, ...blocks];
  const groups: { orientation: Orientation; items: Item[] }[] = section.landscape
    ? [{ orientation: 'landscape', items }]
    : groupByOrientation(items);
  return groups.map((group) => ({
    orientation: group.orientation,
    children: group.items.flatMap((item) =>
      itemChildren(item, TEXT_WIDTH[group.orientation], context),
    ),
  }));
}
