import {
  isIsoDate,
  periodsOverlap,
  type TLicense,
  type TLicenseInput,
  type TLicenseLevel,
  type TLicenseType,
} from '@cp/contracts';
import { numberOf, type TNumberValue } from '@/components/form/body-values';

/** The license form's values as its inputs hold them, named as the body's fields. */
export interface TLicenseFormValues {
  level: TLicenseLevel | null;
  type: TLicenseType | null;
  start_date: string;
  /** Empty: the license has no end. */
  end_date: string;
  max_educations: TNumberValue;
}

/** The body made of the values: what is not chosen yet stays null, for the schema to name. */
export type TLicenseBody = { [F in keyof TLicenseInput]: TLicenseInput[F] | null };

/** A period as the overlap rule compares it. */
type TPeriod = Pick<TLicense, 'start_date' | 'end_date'>;

export function licenseFormValues(license: TLicense | undefined): TLicenseFormValues {
  return {
    level: license?.level ?? 'institute',
    type: license?.type ?? 'paid',
    start_date: license?.start_date ?? '',
    end_date: license?.end_date ?? '',
    max_educations: license?.max_educations ?? '',
  };
}

export function toLicenseBody(values: TLicenseFormValues): TLicenseBody {
  return {
    level: values.level,
    type: values.type,
    start_date: values.start_date,
    end_date: values.end_date === '' ? null : values.end_date,
    max_educations: numberOf(values.max_educations),
  };
}

/**
 * The rule the contract's schema cannot see: the period overlaps another license of the
 * location, those the screen lists (docs/organisation.md "Locations and licenses"). Only a period the schema
 * accepts is compared; the server checks again under a lock.
 */
export function overlapsOtherLicense(body: TLicenseBody, others: readonly TPeriod[]): boolean {
  const start = body.start_date;
  const end = body.end_date;
  if (start === null || !isIsoDate(start)) return false;
  if (end !== null && (!isIsoDate(end) || end < start)) return false;
  return others.some((other) => periodsOverlap({ start_date: start, end_date: end }, other));
}
