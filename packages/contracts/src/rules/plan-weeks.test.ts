import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  fitIntoRange,
  followRange,
  followWeek,
  freePart,
  rangesOverlap,
  rangeWithin,
} from './plan-weeks';

const r = (start_week: number, end_week: number) => ({ start_week, end_week });

describe('fitIntoRange', () => {
  it('keeps an item inside', () => expect(fitIntoRange(r(3, 4), r(1, 10))).toEqual(r(3, 4)));
  it('moves an item after the range back, keeping its length', () =>
    expect(fitIntoRange(r(9, 12), r(1, 10))).toEqual(r(7, 10)));
  it('moves an item before the range forward, keeping its length', () =>
    expect(fitIntoRange(r(1, 2), r(5, 10))).toEqual(r(5, 6)));
  it('cuts an item longer than the range to the range', () =>
    expect(fitIntoRange(r(1, 20), r(5, 10))).toEqual(r(5, 10)));
});

describe('followRange', () => {
  it('takes items along when the container moves', () => {
    expect(followRange(r(3, 4), r(2, 6), r(12, 16))).toEqual(r(13, 14));
    expect(followWeek(6, r(2, 6), r(1, 5))).toBe(5);
  });
  it('keeps items in place when the container grows', () =>
    expect(followRange(r(3, 4), r(2, 6), r(2, 10))).toEqual(r(3, 4)));
  it('moves items beyond a shrunk container to the nearest week', () => {
    expect(followWeek(6, r(2, 6), r(2, 4))).toBe(4);
    expect(followWeek(2, r(2, 6), r(4, 6))).toBe(4);
    expect(followRange(r(3, 6), r(2, 6), r(2, 4))).toEqual(r(2, 4));
  });
});

describe('ranges', () => {
  it('overlap when they share a week', () => {
    expect(rangesOverlap(r(1, 3), r(3, 5))).toBe(true);
    expect(rangesOverlap(r(1, 2), r(3, 5))).toBe(false);
  });
  it('within', () => {
    expect(rangeWithin(r(2, 3), r(1, 3))).toBe(true);
    expect(rangeWithin(r(2, 4), r(1, 3))).toBe(false);
  });
  it('default range is the cluster width, cut at the year end', () => {
    expect(defaultRange(3, 4, 40)).toEqual(r(3, 6));
    expect(defaultRange(38, 4, 40)).toEqual(r(38, 40));
  });
});

describe('freePart', () => {
  it('keeps a range nothing covers', () => expect(freePart(r(3, 5), [r(7, 9)])).toEqual(r(3, 5)));
  it('cuts off the covered end', () => expect(freePart(r(3, 8), [r(6, 10)])).toEqual(r(3, 5)));
  it('cuts off the covered start', () => expect(freePart(r(3, 8), [r(1, 4)])).toEqual(r(5, 8)));
  it('keeps the longer side of a slot in the middle', () =>
    expect(freePart(r(1, 10), [r(3, 4)])).toEqual(r(5, 10)));
  it('keeps the earlier of two equal sides', () =>
    expect(freePart(r(1, 5), [r(3, 3)])).toEqual(r(1, 2)));
  it('between two slots', () => expect(freePart(r(1, 10), [r(1, 2), r(6, 10)])).toEqual(r(3, 5)));
  it('is null when every week is covered', () =>
    expect(freePart(r(3, 5), [r(1, 3), r(4, 6)])).toBeNull());
});
