import { describe, expect, it } from 'vitest';
import { schoolDay } from './active-license';

describe('schoolDay', () => {
  it('is the day in Amsterdam, also when asked back and forth around midnight', () => {
    // Winter: midnight in Amsterdam is 23:00 UTC; summer: 22:00 UTC.
    const asked: [string, string][] = [
      ['2026-01-15T22:59:59.999Z', '2026-01-15'],
      ['2026-01-15T23:00:00.000Z', '2026-01-16'],
      ['2026-01-15T22:59:00.000Z', '2026-01-15'],
      ['2026-01-15T23:00:59.999Z', '2026-01-16'],
      ['2026-07-01T21:59:59.000Z', '2026-07-01'],
      ['2026-07-01T22:00:00.000Z', '2026-07-02'],
      ['2026-07-01T22:00:00.000Z', '2026-07-02'],
      ['2026-01-15T23:00:00.000Z', '2026-01-16'],
    ];
    for (const [instant, day] of asked) expect(schoolDay(new Date(instant)), instant).toBe(day);
  });
});
