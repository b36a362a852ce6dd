import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TLocationType } from '@cp/contracts';

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    // Without "www.", lower-cased (SPEC §5); one location per domain.
    domain: text('domain').notNull().unique('locations_domain_unique'),
    type: text('type').$type<TLocationType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('locations_type_check', sql`${t.type} in ('vo', 'other')`)],
);

export type LocationRow = typeof locations.$inferSelect;
