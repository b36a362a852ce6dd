import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { educations } from './educations';
import { noteTypes } from './note-types';
import { storedFiles } from './stored-files';
import { users } from './users';

/** A note on an education (docs/educations.md "Notes"): a category and a text, with files. */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    // Restrict: a category in use cannot be deleted
    // (domain/catalogues/delete-note-type refuses first).
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
 * A file of a note: at most 10 MB each (docs/educations.md "Notes"). The bytes are in the file
 * store (stored-files.ts), streamed there while the upload arrives and linked by hash in the note's
 * transaction, so a failed upload leaves only a pending upload that the request or the hourly
 * clean-up removes.
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
    fileHash: text('file_hash')
      .notNull()
      .references(() => storedFiles.hash),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('note_files_note_id_idx').on(t.noteId),
    // The clean-up asks "does any note file refer to this stored file?".
    index('note_files_file_hash_idx').on(t.fileHash),
  ],
);

export type NoteFileRow = typeof noteFiles.$inferSelect;
