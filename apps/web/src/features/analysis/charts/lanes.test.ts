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

  it('packs by a wider extent when one is given (a circle wider than its weeks)', () => {
    const items = [span('a', 1, 1), span('b', 2, 2), span('c', 3, 3)];
    expect(packLanes(items).map((entry) => entry.lane)).toEqual([0, 0, 0]);
    const wide = packLanes(items, (item) => [item.start_week - 1, item.end_week + 2]);
    expect(wide.map((entry) => entry.lane)).toEqual([0, 1, 2]);
  });

  it('uses as many lanes as the largest overlap', () => {
    const placed = packLanes([span('a', 1, 10), span('b', 2, 3), span('c', 2, 3), span('d', 4, 5)]);
    expect(Math.max(...placed.map((entry) => entry.lane)) + 1).toBe(3);
  });
});

describe('bubbleSize', () => {
  it('grows with the square root of the value between the minimum and the maximum', () => {
    expect(bubbleSize(0, 10)).toBe(12);
    expect(bubbleSize(10, 10)).toBe(52);
    expect(bubbleSize(2.5, 10)).toBe(32);
  });
});

describe('escapeHtml', () => {
  it('keeps a title as text in an HTML tooltip', () => {
    expect(escapeHtml('<b>"A" & B</b>')).toBe('&lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;');
  });
});
