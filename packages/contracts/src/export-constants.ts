import { messageKeys } from './messages/keys';
/*
 * Constants of exports (the dialog, the notifications and toasts, one export at a time per user;
 * docs/exports.md), apart from the zod schemas in schemas/exports.ts so screens can use them
 * without loading zod.
 */

export const EXPORT_FORMATS = ['pdf', 'docx', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** What an export can hold, in the document's order. */
export const EXPORT_PARTS = ['design', 'plan', 'test_plan', 'analysis', 'notes'] as const;
export type TExportPart = (typeof EXPORT_PARTS)[number];

/** queued -> running -> ready | failed; a failed export may be retried (back to queued). */
export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type TExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * How long a finished file can be downloaded: its export_ready notification says "Verloopt over
 * N dagen", and the hourly clean-up removes the file and its rows afterwards.
 */
export const EXPORT_FILE_LIFETIME_DAYS = 7;

/**
 * At most this many exports of one location may be queued or being made at once; the next
 * request is refused (429 `export_queue_full`) until one is done (docs/exports.md "The queue").
 */
export const EXPORT_MAX_UNFINISHED_PER_LOCATION = 10;

export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const EXPORT_MESSAGES = messageKeys('exports');
