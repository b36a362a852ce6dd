import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { faculties } from './faculties';

/**
 * A group of educations within a faculty (docs/organisation.md). Reached only through its faculty,
 * which is looked up with the location id, so an id of another location is never found. A faculty
 * with education parents cannot be deleted (domain/faculties refuses); the cascade only serves
 * removing a whole location.
 */
export const educationParents = pgTable(
  'education_parents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique per faculty regardless of case; also serves the list by faculty.
    uniqueIndex('education_parents_faculty_id_name_unique').on(t.facultyId, sql`lower(${t.name})`),
  ],
);

export type EducationParentRow = typeof educationParents.$inferSelect;
