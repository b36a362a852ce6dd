import {
  isIsoDate,
  periodsOverlap,
  type TLicense,
  type TLicenseInput,
  type TLicenseLevel,
  type TLicenseMessageKey,
  type TLicenseType,
} from '@cp/contracts';

export interface TLicenseFormValues {
  level: TLicenseLevel | null;
  type: TLicenseType | null;
  startDate: string;
  endDate: string;
  maxEducations: number | string;
}

export type TLicenseFormErrors = Partial<Record<keyof TLicenseFormValues, TLicenseMessageKey>>;

/**
 * The license rules the form checks before sending (SPEC §3, §5). `others` are the location's
 * other licenses: an overlap is shown at once; the server checks it again under a lock.
 */
export function validateLicenseForm(
  values: TLicenseFormValues,
  others: readonly Pick<TLicense, 'startDate' | 'endDate'>[] = [],
): TLicenseFormErrors {
  const errors: TLicenseFormErrors = {};
  if (!values.level) errors.level = 'levelRequired';
  if (!values.type) errors.type = 'typeRequired';
  if (values.startDate === '') errors.startDate = 'startDateRequired';
  else if (!isIsoDate(values.startDate)) errors.startDate = 'dateInvalid';
  if (values.endDate !== '' && !isIsoDate(values.endDate)) errors.endDate = 'dateInvalid';
  else if (values.endDate !== '' && !errors.startDate && values.endDate < values.startDate) {
    errors.endDate = 'endBeforeStart';
  }
  const max = values.maxEducations;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1) {
    errors.maxEducations = 'maxEducationsInvalid';
  }
  if (!errors.startDate && !errors.endDate) {
    const period = { startDate: values.startDate, endDate: values.endDate || null };
    if (others.some((other) => periodsOverlap(period, other))) errors.startDate = 'overlap';
  }
  return errors;
}

export function toLicenseInput(values: TLicenseFormValues): TLicenseInput {
  return {
    level: values.level ?? 'institute',
    type: values.type ?? 'paid',
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    maxEducations: Number(values.maxEducations),
  };
}
