/*
 * Week rules of the plan (docs/plan.md "Rules"), pure so the server and the screen's optimistic
 * updates move items the same way. Weeks are year weeks (1..n across the periods).
 */

export type TWeekRange = { start_week: number; end_week: number };

/**
 * Items beyond a changed range move to its nearest week (docs/plan.md "Rules"): an item that lies
 * (partly) outside `into` is moved to the nearest place inside, keeping its length where it
 * fits; an item longer than `into` becomes `into`. Items inside stay where they are.
 */
export function fitIntoRange(item: TWeekRange, into: TWeekRange): TWeekRange {
  const length = item.end_week - item.start_week + 1;
  const room = into.end_week - into.start_week + 1;
  if (length >= room) return { start_week: into.start_week, end_week: into.end_week };
  if (item.start_week < into.start_week) {
    return { start_week: into.start_week, end_week: into.start_week + length - 1 };
  }
  if (item.end_week > into.end_week) {
    return { start_week: into.end_week - length + 1, end_week: into.end_week };
  }
  return { start_week: item.start_week, end_week: item.end_week };
}

/** Whether `to` is `from` moved (same length), not resized. */
export const isShift = (from: TWeekRange, to: TWeekRange): boolean =>
  to.end_week - to.start_week === from.end_week - from.start_week;

/**
 * Where an item of a planned cluster (or of an elective's choice) goes when its container's weeks
 * change from `from` to `to`: a move takes the item along (same distance to the start); a resize
 * keeps its weeks and moves it inside when it falls outside (fitIntoRange).
 */
export function followRange(item: TWeekRange, from: TWeekRange, to: TWeekRange): TWeekRange {
  if (isShift(from, to)) {
    const delta = to.start_week - from.start_week;
    return { start_week: item.start_week + delta, end_week: item.end_week + delta };
  }
  return fitIntoRange(item, to);
}

/** The same for a one-week item (a test or check moment). */
export const followWeek = (week: number, from: TWeekRange, to: TWeekRange): number =>
  followRange({ start_week: week, end_week: week }, from, to).start_week;

/** Whether two week ranges share a week. */
export const rangesOverlap = (a: TWeekRange, b: TWeekRange): boolean =>
  a.start_week <= b.end_week && b.start_week <= a.end_week;

/** Whether `inner` lies within `outer`. */
export const rangeWithin = (inner: TWeekRange, outer: TWeekRange): boolean =>
  inner.start_week >= outer.start_week && inner.end_week <= outer.end_week;

/** A cluster placed at `start` with its default length, cut off at the year's last week. */
export const defaultRange = (
  start: number,
  clusterWidth: number,
  yearWeeks: number,
): TWeekRange => ({
  start_week: start,
  end_week: Math.min(start + clusterWidth - 1, yearWeeks),
});

/**
 * The longest run of weeks of `range` that none of `taken` covers (the earliest of equal runs),
 * or null when every week is taken. After a year shrinks, a special block fitted over an elective
 * slot keeps only this part (docs/plan.md "Shorter year": special blocks may not overlap a slot).
 */
export function freePart(range: TWeekRange, taken: readonly TWeekRange[]): TWeekRange | null {
  let best: TWeekRange | null = null;
  let runStart: number | null = null;
  for (let week = range.start_week; week <= range.end_week + 1; week++) {
    const free =
      week <= range.end_week && !taken.some((t) => t.start_week <= week && week <= t.end_week);
    if (free && runStart === null) runStart = week;
    if (!free && runStart !== null) {
      if (!best || week - 1 - runStart > best.end_week - best.start_week) {
        best = { start_week: runStart, end_week: week - 1 };
      }
      runStart = null;
    }
  }
  return best;
}
