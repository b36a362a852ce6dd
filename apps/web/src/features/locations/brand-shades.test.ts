import { describe, expect, it } from 'vitest';
import { brandShades } from './brand-shades';

describe('brandShades', () => {
  it('keeps the colour itself at shade 6, lighter before and darker after', () => {
    const shades = brandShades('#1A7F37');
    expect(shades).toHaveLength(10);
    expect(shades?.[6]).toBe('#1a7f37');
    const brightness = (hex: string) =>
      [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);
    const values = (shades ?? []).map(brightness);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('refuses anything that is not #rrggbb', () => {
    expect(brandShades('red')).toBeNull();
    expect(brandShades('#fff')).toBeNull();
  });
});
