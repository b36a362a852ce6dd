import { describe, expect, it } from 'vitest';
import type { TTestCategory } from './test-load';
import { categoryPatternCss, testLoadOption } from './test-load-chart';

const texts = { category: (c: TTestCategory) => c, tooltip: () => '', periodBands: [] };
const kinds: TTestCategory[] = ['exercise', 'written_exam', 'exam', 'assessment', 'presence'];

describe('the test-load chart without colour (WCAG 1.4.1)', () => {
  it('gives each category of a stack its own pattern, and the legend the same ones', () => {
    const option = testLoadOption(kinds, { label: 'Jaar 1', loads: [] }, null, texts);
    const series = option.series as { itemStyle: { decal: unknown } }[];
    const decals = series.map((item) => JSON.stringify(item.itemStyle.decal));
    expect(new Set(decals).size).toBe(kinds.length);
    const swatches = kinds.map((kind, index) => categoryPatternCss(kind, index));
    expect(new Set(swatches).size).toBe(kinds.length);
    // The first is the plain colour; the others draw a pattern over it.
    expect(decals[0]).toBeUndefined();
    expect(swatches.slice(1).every((css) => css.includes('gradient'))).toBe(true);
  });

  it('tells apart categories that share a colour (exercise and small are both light blue)', () => {
    expect(categoryPatternCss('exercise', 0)).not.toBe(categoryPatternCss('small', 1));
  });
});
