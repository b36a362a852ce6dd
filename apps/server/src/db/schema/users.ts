import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Always stored lower-cased so the unique index also means "unique ignoring case".
    email: text('email').notNull().unique('users_email_unique'),
    // Null for accounts that cannot sign in with a password yet (invited, single sign-on).
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    language: text('language').$type<'nl' | 'en'>(),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    activated: boolean('activated').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('nl', 'en')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
