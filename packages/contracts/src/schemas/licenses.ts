import { z } from 'zod';
import { dataOf } from './common';
import { messageKeys } from '../messages/keys';

/** License levels and types (docs/organisation.md "Licenses"). */
export const LICENSE_LEVELS = ['institute', 'education'] as const;
export type TLicenseLevel = (typeof LICENSE_LEVELS)[number];
export const LICENSE_TYPES = ['paid', 'free'] as const;
export type TLicenseType = (typeof LICENSE_TYPES)[number];
/**
 * Shown per license (docs/organisation.md "Licenses"), relative to today in the school's time zone.
 */
export const LICENSE_STATES = ['current', 'future', 'expired'] as const;
export type TLicenseState = (typeof LICENSE_STATES)[number];

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const LICENSE_MESSAGES = messageKeys('licenses');
export type TLicenseMessageKey = keyof typeof LICENSE_MESSAGES;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days are 'YYYY-MM-DD', so comparing the strings compares the days. */
export function licenseState(
  period: { start_date: string; end_date: string | null },
  today: string,
): TLicenseState {
  if (period.start_date > today) return 'future';
  if (period.end_date !== null && period.end_date < today) return 'expired';
  return 'current';
}

/** Whether two periods share at least one day; an open end date runs forever. */
export function periodsOverlap(
  a: { start_date: string; end_date: string | null },
  b: { start_date: string; end_date: string | null },
): boolean {
  return (
    (a.end_date === null || a.end_date >= b.start_date) &&
    (b.end_date === null || b.end_date >= a.start_date)
  );
}

const ZDaySchema = (required: string) =>
  z.string({ error: required }).superRefine((value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: required });
    else if (!isIsoDate(value)) {
      context.addIssue({ code: 'custom', message: LICENSE_MESSAGES.dateInvalid });
    }
  });

/** `POST` and `PUT locations/:location/licenses[/:license]` (platform administrator). */
export const ZLicenseInputSchema = z
  .object({
    level: z.enum(LICENSE_LEVELS, { error: LICENSE_MESSAGES.levelRequired }),
    type: z.enum(LICENSE_TYPES, { error: LICENSE_MESSAGES.typeRequired }),
    start_date: ZDaySchema(LICENSE_MESSAGES.startDateRequired),
    end_date: ZDaySchema(LICENSE_MESSAGES.dateInvalid).nullable(),
    max_educations: z
      .number({ error: LICENSE_MESSAGES.maxEducationsInvalid })
      .int(LICENSE_MESSAGES.maxEducationsInvalid)
      .min(1, LICENSE_MESSAGES.maxEducationsInvalid)
      .max(100_000, LICENSE_MESSAGES.maxEducationsInvalid),
  })
  .refine((value) => value.end_date === null || value.end_date >= value.start_date, {
    message: LICENSE_MESSAGES.endBeforeStart,
    path: ['end_date'],
  });
export type TLicenseInput = z.infer<typeof ZLicenseInputSchema>;

export const ZLicenseSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  level: z.enum(LICENSE_LEVELS),
  type: z.enum(LICENSE_TYPES),
  start_date: z.string(),
  end_date: z.string().nullable(),
  max_educations: z.number().int(),
  state: z.enum(LICENSE_STATES),
});
export type TLicense = z.infer<typeof ZLicenseSchema>;

export const ZLicenseResponseSchema = dataOf(ZLicenseSchema);
export const ZLicenseListResponseSchema = dataOf(z.array(ZLicenseSchema));
export type TLicenseListResponse = z.infer<typeof ZLicenseListResponseSchema>;
