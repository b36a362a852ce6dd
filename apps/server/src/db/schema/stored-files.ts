import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { educationBackups } from './education-backups';

/*
 * The one file store of note files and plan materials (docs/decisions/0009-file-store.md,
 * domain/files). An upload is streamed into chunks as it arrives, never held whole in memory;
 * once the note or material that uses it is saved, it becomes a stored file, named by its
 * SHA-256, so equal content is stored once and backups and copies refer to a hash.
 */

/**
 * One upload's bytes, as received. Pending (stored_at null) until a note or material links it in
 * a short transaction; the hourly clean-up removes pending uploads older than an hour (a request
 * that failed or a process that died half-way).
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when a stored file names this upload; the clean-up only removes rows where it is null. */
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (t) => [index('file_uploads_created_at_idx').on(t.createdAt)],
);

/** An upload's content in order: rows of FILE_CHUNK_BYTES (the last one shorter). */
export const fileChunks = pgTable(
  'file_chunks',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => fileUploads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.seq] })],
);

/**
 * File contents by their SHA-256. Note files, plan materials and backups refer to a file by its
 * hash, so a backup, a duplicate or a copied year holds a reference instead of the bytes, and
 * equal files are stored once. The hourly job removes a file once nothing refers to it and it
 * was not stored or reused for a day.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** SHA-256 of the content, lowercase hex. */
    hash: text('hash').primaryKey(),
    size: integer('size').notNull(),
    /** The upload whose chunks hold the content. */
    uploadId: integer('upload_id')
      .notNull()
      .unique('stored_files_upload_id_unique')
      .references(() => fileUploads.id),
    /** Set when stored and again when the same content is stored again (see removeUnusedFiles). */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stored_files_touched_at_idx').on(t.touchedAt)],
);

/** The files a backup's snapshot refers to: they stay while the backup exists. */
export const educationBackupFiles = pgTable(
  'education_backup_files',
  {
    backupId: integer('backup_id')
      .notNull()
      .references(() => educationBackups.id, { onDelete: 'cascade' }),
    fileHash: text('file_hash')
      .notNull()
      .references(() => storedFiles.hash),
  },
  (t) => [
    primaryKey({ columns: [t.backupId, t.fileHash] }),
    // The clean-up asks "does any backup refer to this file?".
    index('education_backup_files_file_hash_idx').on(t.fileHash),
  ],
);
