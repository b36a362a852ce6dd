import { describe, expect, it } from 'vitest';
import type { TEducationYear } from '@cp/contracts';
import { targetYears } from './copy-targets';

const year = (id: number): TEducationYear => ({
  id,
  position: id,
  name: null,
  starts_on: null,
  weeks: 10,
  periods: [],
});

describe('targetYears', () => {
  it('blocks the source year and years with content, offers the empty ones', () => {
    const result = targetYears({
      years: [year(1), year(2), year(3), year(4)],
      contents: [
        { id: 1, has_content: true },
        { id: 2, has_content: true },
        { id: 3, has_content: false },
      ],
      sourceYearId: 1,
    });
    expect(result.map((item) => [item.year.id, item.block])).toEqual([
      [1, 'source'],
      [2, 'notEmpty'],
      [3, null],
      [4, 'unknown'],
    ]);
  });

  it('offers nothing but the source block until the contents are known', () => {
    const result = targetYears({
      years: [year(1), year(2)],
      contents: undefined,
      sourceYearId: null,
    });
    expect(result.map((item) => item.block)).toEqual(['unknown', 'unknown']);
  });
});
