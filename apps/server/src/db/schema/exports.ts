import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
 * Exports (docs/exports.md): one row per request of a user. The queued rows are the queue: a
 * worker claims the next one in a fair order (claim-export.ts), so no pg-boss job names an
 * export. The file lives in export_files, in chunks written by the run, and the row becomes ready
 * in one transaction with the run's claim checked, so a half-written file is never offered. One
 * queued or running export per user: the partial unique index decides, also between server
 * processes.
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
     * The run that may make this export: a fresh id when it is queued, then the id of the run
     * that claimed it. Every later write of a run (heartbeat, file, ready) checks it, so a late
     * run (a process that froze past the watchdog, after the user retried) changes nothing.
     */
    jobId: uuid('job_id').notNull(),
    /**
     * The estimated work (estimate-cost.ts: format, parts, years and the education's size);
     * a small export may take the small lane past large ones.
     */
    cost: integer('cost').notNull().default(0),
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
    // The fair order: a location's last start (round robin), and the location's unfinished
    // exports (running ones first in the order, and the bound on what one location may queue).
    index('exports_location_started_idx').on(t.locationId, t.startedAt),
    index('exports_location_unfinished_idx')
      .on(t.locationId, t.status)
      .where(sql`${t.status} in ('queued', 'running')`),
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

/**
 * The finished file in chunks of EXPORT_CHUNK_BYTES, apart from the row (status reads never drag
 * the bytes along). A run writes its chunks in short statements before it marks the row ready,
 * and a download streams them, so neither holds a large statement or the whole file (as
 * uploads, domain/files/uploads.ts). Keyed by the run (`job_id`): the chunks of a run that did
 * not finish are never read, and the finishing run removes them.
 */
export const exportFiles = pgTable(
  'export_file_chunks',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => exports.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.jobId, t.seq] })],
);
