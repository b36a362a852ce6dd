import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TLocationType, TTrialStatus } from '@cp/contracts';
import { locations } from './locations';
import { users } from './users';

/**
 * A school's request for a trial location (docs/organisation.md "Trial requests"). The platform
 * administrator approves it (which creates the location, a free license and the first admin's
 * invitation) or rejects it; either way the row stays as a record of the decision.
 */
export const trialRequests = pgTable(
  'trial_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolName: text('school_name').notNull(),
    // Without "www.", lower-cased, like locations.domain.
    domain: text('domain').notNull(),
    type: text('type').$type<TLocationType>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Lower-cased, like users.email.
    email: text('email').notNull(),
    message: text('message'),
    // The language the school wrote in: the invitation e-mail is sent in it.
    language: text('language').$type<'nl' | 'en'>().notNull().default('nl'),
    status: text('status').$type<TTrialStatus>().notNull().default('pending'),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The review screen lists by status, newest first.
    index('trial_requests_status_created_at_idx').on(t.status, t.createdAt),
    check('trial_requests_type_check', sql`${t.type} in ('vo', 'other')`),
    check('trial_requests_language_check', sql`${t.language} in ('nl', 'en')`),
    check('trial_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type TrialRequestRow = typeof trialRequests.$inferSelect;
