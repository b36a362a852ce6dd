import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from './locations';

/** A location's faculties (location, then faculty, then education parent; docs/organisation.md). */
export const faculties = pgTable(
  'faculties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique per location regardless of case; also serves the list by location.
    uniqueIndex('faculties_location_id_name_unique').on(t.locationId, sql`lower(${t.name})`),
  ],
);

export type FacultyRow = typeof faculties.$inferSelect;
