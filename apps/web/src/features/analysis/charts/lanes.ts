/**
 * Lane packing for the bubble view: each item goes to the first lane whose last item ends before
 * it starts, so no two items of a lane overlap. Greedy interval partitioning (items by start):
 * as few lanes as the largest overlap needs. `extent` is what an item takes up along the axis:
 * by default its weeks; the bubble view passes the larger of its weeks and its drawn circle.
 */
export function packLanes<T extends { start_week: number; end_week: number }>(
  items: readonly T[],
  extent: (item: T) => [number, number] = (item) => [item.start_week, item.end_week + 1],
): { item: T; lane: number }[] {
  const spans = items.map((item) => ({ item, span: extent(item) }));
  spans.sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  const laneEnds: number[] = [];
  return spans.map(({ item, span }) => {
    let lane = laneEnds.findIndex((end) => end <= span[0]);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = span[1];
    return { item, lane };
  });
}

/** Bubble diameter in px: area grows with the value (square root), between min and max. */
export function bubbleSize(value: number, max: number, min = 12, top = 52): number {
  if (max <= 0 || value <= 0) return min;
  return Math.round(min + (top - min) * Math.sqrt(value / max));
}

/** Text for HTML tooltips: a cluster's title is the school's text, not markup. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
