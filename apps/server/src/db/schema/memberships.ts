import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TLocationRole } from '@cp/contracts';
import { locations } from './locations';
import { users } from './users';

/** A user belongs to one or more locations with one or more roles at each (docs/permissions.md). */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .$type<TLocationRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Whether the person may work in this location. A location's admin switches this, never the
    // account's own `users.activated` (which belongs to the platform): see decision 0007.
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The primary key (user_id, location_id) also serves lookups by user.
    primaryKey({ name: 'memberships_pk', columns: [t.userId, t.locationId] }),
    index('memberships_location_id_idx').on(t.locationId),
    check('memberships_roles_check', sql`${t.roles} <@ array['admin', 'designer', 'user']::text[]`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
