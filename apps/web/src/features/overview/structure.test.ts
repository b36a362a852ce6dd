import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  addYear,
  draftShrinks,
  removePeriod,
  removeYear,
  toDraft,
  toStructureInput,
  updatePeriod,
  updateYearStart,
} from './structure';

const education = {
  years: [
    {
      id: 1,
      position: 1,
      name: null,
      starts_on: '2026-08-31',
      weeks: 20,
      periods: [
        { id: 11, position: 1, name: null, weeks: 10, first_week: 1, last_week: 10 },
        { id: 12, position: 2, name: 'Stage', weeks: 10, first_week: 11, last_week: 20 },
      ],
    },
  ],
};

describe('structure draft', () => {
  it('never removes the last year or the last period of a year', () => {
    const draft = toDraft(education);
    expect(removeYear(draft, draft[0]!.key)).toEqual(draft);
    const onePeriod = removePeriod(draft, draft[0]!.key, draft[0]!.periods[0]!.key);
    expect(onePeriod[0]!.periods).toHaveLength(1);
    expect(removePeriod(onePeriod, onePeriod[0]!.key, onePeriod[0]!.periods[0]!.key)).toEqual(
      onePeriod,
    );
  });

  it('adds a year with the last year’s period layout, and periods as long as the last', () => {
    const draft = addPeriod(addYear(toDraft(education)), 'year-1');
    expect(toStructureInput(draft)).toEqual({
      years: [
        {
          id: 1,
          name: null,
          starts_on: '2026-08-31',
          periods: [
            { id: 11, name: null, weeks: 10 },
            { id: 12, name: 'Stage', weeks: 10 },
            { name: null, weeks: 10 },
          ],
        },
        {
          name: null,
          starts_on: null,
          periods: [
            { name: null, weeks: 10 },
            { name: 'Stage', weeks: 10 },
          ],
        },
      ],
    });
  });

  it('keeps a year’s first Monday as typed and sends an empty one as null', () => {
    const draft = toDraft(education);
    expect(draft[0]!.starts_on).toBe('2026-08-31');
    const changed = updateYearStart(draft, 'year-1', '2027-08-30');
    expect(toStructureInput(changed).years[0]!.starts_on).toBe('2027-08-30');
    expect(toStructureInput(updateYearStart(draft, 'year-1', '')).years[0]!.starts_on).toBeNull();
  });

  it('sees shrinking and removing, not growing', () => {
    const draft = toDraft(education);
    expect(draftShrinks(education, draft)).toBe(false);
    expect(draftShrinks(education, addYear(draft))).toBe(false);
    expect(draftShrinks(education, updatePeriod(draft, 'year-1', 'period-11', { weeks: 9 }))).toBe(
      true,
    );
    expect(draftShrinks(education, removePeriod(draft, 'year-1', 'period-12'))).toBe(true);
  });
});
