import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ssoConnections } from './sso';
import { users } from './users';

/** Server-side sessions. Only an HMAC of the cookie value is stored, so a leaked table is useless. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    // Absolute expiry; idle expiry is derived from last_seen_at.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session began through single sign-on: logout can offer the provider's. */
    ssoConnectionId: integer('sso_connection_id').references(() => ssoConnections.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    // The clean-up job deletes idle sessions by last_seen_at.
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
    // Removing a provider connection clears it from its sessions.
    index('sessions_sso_connection_id_idx').on(t.ssoConnectionId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
