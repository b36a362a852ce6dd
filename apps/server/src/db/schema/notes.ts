import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { educations } from './educations';
import { noteTypes } from './note-types';
import { users } from './users';

/** A note on an education (SPEC §3): a category and a text, with files. */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    // Restrict: a category in use cannot be deleted (domain/catalogues/note-types refuses first).
    noteTypeId: integer('note_type_id')
      .notNull()
      .references(() => noteTypes.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_education_id_idx').on(t.educationId),
    index('notes_note_type_id_idx').on(t.noteTypeId),
  ],
);

export type NoteRow = typeof notes.$inferSelect;

/**
 * A file of a note, stored in the database: at most 10 MB each (SPEC §9), written in the same
 * transaction as the note, so a failed upload leaves nothing behind and backups of the database
 * hold the files too.
 */
export const noteFiles = pgTable(
  'note_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('note_files_note_id_idx').on(t.noteId)],
);

export type NoteFileRow = typeof noteFiles.$inferSelect;
