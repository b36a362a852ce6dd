import type { Content } from 'pdfmake/interfaces';

/** The draft mark's red: clear on white paper (5.6:1), not the colour of any heading. */
const DRAFT_MARK_COLOUR = '#c92a2a';

/**
 * "CONCEPT" at the top right of every page of a document whose education is not active
 * (docs/exports.md "What a document says it is"): in the page's top margin, so it never covers
 * text, and real text, so a reader (and a screen reader) finds it.
 */
export function draftHeader(mark: string, sideMargin: number, color = DRAFT_MARK_COLOUR): Content {
  return {
    text: mark,
    style: 'draftMark',
    color,
    alignment: 'right',
    margin: [sideMargin, 22, sideMargin, 0],
  };
}
