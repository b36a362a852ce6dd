import { describe, expect, it } from 'vitest';
import { validateLicenseForm, type TLicenseFormValues } from './license-form-rules';

const valid: TLicenseFormValues = {
  level: 'institute',
  type: 'paid',
  startDate: '2026-07-01',
  endDate: '',
  maxEducations: 10,
};

describe('validateLicenseForm', () => {
  it('accepts a complete license with an open end', () => {
    expect(validateLicenseForm(valid)).toEqual({});
  });

  it('asks for every required field', () => {
    expect(
      validateLicenseForm({
        level: null,
        type: null,
        startDate: '',
        endDate: '',
        maxEducations: '',
      }),
    ).toEqual({
      level: 'levelRequired',
      type: 'typeRequired',
      startDate: 'startDateRequired',
      maxEducations: 'maxEducationsInvalid',
    });
  });

  it('refuses an end before the start and a maximum below 1', () => {
    expect(validateLicenseForm({ ...valid, endDate: '2026-06-30', maxEducations: 0 })).toEqual({
      endDate: 'endBeforeStart',
      maxEducations: 'maxEducationsInvalid',
    });
  });

  it('allows touching periods and refuses overlapping ones', () => {
    const others = [{ startDate: '2026-01-01', endDate: '2026-06-30' }];
    expect(validateLicenseForm(valid, others)).toEqual({});
    expect(validateLicenseForm({ ...valid, startDate: '2026-06-30' }, others)).toEqual({
      startDate: 'overlap',
    });
  });
});
