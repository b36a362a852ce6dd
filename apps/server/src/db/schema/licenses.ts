import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations';

/**
 * A location may use the product while one of its licenses is current (docs/organisation.md
 * "Licenses").
 * Periods of one location never overlap (checked in domain/licenses in a transaction that locks
 * the location row; PostgreSQL's exclusion constraints need btree_gist, which PGlite lacks).
 * Dates are calendar days in the school's time zone, compared as 'YYYY-MM-DD'.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    level: text('level').$type<'institute' | 'education'>().notNull(),
    type: text('type').$type<'paid' | 'free'>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    maxEducations: integer('max_educations').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licenses_location_id_start_date_idx').on(t.locationId, t.startDate),
    check('licenses_level_check', sql`${t.level} in ('institute', 'education')`),
    check('licenses_type_check', sql`${t.type} in ('paid', 'free')`),
    check('licenses_max_educations_check', sql`${t.maxEducations} > 0`),
    check('licenses_period_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export type LicenseRow = typeof licenses.$inferSelect;
