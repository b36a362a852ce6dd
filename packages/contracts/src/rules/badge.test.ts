import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('is empty without unread notifications', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9])('shows %i as is', (n) => {
    expect(badgeText(n)).toBe(String(n));
  });
  it.each([10, 11, 99, 1000])('caps %i at 9+', (n) => {
    expect(badgeText(n)).toBe('9+');
  });
});
