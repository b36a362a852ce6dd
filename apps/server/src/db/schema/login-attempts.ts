import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The throttle's counted attempts (domain/throttle/attempts.ts), kept in the database so several
 * server processes count together. `key` is `<kind>:<subject>`: `email:<address>` and
 * `ip:<address>` for sign-in failures, `trial:<ip>` for trial requests, `notify:<sender>:<recipient>`
 * for notifications one person caused another to get.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_key_attempted_at_idx').on(t.key, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);
