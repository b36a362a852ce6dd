import { messageKeys } from './messages/keys';
/*
 * Constants of educations (docs/educations.md), apart from the zod schemas in
 * schemas/educations.ts: screens import these at first load, and a module with schemas at its
 * top level would bring zod along (see apps/web/src/lib/schemas.ts).
 */

export const EDUCATION_LIMITS = {
  nameMaxLength: 150,
  /**
   * Decided maxima (docs/educations.md "Model"): they fit every Dutch programme with room to spare.
   */
  maxYears: 10,
  maxPeriodsPerYear: 12,
  /** Same range as the location's default weeks setting. */
  maxWeeksPerPeriod: 60,
  partNameMaxLength: 60,
  /**
   * Two approvals by different users make a reviewed education active (docs/educations.md
   * "Lifecycle").
   */
  approvalsNeeded: 2,
  /** Backups are kept 14 days (docs/educations.md "Backups"). */
  backupRetentionDays: 14,
  noteTextMaxLength: 10_000,
  /** Files per note upload. */
  maxFilesPerNote: 10,
} as const;

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const EDUCATION_MESSAGES = messageKeys('educations');

export const NOTE_FILE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
  'md',
] as const;
export type TNoteFileExtension = (typeof NOTE_FILE_EXTENSIONS)[number];
