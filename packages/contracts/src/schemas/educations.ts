import { z } from 'zod';
import { BACKUP_REASONS, EDUCATION_STATUSES, EDUCATION_TYPES, LOCATION_ROLES } from '../enums';
import { dataOf, ZIdParamSchema, ZIdSchema } from './common';
import { EDUCATION_LIMITS, EDUCATION_MESSAGES } from '../education-constants';

/*
 * Educations (curricula); docs/educations.md has every rule. An education belongs to an education
 * parent; its structure is years -> periods -> weeks. Week numbers of planned items count within
 * their education year (1 .. the year's total weeks).
 */

const M = EDUCATION_MESSAGES;

export const ZEducationTypeSchema = z.enum(EDUCATION_TYPES, { error: M.typeRequired });
export const ZEducationStatusSchema = z.enum(EDUCATION_STATUSES);

const ZEducationNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(EDUCATION_LIMITS.nameMaxLength, M.nameTooLong);

/** An optional name of a year or period; empty means "the default name" (e.g. "Periode 2"). */
const ZPartNameSchema = z
  .string()
  .trim()
  .max(EDUCATION_LIMITS.partNameMaxLength, M.partNameTooLong)
  .nullable()
  .transform((name) => (name ? name : null));

/**
 * The Monday of a year's first week ('YYYY-MM-DD', 2000-2099), or empty when unknown: with it,
 * the plan's weeks and the test plan get calendar dates (docs/educations.md "Structure").
 */
const ZStartsOnSchema = z
  .string({ error: M.startsOnInvalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isMondayInRange(value), M.startsOnInvalid);

function isMondayInRange(value: string): boolean {
  if (!/^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCDay() === 1
  );
}

const count = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);
const ZWeeksSchema = count(EDUCATION_LIMITS.maxWeeksPerPeriod, M.weeksRange);

/** Body of `POST locations/:location/educations`. */
export const ZEducationCreateSchema = z.object({
  education_parent_id: ZIdSchema,
  name: ZEducationNameSchema,
  type: ZEducationTypeSchema,
  years: count(EDUCATION_LIMITS.maxYears, M.yearsRange),
  periods_per_year: count(EDUCATION_LIMITS.maxPeriodsPerYear, M.periodsRange),
  /** Omitted: the location's default weeks setting. */
  weeks_per_period: ZWeeksSchema.optional(),
  is_flexible: z.boolean().default(false),
});
export type TEducationCreate = z.infer<typeof ZEducationCreateSchema>;

/** Body of `PUT locations/:location/educations/:education` (the structure has its own call). */
export const ZEducationEditSchema = z.object({
  name: ZEducationNameSchema,
  type: ZEducationTypeSchema,
  is_flexible: z.boolean(),
});
export type TEducationEdit = z.infer<typeof ZEducationEditSchema>;

/**
 * Body of `PUT .../educations/:education/structure`: the whole wanted structure. Parts with an
 * id are kept (renamed, resized, reordered); parts without one are added; parts left out are
 * removed with what they hold, so planning data may be lost (docs/educations.md "Structure").
 */
export const ZStructureInputSchema = z.object({
  years: z
    .array(
      z.object({
        id: ZIdSchema.optional(),
        name: ZPartNameSchema,
        starts_on: ZStartsOnSchema,
        periods: z
          .array(z.object({ id: ZIdSchema.optional(), name: ZPartNameSchema, weeks: ZWeeksSchema }))
          .min(1, M.lastPeriod)
          .max(EDUCATION_LIMITS.maxPeriodsPerYear, M.periodsRange),
      }),
    )
    .min(1, M.lastYear)
    .max(EDUCATION_LIMITS.maxYears, M.yearsRange),
});
export type TStructureInput = z.infer<typeof ZStructureInputSchema>;

export const ZPeriodSchema = z.object({
  id: z.number().int(),
  /** 1-based order within the year. */
  position: z.number().int(),
  name: z.string().nullable(),
  weeks: z.number().int(),
  /** First and last week of the period within its year (weeks count on across periods). */
  first_week: z.number().int(),
  last_week: z.number().int(),
});
export type TPeriod = z.infer<typeof ZPeriodSchema>;

export const ZEducationYearSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string().nullable(),
  /** The Monday of week 1 ('YYYY-MM-DD'), null when unknown. */
  starts_on: z.string().nullable(),
  weeks: z.number().int(),
  periods: z.array(ZPeriodSchema),
});
export type TEducationYear = z.infer<typeof ZEducationYearSchema>;

