import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  EDUCATION_STATUSES,
  EDUCATION_TYPES,
  type TEducationStatus,
  type TEducationType,
} from '@cp/contracts';
import { educationParents } from './education-parents';
import { sqlList as list } from './sql-list';
import { locations } from './locations';
import { users } from './users';

/**
 * An education (curriculum), docs/educations.md "Model". location_id is copied from its parent's
 * faculty so that tenancy is one indexed equality (domain/educations/require-education.ts) and the
 * license count is cheap. Deleting puts it in the archive (deleted_at set); restoring clears it.
 * Hard deletes only happen when a whole location goes.
 */
export const educations = pgTable(
  'educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    // Restrict: a parent that still holds educations (also archived ones) cannot be deleted.
    educationParentId: integer('education_parent_id')
      .notNull()
      .references(() => educationParents.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    type: text('type').$type<TEducationType>().notNull(),
    isFlexible: boolean('is_flexible').notNull().default(false),
    status: text('status').$type<TEducationStatus>().notNull().default('designing'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the education or anything in it ("last change", docs/educations.md). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Counts the changes to what the education holds (every `changeEducation`, in its
     * transaction): the key of answers cached per version (http/design/design-answer-cache.ts).
     * A timestamp would not do: two changes can share a millisecond.
     */
    contentVersion: integer('content_version').notNull().default(0),
    /** When it last became active. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /** The hourly backup job backs up educations whose updated_at is later than this. */
    lastBackupAt: timestamp('last_backup_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The dashboard: the educations of one parent that are not archived.
    index('educations_education_parent_id_idx')
      .on(t.educationParentId)
      .where(sql`${t.deletedAt} is null`),
    // The license count and the archive: per location, with or without deleted_at.
    index('educations_location_id_deleted_at_idx').on(t.locationId, t.deletedAt),
    check('educations_type_check', sql`${t.type} in (${list(EDUCATION_TYPES)})`),
    check('educations_status_check', sql`${t.status} in (${list(EDUCATION_STATUSES)})`),
  ],
);

export type EducationRow = typeof educations.$inferSelect;

/** Education years, in order (position 1..n); name null means the default ("Leerjaar 2"). */
export const educationYears = pgTable(
  'education_years',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name'),
    /** The Monday of week 1, when known: calendar dates, school year, cohort (docs/test-plan.md). */
    startsOn: date('starts_on', { mode: 'string' }),
  },
  (t) => [
    // Deferrable would let a reorder swap positions in place; PGlite/Drizzle make that awkward,
    // so the structure update rewrites positions through negative values first.
    uniqueIndex('education_years_education_id_position_unique').on(t.educationId, t.position),
  ],
);

export type EducationYearRow = typeof educationYears.$inferSelect;

/** Periods of a year, in order, each with its number of weeks. */
export const educationPeriods = pgTable(
  'education_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationYearId: integer('education_year_id')
      .notNull()
      .references(() => educationYears.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name'),
    weeks: integer('weeks').notNull(),
  },
  (t) => [
    uniqueIndex('education_periods_education_year_id_position_unique').on(
      t.educationYearId,
      t.position,
    ),
    check('education_periods_weeks_check', sql`${t.weeks} between 1 and 60`),
  ],
);

export type EducationPeriodRow = typeof educationPeriods.$inferSelect;

/** Approvals of the current review round; cleared when a review starts or stops. */
export const educationApprovals = pgTable(
  'education_approvals',
  {
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One approval per user per education: the primary key makes "approving twice" impossible.
  (t) => [primaryKey({ name: 'education_approvals_pk', columns: [t.educationId, t.userId] })],
);

/**
 * Design restrictions (docs/organisation.md "Design restrictions"): a designer with rows here
 * (at the education's location) may design only those educations; without rows, all of them.
 */
export const designRestrictions = pgTable(
  'design_restrictions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      name: 'design_restrictions_pk',
      columns: [t.userId, t.locationId, t.educationId],
    }),
    index('design_restrictions_education_id_idx').on(t.educationId),
  ],
);
