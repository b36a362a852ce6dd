import { describe, expect, it } from 'vitest';
import { decimalSchema } from '../schemas/design';
import { parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseDecimal('2,5')).toEqual({ valid: true, value: '2.5' });
    expect(parseDecimal('2.5')).toEqual({ valid: true, value: '2.5' });
    expect(parseDecimal(' 12 ')).toEqual({ valid: true, value: '12' });
    expect(parseDecimal(2.5)).toEqual({ valid: true, value: '2.5' });
  });

  it('takes empty as no value', () => {
    expect(parseDecimal('')).toEqual({ valid: true, value: null });
    expect(parseDecimal('  ')).toEqual({ valid: true, value: null });
    expect(parseDecimal(null)).toEqual({ valid: true, value: null });
    expect(parseDecimal(undefined)).toEqual({ valid: true, value: null });
  });

  it('refuses what is not one decimal number', () => {
    for (const text of ['abc', '2,5,1', '2.5.1', '1.2,3', '-1', '1e3', ',5', '5,', '12345']) {
      expect(parseDecimal(text), text).toEqual({ valid: false });
    }
  });

  it('allows as many decimals as asked', () => {
    expect(parseDecimal('1,25')).toEqual({ valid: false });
    expect(parseDecimal('1,25', 2)).toEqual({ valid: true, value: '1.25' });
  });
});

describe('decimalSchema', () => {
  const schema = decimalSchema('Enter a number like 1 or 1.5');

  it('follows parseDecimal: comma and point in, a point out', () => {
    expect(schema.parse('2,5')).toBe('2.5');
    expect(schema.parse('2.5')).toBe('2.5');
    expect(schema.parse('')).toBeNull();
    expect(schema.safeParse('abc').success).toBe(false);
    expect(schema.safeParse('2,5,1').success).toBe(false);
  });
});
