import { describe, expect, it } from 'vitest';
import { heatBounds, heatStep, niceTop } from './heat';

describe('heat scale', () => {
  it('rounds the top so the legend shows round bounds', () => {
    expect(niceTop(55)).toBe(60);
    expect(niceTop(40)).toBe(40);
    expect(niceTop(41)).toBe(60);
    expect(niceTop(3)).toBeCloseTo(3.2);
    expect(heatBounds(60)).toEqual([15, 30, 45, 60]);
  });

  it('puts nothing in step 0 and a value in the quarter it falls in', () => {
    expect(heatStep(0, 60)).toBe(0);
    expect(heatStep(1, 60)).toBe(1);
    expect(heatStep(15, 60)).toBe(1);
    expect(heatStep(15.5, 60)).toBe(2);
    expect(heatStep(90, 60)).toBe(4);
  });
});
