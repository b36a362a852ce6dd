import { describe, expect, it } from 'vitest';
import { sameValues } from './same-values';

describe('sameValues', () => {
  it('compares form values by content', () => {
    expect(
      sameValues({ title: 'A', ids: ['1', '2'], n: 1 }, { title: 'A', ids: ['1', '2'], n: 1 }),
    ).toBe(true);
    expect(sameValues({ title: 'A' }, { title: 'A ' })).toBe(false);
    expect(sameValues({ ids: ['1', '2'] }, { ids: ['2', '1'] })).toBe(false);
    expect(sameValues({ ids: ['1'] }, { ids: ['1', '2'] })).toBe(false);
    expect(sameValues({ a: null }, { a: undefined })).toBe(false);
    expect(sameValues({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValues({ nested: { a: [1] } }, { nested: { a: [1] } })).toBe(true);
    expect(sameValues(2, '2')).toBe(false);
    expect(sameValues(['a'], { 0: 'a' })).toBe(false);
  });
});