export const ZPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type TPerson = z.infer<typeof ZPersonSchema>;

export const ZApprovalSchema = z.object({ user: ZPersonSchema, approved_at: z.string() });
export type TApproval = z.infer<typeof ZApprovalSchema>;

/** One education as the dashboard lists it. Times are ISO strings. */
export const ZEducationSummarySchema = z.object({
  id: z.number().int(),
  education_parent_id: z.number().int(),
  name: z.string(),
  type: ZEducationTypeSchema,
  is_flexible: z.boolean(),
  status: ZEducationStatusSchema,
  years_count: z.number().int(),
  periods_count: z.number().int(),
  weeks_count: z.number().int(),
  created_at: z.string(),
  /** Last change of the education or its content ("last change", docs/educations.md "Model"). */
  updated_at: z.string(),
  published_on: z.string().nullable(),
  requested_by: ZPersonSchema.nullable(),
  review_requested_at: z.string().nullable(),
  approvals: z.array(ZApprovalSchema),
  /** The caller may change it (role, design restriction) — not whether its status allows it. */
  can_design: z.boolean(),
  /** The caller may approve it now (reviewing, not the requester, not approved yet). */
  can_approve: z.boolean(),
});
export type TEducationSummary = z.infer<typeof ZEducationSummarySchema>;

/** One education with its structure and where it lives (overview, every education screen). */
export const ZEducationSchema = ZEducationSummarySchema.extend({
  location_id: z.number().int(),
  faculty: ZPersonSchema,
  education_parent: ZPersonSchema,
  years: z.array(ZEducationYearSchema),
  counts: z.object({ notes: z.number().int(), backups: z.number().int() }),
  last_backup_at: z.string().nullable(),
});
export type TEducation = z.infer<typeof ZEducationSchema>;

export const ZEducationListResponseSchema = dataOf(z.array(ZEducationSummarySchema));
export type TEducationListResponse = z.infer<typeof ZEducationListResponseSchema>;
export const ZEducationResponseSchema = dataOf(ZEducationSchema);
export type TEducationResponse = z.infer<typeof ZEducationResponseSchema>;

/**
 * Query of `GET locations/:location/educations`: the educations of one parent (the dashboard), or
 * without it every education of the location (pickers such as the design restriction).
 */
export const ZEducationListQuerySchema = z.object({ education_parent: ZIdParamSchema.optional() });
export type TEducationListQuery = z.infer<typeof ZEducationListQuerySchema>;

export const ZEducationParamsSchema = z.object({
  location: ZIdParamSchema,
  education: ZIdParamSchema,
});
export type TEducationParams = z.infer<typeof ZEducationParamsSchema>;
export const ZEducationYearParamsSchema = ZEducationParamsSchema.extend({ year: ZIdParamSchema });
export const ZBackupParamsSchema = ZEducationParamsSchema.extend({ backup: ZIdParamSchema });
export const ZNoteParamsSchema = ZEducationParamsSchema.extend({ note: ZIdParamSchema });
export const ZNoteFileParamsSchema = ZNoteParamsSchema.extend({ file: ZIdParamSchema });

/** Body of `POST .../submit`: whom to ask (they get a notification); anyone else may approve too. */
export const ZSubmitForReviewSchema = z.object({
  reviewer_ids: z.array(ZIdSchema).max(50).default([]),
});
export type TSubmitForReview = z.infer<typeof ZSubmitForReviewSchema>;

/** Body of `POST .../duplicate`. */
export const ZDuplicateEducationSchema = z.object({ name: ZEducationNameSchema });
export type TDuplicateEducation = z.infer<typeof ZDuplicateEducationSchema>;

/** Body of `PUT .../move`. */
export const ZMoveEducationSchema = z.object({ education_parent_id: ZIdSchema });
export type TMoveEducation = z.infer<typeof ZMoveEducationSchema>;

/** Body of `POST .../years/:year/copy`: copy the content of :year into an empty year. */
export const ZCopyYearSchema = z.object({
  target_education_id: ZIdSchema,
  target_year_id: ZIdSchema,
});
export type TCopyYear = z.infer<typeof ZCopyYearSchema>;

