/** Roles a user can hold per location (SPEC §6). A user may hold several. */
export const LOCATION_ROLES = ['admin', 'designer', 'user'] as const;
export type TLocationRole = (typeof LOCATION_ROLES)[number];

/** Interface languages; Dutch is the default and the fallback (SPEC §1, §9). */
export const LANGUAGES = ['nl', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'nl';

/** Location types (SPEC §3): secondary education (VO) or other. */
export const LOCATION_TYPES = ['vo', 'other'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];

/** Notification types (SPEC §3). */
export const NOTIFICATION_TYPES = [
  'export_ready',
  'export_in_line',
  'export_started',
  'export_failed',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Test kinds and sizes (SPEC §3). */
export const TEST_KINDS = ['assessment', 'exercise', 'written_exam', 'exam', 'presence'] as const;
export type TTestKind = (typeof TEST_KINDS)[number];
export const TEST_SIZES = ['small', 'medium', 'large'] as const;
export type TTestSize = (typeof TEST_SIZES)[number];

/** Activity types (SPEC §3): the default activities / working methods of every location. */
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
