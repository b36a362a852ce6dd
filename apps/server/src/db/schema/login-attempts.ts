import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The throttle's counted attempts (domain/throttle/attempts.ts), kept in the database so several
 * server processes count together. `key` is `<kind>:<subject>`: `email:<address>`,
 * `device:<id>` and `ip:<address>` for sign-in attempts, `trial:<ip>` for trial requests,
 * `notify:<sender>:<recipient>` for notifications one person caused another to get.
 * `target`: what the attempt was at, for a kind that counts distinct targets (the e-mail address
 * of an IP's failed sign-in: the spray guard, decision 0020); null for the others.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    target: text('target'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_key_attempted_at_idx').on(t.key, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);
