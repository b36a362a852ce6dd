import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { EDUCATION_TYPES, STUDY_LOAD_UNITS, type TEducationType } from '@cp/contracts';
import { sqlList as list } from './sql-list';
import { users } from './users';

/**
 * Study-load norms as data (docs/analysis.md): what the law asks of an education year, per set
 * of education types, from a date on. The education's type selects the norm; the row with the
 * latest `effective_from` not after today is in effect, so a change in the law is a new row
 * with a later date (added by the platform administrator), and history stays. The migration
 * `0010_study_load_norms` inserts the law as it stands (HO, MBO, VO).
 */
export const studyLoadNorms = pgTable(
  'study_load_norms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationTypes: text('education_types').array().$type<TEducationType[]>().notNull(),
    /** 'ects' (HO) or 'hours' (clock hours; MBO, VO). */
    unit: text('unit').$type<(typeof STUDY_LOAD_UNITS)[number]>().notNull(),
    /** Per education year, in `unit`; null: no lower or upper bound. */
    perYearMin: numeric('per_year_min', { precision: 8, scale: 1 }),
    perYearMax: numeric('per_year_max', { precision: 8, scale: 1 }),
    /** HO: 1 EC = 28 hours (WHW 7.4). */
    hoursPerEcts: numeric('hours_per_ects', { precision: 8, scale: 1 }),
    law: text('law').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "The norm of this type": education_types @> array[type] (GIN answers containment).
    index('study_load_norms_education_types_idx').using('gin', t.educationTypes),
    index('study_load_norms_effective_from_idx').on(t.effectiveFrom),
    check(
      'study_load_norms_education_types_check',
      sql`cardinality(${t.educationTypes}) >= 1 and ${t.educationTypes} <@ array[${list(EDUCATION_TYPES)}]::text[]`,
    ),
    check('study_load_norms_unit_check', sql`${t.unit} in (${list(STUDY_LOAD_UNITS)})`),
    check(
      'study_load_norms_range_check',
      sql`${t.perYearMin} is null or ${t.perYearMax} is null or ${t.perYearMax} >= ${t.perYearMin}`,
    ),
  ],
);

export type StudyLoadNormRow = typeof studyLoadNorms.$inferSelect;
