import { sql } from 'drizzle-orm';
import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations';

/**
 * The columns test formats and activities share (default and custom items with icon, colour and
 * active flag; docs/organisation.md "Test formats"). A default item has a `key` (its name comes
 * from the app, in the reader's language) and no `name`; a custom item has a `name` and no `key`.
 */
export const catalogueColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  key: text('key'),
  name: text('name'),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SQL of the check that an item is either a default (key) or custom (name). */
export const keyOrName = (key: unknown, name: unknown) =>
  sql`(${key} is null) <> (${name} is null)`;
