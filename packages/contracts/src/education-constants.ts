/*
 * Constants of educations (docs/educations.md), apart from the zod schemas in
 * schemas/educations.ts: screens import these at first load, and a module with schemas at its
 * top level would bring zod along (see apps/web/src/lib/schemas.ts).
 */

export const EDUCATION_LIMITS = {
  nameMaxLength: 150,
  /** SPEC §5 leaves the maxima open; these fit every Dutch programme with room to spare. */
  maxYears: 10,
  maxPeriodsPerYear: 12,
  /** Same range as the location's default weeks setting. */
  maxWeeksPerPeriod: 60,
  partNameMaxLength: 60,
  /** SPEC §9: two approvals by different users make a reviewed education active. */
  approvalsNeeded: 2,
  /** SPEC §9: backups are kept 14 days. */
  backupRetentionDays: 14,
  noteTextMaxLength: 10_000,
  /** Files per note upload. */
  maxFilesPerNote: 10,
} as const;

/**
 * English messages of the API; the web app recognises each and shows it in the user's language
 * (apps/web i18n `educations.messages.*`). Keys are stable, texts may improve.
 */
export const EDUCATION_MESSAGES = {
  nameRequired: 'The name is required',
  nameTooLong: `The name may be at most ${EDUCATION_LIMITS.nameMaxLength} characters`,
  typeRequired: 'Choose a type',
  yearsRange: `An education has 1 to ${EDUCATION_LIMITS.maxYears} education years`,
  periodsRange: `A year has 1 to ${EDUCATION_LIMITS.maxPeriodsPerYear} periods`,
  weeksRange: `A period has 1 to ${EDUCATION_LIMITS.maxWeeksPerPeriod} weeks`,
  partNameTooLong: `A name may be at most ${EDUCATION_LIMITS.partNameMaxLength} characters`,
  flexibleNotAllowed: 'Flexible educations are not allowed at this location',
  licenseLimit: 'Your license allows no more educations',
  locked: 'This education is being reviewed or is active and cannot be changed',
  notReviewing: 'This education is not being reviewed',
  notDesigning: 'Only an education that is being designed can be submitted for review',
  notActive: 'Only an active education can be deactivated',
  alreadyApproved: 'You have already approved this education',
  ownReview: 'You asked for this review; two other users must approve it',
  deleteWhileReviewing: 'Stop the review before deleting this education',
  designRestricted: 'You may not design this education',
  lastYear: 'The last education year cannot be removed',
  lastPeriod: 'The last period of a year cannot be removed',
  unknownPart: 'This year or period does not belong to the education',
  copySameYear: 'A year cannot be copied onto itself',
  copyTargetNotEmpty: 'The target year must be empty',
  copyYearMissing: 'Both years must exist',
  sameParent: 'The education is already there',
  parentNotFound: 'Choose an education group of this location',
  parentNotEmpty:
    'This education group still holds educations (also in the archive); move them to another group first',
  reviewerInvalid: 'Choose reviewers from this location, other than yourself',
  noteTypeRequired: 'Choose a category',
  noteTextRequired: 'The note is required',
  noteTextTooLong: `A note may be at most ${EDUCATION_LIMITS.noteTextMaxLength} characters`,
  filesTooLarge: 'The files are too large to add',
  filesTooLargeTogether: 'The files are larger than 50 MB together; add them in two notes',
  fileTypeNotAllowed: 'This type of file cannot be added',
  tooManyFiles: `At most ${EDUCATION_LIMITS.maxFilesPerNote} files per note`,
  noteNotYours: 'Only the author, a designer or an admin can delete this note',
  backupTooOld: 'This backup is no longer available',
} as const;

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
