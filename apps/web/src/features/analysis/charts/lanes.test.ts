import { describe, expect, it } from 'vitest';
import { bubbleSize, escapeHtml, packLanes } from './lanes';

const span = (name: string, start_week: number, end_week: number) => ({
  name,
  start_week,
  end_week,
});

describe('packLanes', () => {
  it('puts overlapping week ranges in different lanes and reuses a lane once free', () => {
    const placed = packLanes([span('c', 5, 8), span('a', 1, 4), span('b', 3, 6), span('d', 7, 9)]);
    expect(placed.map(({ item, lane }) => `${item.name}${lane}`)).toEqual(['a0', 'b1', 'c0', 'd1']);
  });

  it('uses as many lanes as the largest overlap', () => {
    const placed = packLanes([span('a', 1, 10), span('b', 2, 3), span('c', 2, 3), span('d', 4, 5)]);
    expect(Math.max(...placed.map((entry) => entry.lane)) + 1).toBe(3);
  });
});

describe('bubbleSize', () => {
  it('grows with the square root of the value between the minimum and the maximum', () => {
    expect(bubbleSize(0, 10)).toBe(12);
    expect(bubbleSize(10, 10)).toBe(56);
    expect(bubbleSize(2.5, 10)).toBe(34);
  });
});

describe('escapeHtml', () => {
  it('keeps a title as text in an HTML tooltip', () => {
    expect(escapeHtml('<b>"A" & B</b>')).toBe('&lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;');
  });
});
