import { describe, expect, it } from 'vitest';
import { contrastRatio, luminanceOf } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio(luminanceOf('#000000')!, luminanceOf('#ffffff')!)).toBeCloseTo(21, 5);
    // White on Mantine's red 7: under the 4.5:1 normal text needs.
    expect(contrastRatio(luminanceOf('#f03e3e')!, 1)).toBeCloseTo(3.85, 1);
    expect(luminanceOf('rgba(201, 42, 42, 1)')).toBeCloseTo(luminanceOf('#c92a2a')!, 6);
    expect(luminanceOf('red')).toBeNull();
  });
});