/**
 * Answer of `POST .../years/:year/copy`: the target education, and how many planned clusters
 * came along and how many were left out because the target's design has no such cluster (or
 * elective subject) (docs/plan.md "Copy a year").
 */
export const ZCopyYearResponseSchema = z.object({
  data: ZEducationSchema,
  copied: z.object({
    planned_clusters: z.number().int(),
    not_in_design: z.number().int(),
  }),
});
export type TCopyYearResponse = z.infer<typeof ZCopyYearResponseSchema>;

/**
 * One year of `GET .../educations/:education/years`: whether it holds content (special blocks
 * or a plan). Copying a year only goes into an empty one, so the copy dialog offers only those.
 */
export const ZYearContentStateSchema = z.object({
  id: z.number().int(),
  has_content: z.boolean(),
});
export type TYearContentState = z.infer<typeof ZYearContentStateSchema>;
export const ZYearContentStateListResponseSchema = dataOf(z.array(ZYearContentStateSchema));
export type TYearContentStateListResponse = z.infer<typeof ZYearContentStateListResponseSchema>;

/** A member of the location as other members see them (reviewer choice, later teachers). */
export const ZMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(z.enum(LOCATION_ROLES)),
});
export type TMember = z.infer<typeof ZMemberSchema>;
export const ZMemberListResponseSchema = dataOf(z.array(ZMemberSchema));
export type TMemberListResponse = z.infer<typeof ZMemberListResponseSchema>;

/**
 * Archive item (docs/educations.md "Dashboard API"): name, type, status, deleted at, and where it
 * came from.
 */
export const ZArchivedEducationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZEducationTypeSchema,
  status: ZEducationStatusSchema,
  deleted_at: z.string(),
  deleted_by: ZPersonSchema.nullable(),
  faculty: ZPersonSchema,
  education_parent: ZPersonSchema,
});
export type TArchivedEducation = z.infer<typeof ZArchivedEducationSchema>;
export const ZArchiveListResponseSchema = dataOf(z.array(ZArchivedEducationSchema));
export type TArchiveListResponse = z.infer<typeof ZArchiveListResponseSchema>;

export const ZBackupSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  reason: z.enum(BACKUP_REASONS),
});
export type TBackup = z.infer<typeof ZBackupSchema>;
export const ZBackupListResponseSchema = dataOf(z.array(ZBackupSchema));
export type TBackupListResponse = z.infer<typeof ZBackupListResponseSchema>;

export const ZNoteFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type TNoteFile = z.infer<typeof ZNoteFileSchema>;

export const ZNoteSchema = z.object({
  id: z.number().int(),
  note_type: ZPersonSchema,
  text: z.string(),
  author: ZPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  files: z.array(ZNoteFileSchema),
  /** The caller may edit or delete it (author, designer or admin). */
  can_change: z.boolean(),
});
export type TNote = z.infer<typeof ZNoteSchema>;
export const ZNoteListResponseSchema = dataOf(z.array(ZNoteSchema));
export type TNoteListResponse = z.infer<typeof ZNoteListResponseSchema>;
export const ZNoteResponseSchema = dataOf(ZNoteSchema);
export type TNoteResponse = z.infer<typeof ZNoteResponseSchema>;

/**
 * The file extensions a note accepts (office, pdf, images, text). The server also checks each
 * file's first bytes against its extension (apps/server/src/domain/notes/files.ts); the web app
 * uses this list for the file picker and an early message.
 */

const noteTypeId = (number: typeof z.number) =>
  number({ error: M.noteTypeRequired })
    .int(M.noteTypeRequired)
    .positive(M.noteTypeRequired)
    .max(2_147_483_647, M.noteTypeRequired);
const ZNoteTextSchema = z
  .string({ error: M.noteTextRequired })
  .trim()
  .min(1, M.noteTextRequired)
  .max(EDUCATION_LIMITS.noteTextMaxLength, M.noteTextTooLong);

/** The fields of a note as JSON (edit): the note type is a number. */
export const ZNoteInputSchema = z.object({
  note_type_id: noteTypeId(z.number),
  text: ZNoteTextSchema,
});
export type TNoteInput = z.infer<typeof ZNoteInputSchema>;
/** The same as the text parts of a multipart form (create): every part is text, so read as a number. */
export const ZNoteFieldsSchema = z.object({
  note_type_id: noteTypeId(z.coerce.number),
  text: ZNoteTextSchema,
});
