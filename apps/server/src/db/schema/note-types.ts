import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from './locations';

/** Note categories of a location (docs/organisation.md "Note categories"). */
export const noteTypes = pgTable(
  'note_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique names per location, case-insensitively; also the index of lookups by location.
  (t) => [
    uniqueIndex('note_types_location_id_name_unique').on(t.locationId, sql`lower(${t.name})`),
  ],
);

export type NoteTypeRow = typeof noteTypes.$inferSelect;
