import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/*
 * Headings and table captions must not be the last lines of a page with their table or text on
 * the next one. pdfmake's way is `pageBreakBefore`: after laying out the document it asks, node
 * by node, whether to break before it; a "yes" moves that node to a new page and lays out the
 * whole document again.
 *
 * Which page the following content landed on is the catch: pdfmake records positions inside
 * unbreakable blocks (every table row here: dontBreakRows) before it knows whether the block
 * fits, and corrects them afterwards only for lines of nodes with an `id`. So each keeper
 * (heading, caption) is paired with an anchor: an `id` on the first line of the content after
 * it. A keeper whose anchor is not on its page is stranded.
 *
 * Each "yes" costs a full layout, so the number of moves is capped: a document with very many
 * stranded headings keeps the rest stranded rather than taking minutes. Wrapping a heading and
 * its block in an `unbreakable` stack is no alternative: pdfmake cuts off an unbreakable block
 * that is longer than a page, and a table or a long note can be.
 */

export const MAX_KEEP_WITH_NEXT_MOVES = 12;

type PageBreakBefore = NonNullable<TDocumentDefinitions['pageBreakBefore']>;

export class KeepWithNext {
  /** Keeper id → the id of the content it must stay with. */
  private readonly anchors = new Map<string, string>();
  private pending: string[] = [];
  private anchorCount = 0;

  /** A heading or caption with this id waits for the next content. */
  keep(keeperId: string): void {
    this.pending.push(keeperId);
  }

  /** The id for the first line of a content block, when keepers wait for it. */
  anchor(): string | undefined {
    if (this.pending.length === 0) return undefined;
    const anchorId = `keep-${++this.anchorCount}`;
    for (const keeperId of this.pending) this.anchors.set(keeperId, anchorId);
    this.pending = [];
    return anchorId;
  }

  /** Keepers left at the end of a section have nothing to stay with (the next one starts a page). */
  endSection(): void {
    this.pending = [];
  }

  /**
   * The check for pdfmake, or undefined without keepers: pdfmake then skips collecting
   * position details of every node of the document.
   */
  pageBreakBefore(maxMoves = MAX_KEEP_WITH_NEXT_MOVES): PageBreakBefore | undefined {
    if (this.anchors.size === 0) return undefined;
    let moves = 0;
    return (node, queries) => {
      const anchorId = node.id === undefined ? undefined : this.anchors.get(node.id);
      if (anchorId === undefined || moves >= maxMoves) return false;
      // A keeper in the upper half is only apart from its content when that content is taller
      // than half a page; moving it would leave an empty page, not fix anything.
      if (node.startPosition.verticalRatio < 0.5) return false;
      const stranded = !queries
        .getFollowingNodesOnPage()
        .some((following) => following.id === anchorId);
      if (stranded) moves++;
      return stranded;
    };
  }
}
