import { describe, expect, it } from 'vitest';
import { frameworkCodeFinder, readCodeLine } from './framework-codes';

describe('finding a framework item by code', () => {
  const find = frameworkCodeFinder([
    { id: 1, code: 'INF/H/DomeinA/A1/1' },
    { id: 2, code: 'INF/H/DomeinA/A2/2' },
    { id: 3, code: 'BIO/V/DomeinA/A2/2' },
    { id: 4, code: '' },
  ]);

  it('finds the whole code, case and spaces aside', () => {
    expect(find('inf/h/domeina/a1/1 ')).toBe(1);
  });
  it('finds a tail cut at a slash when one item ends that way', () => {
    expect(find('A1/1')).toBe(1);
    expect(find('H/DomeinA/A2/2')).toBe(2);
  });
  it('finds nothing for a tail two items share, a part of a segment or an empty code', () => {
    expect(find('A2/2')).toBeUndefined();
    expect(find('1/1')).toBeUndefined();
    expect(find('')).toBeUndefined();
  });
});

describe('reading a pasted line', () => {
  it('takes the index, then codes separated by spaces, commas or semicolons', () => {
    expect(readCodeLine(' 1.1.1  A1/1, A2/2;B3 ')).toEqual({
      goal: '1.1.1',
      codes: ['A1/1', 'A2/2', 'B3'],
    });
    expect(readCodeLine('2')).toEqual({ goal: '2', codes: [] });
    expect(readCodeLine('   ')).toBeNull();
  });
});
