/**
 * Roles a user can hold per location (docs/permissions.md "Who is who"). A user may hold several.
 */
export const LOCATION_ROLES = ['admin', 'designer', 'user'] as const;
export type TLocationRole = (typeof LOCATION_ROLES)[number];

/**
 * Interface languages; Dutch is the default and the fallback (docs/foundation-brief.md "The
 * shell").
 */
export const LANGUAGES = ['nl', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'nl';

/** Location types (docs/organisation.md "Locations"): secondary education (VO) or other. */
export const LOCATION_TYPES = ['vo', 'other'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];

/** Notification types (docs/notifications.md "Model"). */
export const NOTIFICATION_TYPES = [
  'export_ready',
  'export_in_line',
  'export_started',
  'export_failed',
  // Reviews of an education (issue 4): asked to review, an approval came in, it became active.
  'review_requested',
  'review_approved',
  'education_activated',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Test kinds and sizes of a planned test (docs/plan.md "Model"). */
export const TEST_KINDS = ['assessment', 'exercise', 'written_exam', 'exam', 'presence'] as const;
export type TTestKind = (typeof TEST_KINDS)[number];
export const TEST_SIZES = ['small', 'medium', 'large'] as const;
export type TTestSize = (typeof TEST_SIZES)[number];
/** How a test's result is given (docs/plan.md "Model"): a grade, O/V/G (USG), achieved or not. */
export const RESULT_TYPES = ['grade', 'usg', 'achieved'] as const;
export type TResultType = (typeof RESULT_TYPES)[number];
/**
 * What a test is for (docs/test-plan.md "Model"): a summative test counts for a result (the
 * report, and the school exam or diploma when `counts_for_exam`); a formative one gives feedback
 * only and carries no weight.
 */
export const TEST_PURPOSES = ['summative', 'formative'] as const;
export type TTestPurpose = (typeof TEST_PURPOSES)[number];
/** How a weight is meant: a factor ("weging 2") or a percentage of its whole (docs/test-plan.md). */
export const WEIGHT_UNITS = ['factor', 'percent'] as const;
export type TWeightUnit = (typeof WEIGHT_UNITS)[number];
/** Which result counts after a resit: the highest, the last, or the resit capped at a pass. */
export const RESIT_RULES = ['highest', 'last', 'capped'] as const;
export type TResitRule = (typeof RESIT_RULES)[number];
/**
 * What a special block is (docs/plan.md "Model"): a test week (toetsweek) holds the tests placed in
 * its weeks; a holiday holds no teaching; anything else is 'other'.
 */
export const SPECIAL_BLOCK_KINDS = ['other', 'test_week', 'holiday'] as const;
export type TSpecialBlockKind = (typeof SPECIAL_BLOCK_KINDS)[number];
/** Kinds of link between a test and an activity (the list is ours, docs/plan.md "Model"). */
export const PLAN_LINK_TYPES = ['preparation', 'practice', 'feedback', 'instruction'] as const;
export type TPlanLinkType = (typeof PLAN_LINK_TYPES)[number];
/**
 * A planned cluster's files and links: teaching materials, or data files (docs/plan.md "Model").
 */
export const PLAN_MATERIAL_KINDS = ['material', 'data_file'] as const;
export type TPlanMaterialKind = (typeof PLAN_MATERIAL_KINDS)[number];

/**
 * Activity types: the default activities / working methods of every location (docs/organisation.md
 * "Test formats").
 */
export const ACTIVITY_TYPES = [
  'accompaniment',
  'education_event',
  'lecture',
  'hybrid_lesson',
  'intervision',
  'insight',
  'online',
  'practical_instruction',
  'practice',
  'project',
  'internship',
  'training',
  'q_a',
  'tutorial',
  'guided_self_study',
  'self_study',
] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Education types (docs/educations.md "Model"); readable names live in the web app's translations.
 */
export const EDUCATION_TYPES = [
  'secondary_education',
  'special_secondary_education',
  'vmbo-b',
  'vmbo-k',
  'vmbo-g',
  'vmbo-t',
  'havo',
  'vwo',
  'gymnasium',
  'brede-brugklas',
  'vocational_secondary_education_1',
  'vocational_secondary_education_2',
  'vocational_secondary_education_3',
  'vocational_secondary_education_4',
  'hbo_dual_propaedeutic',
  'hbo_part_propaedeutic',
  'hbo_full_propaedeutic',
  'hbo_associate_degree',
  'hbo_dual_bachelor',
  'hbo_part_bachelor',
  'hbo_full_bachelor',
  'hbo_part_master',
  'hbo_full_master',
  'wo_part_bachelor',
  'wo_full_bachelor',
  'wo_part_master',
  'wo_full_master',
] as const;
export type TEducationType = (typeof EDUCATION_TYPES)[number];

/** Education status (docs/educations.md "Lifecycle"): only a designing education can be changed. */
export const EDUCATION_STATUSES = ['designing', 'reviewing', 'active'] as const;
export type TEducationStatus = (typeof EDUCATION_STATUSES)[number];

/** Sort options of the education list (docs/educations.md "Sorting"; rules/education-sort.ts). */
export const EDUCATION_SORTS = [
  'az',
  'created_at',
  'updated_at',
  'time_range',
  'time_asc',
  'time_desc',
  'alpha_asc',
  'alpha_desc',
] as const;
export type TEducationSort = (typeof EDUCATION_SORTS)[number];

/** Why a backup was made. */
export const BACKUP_REASONS = ['hourly', 'before_restore'] as const;
export type TBackupReason = (typeof BACKUP_REASONS)[number];
