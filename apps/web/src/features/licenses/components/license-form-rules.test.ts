import { describe, expect, it } from 'vitest';
import { licenseFormValues, overlapsOtherLicense, toLicenseBody } from './license-form-rules';

// The schema's rules (required fields, an end before the start, the maximum) are the contract's:
// packages/contracts/src/schemas/licenses.test.ts.

const body = (start_date: string, end_date = '') =>
  toLicenseBody({ ...licenseFormValues(undefined), start_date, end_date, max_educations: 10 });

describe('overlapsOtherLicense', () => {
  it('allows touching periods and refuses overlapping ones', () => {
    const others = [{ start_date: '2026-01-01', end_date: '2026-06-30' }];
    expect(overlapsOtherLicense(body('2026-07-01'), others)).toBe(false);
    expect(overlapsOtherLicense(body('2026-06-30'), others)).toBe(true);
  });

  it('compares only a period the schema accepts', () => {
    const others = [{ start_date: '2026-01-01', end_date: null }];
    expect(overlapsOtherLicense(body(''), others)).toBe(false);
    expect(overlapsOtherLicense(body('2026-02-30'), others)).toBe(false);
    expect(overlapsOtherLicense(body('2026-03-01', '2026-02-01'), others)).toBe(false);
    expect(overlapsOtherLicense(body('2026-03-01', '2026-04-01'), others)).toBe(true);
  });
});

describe('toLicenseBody', () => {
  it('sends no end for an empty end date and the maximum as a number', () => {
    expect(body('2026-07-01')).toEqual({
      level: 'institute',
      type: 'paid',
      start_date: '2026-07-01',
      end_date: null,
      max_educations: 10,
    });
  });
});
