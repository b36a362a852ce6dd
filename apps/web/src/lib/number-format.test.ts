import { describe, expect, it } from 'vitest';
import { parseDecimal } from '@cp/contracts';
import { decimalInputText, formatNumber } from './number-format';

describe('formatNumber (issue 14: EC "2,5" showed as "2.5" in Dutch)', () => {
  it("shows the server's numeric text in the language's format", () => {
    expect(formatNumber('2.5', 'nl')).toBe('2,5');
    expect(formatNumber('2.50', 'nl')).toBe('2,5');
    expect(formatNumber('2.5', 'en')).toBe('2.5');
    expect(formatNumber('1.25', 'nl')).toBe('1,25');
    expect(formatNumber(1250, 'nl')).toBe('1.250');
    expect(formatNumber('3.00', 'nl')).toBe('3');
  });
});

describe('decimalInputText', () => {
  it('fills a form field in the language, without grouping, so it reads back the same', () => {
    expect(decimalInputText('2.50', 'nl')).toBe('2,5');
    expect(decimalInputText('1250.5', 'nl')).toBe('1250,5');
    expect(decimalInputText('2.5', 'en')).toBe('2.5');
    expect(decimalInputText(null, 'nl')).toBe('');
    for (const value of ['2.5', '1250.5', '0.25']) {
      const text = decimalInputText(value, 'nl');
      expect(parseDecimal(text, 2), text).toEqual({ valid: true, value });
    }
  });
});
