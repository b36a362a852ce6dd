import { describe, expect, it } from 'vitest';
import { countByStatus, sortEducations, type TSortableEducation } from './education-sort';

const education = (id: number, over: Partial<TSortableEducation>): TSortableEducation => ({
  id,
  name: `E${id}`,
  status: 'designing',
  years_count: 1,
  weeks_count: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const list = [
  education(1, {
    name: 'bouwkunde',
    type_label: 'Vwo',
    years_count: 4,
    weeks_count: 160,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-05-01T00:00:00.000Z',
  }),
  education(2, {
    name: 'Automotive 2',
    type_label: 'Havo',
    years_count: 2,
    weeks_count: 80,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-06-01T00:00:00.000Z',
    status: 'active',
  }),
  education(3, {
    name: 'Automotive 10',
    type_label: 'Havo',
    years_count: 3,
    weeks_count: 40,
    created_at: '2026-02-01T00:00:00.000Z',
    updated_at: '2026-04-01T00:00:00.000Z',
    status: 'reviewing',
  }),
];
const ids = (sorted: TSortableEducation[]) => sorted.map((e) => e.id);

describe('sortEducations', () => {
  it('sorts names A–Z ignoring case, numbers naturally', () => {
    expect(ids(sortEducations(list, 'alpha_asc'))).toEqual([2, 3, 1]);
    expect(ids(sortEducations(list, 'alpha_desc'))).toEqual([1, 3, 2]);
  });
  it('az groups by type, then name', () => {
    expect(ids(sortEducations(list, 'az'))).toEqual([2, 3, 1]);
  });
  it('sorts by creation and last change, newest first', () => {
    expect(ids(sortEducations(list, 'created_at'))).toEqual([1, 3, 2]);
    expect(ids(sortEducations(list, 'updated_at'))).toEqual([2, 1, 3]);
  });
  it('sorts by years and by total weeks', () => {
    expect(ids(sortEducations(list, 'time_range'))).toEqual([2, 3, 1]);
    expect(ids(sortEducations(list, 'time_asc'))).toEqual([3, 2, 1]);
    expect(ids(sortEducations(list, 'time_desc'))).toEqual([1, 2, 3]);
  });
  it('does not change the list it was given', () => {
    const copy = [...list];
    sortEducations(list, 'alpha_desc');
    expect(list).toEqual(copy);
  });
});

describe('countByStatus', () => {
  it('counts every status, also the empty ones', () => {
    expect(countByStatus(list)).toEqual({ active: 1, designing: 1, reviewing: 1 });
    expect(countByStatus([])).toEqual({ active: 0, designing: 0, reviewing: 0 });
  });
});
