import { fitIntoRange } from './plan-weeks';

/**
 * Items beyond a shorter range move to its nearest weeks (docs/plan.md "Backups, duplicates and
 * copying a year", a shorter year): when an education year gets fewer weeks, an item that no longer
 * fits is moved back so that it ends on the new last week, keeping its length where it can; an item
 * longer than the whole year is cut to the year. Items inside the range stay where they are. Weeks
 * count from 1 within the year.
 */
export function fitWeekRange(
  range: { start_week: number; end_week: number },
  weekCount: number,
): { start_week: number; end_week: number } {
  return fitIntoRange(range, { start_week: 1, end_week: weekCount });
}

/** First and last week of each period of a year, weeks counting on across periods. */
export function periodWeekRanges(weeksPerPeriod: readonly number[]): {
  first_week: number;
  last_week: number;
}[] {
  let next = 1;
  return weeksPerPeriod.map((weeks) => {
    const range = { first_week: next, last_week: next + weeks - 1 };
    next += weeks;
    return range;
  });
}
