import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TPlanField } from '@cp/contracts';
import { locations } from './locations';

/**
 * Which optional plan-form fields a location shows (docs/organisation.md "Plan field visibility").
 * A field without a row is visible; a row is written once an admin switches the field.
 */
export const planFieldSettings = pgTable(
  'plan_field_settings',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    field: text('field').$type<TPlanField>().notNull(),
    visible: boolean('visible').notNull(),
  },
  (t) => [primaryKey({ name: 'plan_field_settings_pk', columns: [t.locationId, t.field] })],
);
