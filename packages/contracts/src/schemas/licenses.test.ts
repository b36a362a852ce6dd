import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZLicenseInputSchema } from './licenses';

/** The message keys per field the schema answers for `body`; {} when it passes. */
function keysOf(body: unknown) {
  const result = ZLicenseInputSchema.safeParse(body);
  return result.success ? {} : fieldKeysOf(result.error);
}

const valid = {
  level: 'institute',
  type: 'paid',
  start_date: '2026-07-01',
  end_date: null,
  max_educations: 10,
};

describe('ZLicenseInputSchema: a license of a location', () => {
  it('accepts a complete license with an open end', () => {
    expect(keysOf(valid)).toEqual({});
  });

  it('asks for every required field (a form sends null for what is not chosen yet)', () => {
    expect(
      keysOf({ level: null, type: null, start_date: '', end_date: null, max_educations: null }),
    ).toEqual({
      level: ['licenses.levelRequired'],
      type: ['licenses.typeRequired'],
      start_date: ['licenses.startDateRequired'],
      max_educations: ['licenses.maxEducationsInvalid'],
    });
  });

  it('refuses an end before the start and a maximum below 1, both at once', () => {
    expect(keysOf({ ...valid, end_date: '2026-06-30', max_educations: 0 })).toEqual({
      end_date: ['licenses.endBeforeStart'],
      max_educations: ['licenses.maxEducationsInvalid'],
    });
  });

  it('refuses a day that is not in the calendar and a maximum that is not whole', () => {
    expect(keysOf({ ...valid, start_date: '2026-02-30', max_educations: 1.5 })).toEqual({
      start_date: ['licenses.dateInvalid'],
      max_educations: ['licenses.maxEducationsInvalid'],
    });
  });
});
