import { describe, expect, it } from 'vitest';
import { calendarDaysLeft, expiryOf } from './expiry';

describe('expiryOf (notification expiry text)', () => {
  it('says in N days when more than one day remains', () => {
    expect(expiryOf(2)).toEqual({ kind: 'inDays', days: 2 });
    expect(expiryOf(14)).toEqual({ kind: 'inDays', days: 14 });
  });
  it('says tomorrow at exactly one day', () => {
    expect(expiryOf(1)).toEqual({ kind: 'tomorrow' });
  });
  it('says today otherwise', () => {
    expect(expiryOf(0)).toEqual({ kind: 'today' });
    expect(expiryOf(-1)).toEqual({ kind: 'today' });
    expect(expiryOf(0.5)).toEqual({ kind: 'today' });
  });
});

const DAY_MS = 86_400_000;
/** Instants in UTC; the comments give the Amsterdam wall clock (CET = UTC+1, CEST = UTC+2). */
const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

describe('calendarDaysLeft (Amsterdam calendar days)', () => {
  it('a brand-new 14-day notification has 14 days left, a fresh 7-day export file 7', () => {
    const created = at('2026-11-25T09:00:00Z'); // 10:00
    expect(calendarDaysLeft(plus(created, 14 * DAY_MS), created)).toBe(14);
    // Shown a few seconds after it was made (the export job ends after it stored the row).
    expect(calendarDaysLeft(plus(created, 7 * DAY_MS), plus(created, 5_000))).toBe(7);
  });

  it('counts days of the calendar, not 24-hour spans', () => {
    const morning = at('2026-11-25T06:00:00Z'); // Wed 07:00
    expect(calendarDaysLeft(at('2026-11-25T22:00:00Z'), morning)).toBe(0); // Wed 23:00: today
    expect(calendarDaysLeft(at('2026-11-26T22:00:00Z'), morning)).toBe(1); // Thu 23:00: tomorrow
    expect(calendarDaysLeft(at('2026-11-27T06:30:00Z'), morning)).toBe(2); // Fri 07:30
    const lateEvening = at('2026-11-25T22:30:00Z'); // Wed 23:30
    // Fri 00:30, only 25 hours away, is the day after tomorrow.
    expect(calendarDaysLeft(at('2026-11-26T23:30:00Z'), lateEvening)).toBe(2);
  });

  it('turns the day at midnight in Amsterdam, not in UTC', () => {
    const justAfterMidnight = at('2026-11-25T23:30:00Z'); // Thu 26th 00:30, still the 25th in UTC
    expect(calendarDaysLeft(at('2026-11-26T22:30:00Z'), justAfterMidnight)).toBe(0); // Thu 23:30
    expect(calendarDaysLeft(at('2026-11-26T23:30:00Z'), justAfterMidnight)).toBe(1); // Fri 00:30
  });

  it('something gone at midnight sharp expires today on the day before', () => {
    const midnight = at('2026-11-26T23:00:00Z'); // Fri 27th 00:00
    expect(calendarDaysLeft(midnight, at('2026-11-26T08:00:00Z'))).toBe(0);
    expect(calendarDaysLeft(midnight, at('2026-11-25T08:00:00Z'))).toBe(1);
    expect(calendarDaysLeft(plus(midnight, 1), at('2026-11-26T08:00:00Z'))).toBe(1);
  });

  it('is 0, never negative, at or after expiry', () => {
    const now = at('2026-11-25T09:00:00Z');
    expect(calendarDaysLeft(now, now)).toBe(0);
    expect(calendarDaysLeft(plus(now, -3 * DAY_MS), now)).toBe(0);
  });

  it('is not moved by the spring change to summer time (29 March 2026)', () => {
    // Sat 28 March 12:00 CET + 14 x 24 h = Sat 11 April 13:00 CEST.
    const saturdayNoon = at('2026-03-28T11:00:00Z');
    expect(calendarDaysLeft(plus(saturdayNoon, 14 * DAY_MS), saturdayNoon)).toBe(14);
    // Sun 00:30 CET to Sun 23:30 CEST: 22 hours, the same day.
    expect(calendarDaysLeft(at('2026-03-29T21:30:00Z'), at('2026-03-28T23:30:00Z'))).toBe(0);
    // Sat 23:30 CET to Mon 00:15 CEST: under 24 hours, yet the day after tomorrow.
    expect(calendarDaysLeft(at('2026-03-29T22:15:00Z'), at('2026-03-28T22:30:00Z'))).toBe(2);
  });

  it('is not moved by the autumn change to winter time (25 October 2026)', () => {
    // Sun 00:30 CEST to Sun 23:45 CET: over 24 hours, yet still today.
    expect(calendarDaysLeft(at('2026-10-25T22:45:00Z'), at('2026-10-24T22:30:00Z'))).toBe(0);
    // Sat 12:00 CEST + 14 x 24 h = Sat 7 November 11:00 CET.
    const saturdayNoon = at('2026-10-24T10:00:00Z');
    expect(calendarDaysLeft(plus(saturdayNoon, 14 * DAY_MS), saturdayNoon)).toBe(14);
  });
});
