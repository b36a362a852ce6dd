import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EXPORT_FORMATS,
  EXPORT_PARTS,
  EXPORT_STATUSES,
  LANGUAGES,
  type TExportFormat,
  type TExportPart,
  type TExportStatus,
  type TLanguage,
} from '@cp/contracts';
import { bytea } from './bytea';
import { educations } from './educations';
import { locations } from './locations';
import { sqlList as list } from './sql-list';
import { users } from './users';

/**
 * Exports (docs/exports.md): one row per request of a user, made by a pg-boss job. The file
 * lives in export_files and is written in the same transaction that marks the row ready, so a
 * half-written file is never offered. One queued or running export per user: the partial unique
 * index decides, also between server processes.
 */
export const exports = pgTable(
  'exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    format: text('format').$type<TExportFormat>().notNull(),
    language: text('language').$type<TLanguage>().notNull(),
    parts: text('parts').array().$type<TExportPart[]>().notNull(),
    /** null: every year of the education. */
    yearIds: integer('year_ids').array(),
    status: text('status').$type<TExportStatus>().notNull().default('queued'),
    /** Progress: sections done of total (0 of 0 until the job has read the data). */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Runs of the job so far (a crash or expiry makes pg-boss run it again). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The pg-boss job that may make this export (we choose its id when queueing). A retry gets a
     * new job; a late run of an old job (pg-boss retrying a crashed one) finds another id and stops.
     */
    jobId: uuid('job_id').notNull(),
    fileName: text('file_name'),
    size: integer('size'),
    /** Why it failed, for the log and support; never shown to the user as is. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Touched while the job runs; a running export whose heartbeat stopped has crashed. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** After this the file is gone (EXPORT_FILE_LIFETIME_DAYS after the request). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exports_one_running_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
    // The watchdog's look-up of unfinished exports.
    index('exports_unfinished_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('exports_expires_at_idx').on(t.expiresAt),
    index('exports_education_id_idx').on(t.educationId),
    index('exports_location_id_idx').on(t.locationId),
    check('exports_format_check', sql`${t.format} in (${list(EXPORT_FORMATS)})`),
    check('exports_language_check', sql`${t.language} in (${list(LANGUAGES)})`),
    check('exports_status_check', sql`${t.status} in (${list(EXPORT_STATUSES)})`),
    check(
      'exports_parts_check',
      sql`cardinality(${t.parts}) > 0 and ${t.parts} <@ array[${list(EXPORT_PARTS)}]::text[]`,
    ),
  ],
);

export type ExportRow = typeof exports.$inferSelect;

/** The finished file, apart from the row: status reads never drag the bytes along. */
export const exportFiles = pgTable('export_files', {
  exportId: integer('export_id')
    .primaryKey()
    .references(() => exports.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});
