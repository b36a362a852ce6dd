import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZStructureInputSchema } from './educations';

/** The message keys per field the schema answers for `body`; {} when it passes. */
function keysOf(body: unknown) {
  const result = ZStructureInputSchema.safeParse(body);
  return result.success ? {} : fieldKeysOf(result.error);
}

describe('ZStructureInputSchema: the structure editor and the server', () => {
  const structure = (period: { name: string | null; weeks: unknown }) => ({
    years: [
      {
        id: 1,
        name: null,
        periods: [
          { id: 11, name: null, weeks: 10 },
          { id: 12, ...period },
        ],
      },
    ],
  });

  it('checks weeks 1..60, also an empty field, at the period', () => {
    expect(keysOf(structure({ name: 'Stage', weeks: 10 }))).toEqual({});
    for (const weeks of [61, 0, null, Number.NaN, 2.5]) {
      expect(keysOf(structure({ name: null, weeks })), String(weeks)).toEqual({
        'years.0.periods.1.weeks': ['educations.weeksRange'],
      });
    }
  });

  it('checks the length of a name, trimmed; empty means the default name', () => {
    expect(keysOf(structure({ name: 'x'.repeat(61), weeks: 10 }))).toEqual({
      'years.0.periods.1.name': ['educations.partNameTooLong'],
    });
    expect(keysOf(structure({ name: ` ${'x'.repeat(60)} `, weeks: 10 }))).toEqual({});
    expect(
      ZStructureInputSchema.parse(structure({ name: '  ', weeks: 10 })).years[0]?.periods[1]?.name,
    ).toBeNull();
  });

  it('keeps at least one year and one period per year', () => {
    expect(keysOf({ years: [] })).toEqual({ years: ['educations.lastYear'] });
    expect(keysOf({ years: [{ name: null, periods: [] }] })).toEqual({
      'years.0.periods': ['educations.lastPeriod'],
    });
  });
});
