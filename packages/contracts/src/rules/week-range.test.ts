import { describe, expect, it } from 'vitest';
import { fitWeekRange, periodWeekRanges } from './week-range';

describe('fitWeekRange', () => {
  it('keeps an item that still fits', () => {
    expect(fitWeekRange({ start_week: 3, end_week: 10 }, 10)).toEqual({
      start_week: 3,
      end_week: 10,
    });
  });
  it('moves a one-week item beyond the range to the last week', () => {
    expect(fitWeekRange({ start_week: 14, end_week: 14 }, 10)).toEqual({
      start_week: 10,
      end_week: 10,
    });
  });
  it('moves a longer item back so it ends on the last week, keeping its length', () => {
    expect(fitWeekRange({ start_week: 8, end_week: 12 }, 10)).toEqual({
      start_week: 6,
      end_week: 10,
    });
  });
  it('cuts an item longer than the year to the whole year', () => {
    expect(fitWeekRange({ start_week: 2, end_week: 30 }, 10)).toEqual({
      start_week: 1,
      end_week: 10,
    });
  });
});

describe('periodWeekRanges', () => {
  it('counts weeks on across periods', () => {
    expect(periodWeekRanges([10, 8, 1])).toEqual([
      { first_week: 1, last_week: 10 },
      { first_week: 11, last_week: 18 },
      { first_week: 19, last_week: 19 },
    ]);
  });
});
