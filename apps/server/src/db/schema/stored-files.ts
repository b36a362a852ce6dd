import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { educationBackups } from './education-backups';

/**
 * File contents by their SHA-256 (domain/files/stored-files.ts, docs/plan.md "Material files").
 * Plan materials and backups refer to a file by its hash, so a backup, a duplicate or a copied
 * year holds a reference instead of the bytes, and equal files are stored once. The hourly job
 * removes a file once nothing refers to it and it was not stored or reused for a day.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** SHA-256 of the content, lowercase hex. */
    hash: text('hash').primaryKey(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
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
