import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A "forgot password" link: only an HMAC of the token is stored; single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_resets_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('password_resets_expires_at_idx').on(t.expiresAt),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
