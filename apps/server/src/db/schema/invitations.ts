import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TLocationRole } from '@cp/contracts';
import { locations } from './locations';
import { users } from './users';

/**
 * An invitation of an e-mail address to a location with roles (docs/organisation.md "Invitations").
 * Only an HMAC of the token is stored (like session ids). Deleting an invite sets `expires_at` to
 * the moment of deletion (deleting an invitation makes it expire); accepting sets `accepted_at`.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    // Lower-cased, like users.email.
    email: text('email').notNull(),
    roles: text('roles').array().$type<TLocationRole[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique('invitations_token_hash_unique'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').$type<'nl' | 'en'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_location_id_email_idx').on(t.locationId, t.email),
    index('invitations_email_idx').on(t.email),
    index('invitations_expires_at_idx').on(t.expiresAt),
    check('invitations_roles_check', sql`${t.roles} <@ array['admin', 'designer', 'user']::text[]`),
    check('invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
