/**
 * Lane packing for the bubble view: each item goes to the first lane whose last item ends before
 * it starts (items by start week, then end week), so bubbles of overlapping week ranges never
 * share a lane. Greedy interval partitioning: as few lanes as the largest overlap needs.
 */
export function packLanes<T extends { start_week: number; end_week: number }>(
  items: readonly T[],
): { item: T; lane: number }[] {
  const sorted = [...items].sort((a, b) => a.start_week - b.start_week || a.end_week - b.end_week);
  const laneEnds: number[] = [];
  return sorted.map((item) => {
    let lane = laneEnds.findIndex((end) => end < item.start_week);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = item.end_week;
    return { item, lane };
  });
}

/** Bubble diameter in px: area grows with the value (square root), between min and max. */
export function bubbleSize(value: number, max: number, min = 12, top = 56): number {
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
