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
