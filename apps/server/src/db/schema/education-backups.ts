import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TBackupReason } from '@cp/contracts';
import { educations } from './educations';

/**
 * A snapshot of an education's content (domain/backups/snapshot.ts describes the shape and its
 * version). Kept 14 days (docs/educations.md "Backups"); the hourly job removes older ones.
 */
export const educationBackups = pgTable(
  'education_backups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<TBackupReason>().notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('education_backups_education_id_created_at_idx').on(t.educationId, t.createdAt),
    // The retention clean-up deletes by age across all educations.
    index('education_backups_created_at_idx').on(t.createdAt),
    check('education_backups_reason_check', sql`${t.reason} in ('hourly', 'before_restore')`),
  ],
);

export type EducationBackupRow = typeof educationBackups.$inferSelect;
