import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NAMING_TERM_KEYS, type TNamingTerm } from '@cp/contracts';
import { educationParents } from './education-parents';
import { educations } from './educations';
import { locations } from './locations';

const termList = sql.raw(NAMING_TERM_KEYS.map((term) => `'${term}'`).join(', '));

/**
 * A school's own name for a term (SPEC §3), one singular/plural pair that applies in every
 * interface language. A row belongs to a level: the location (education_parent_id null) or an
 * education parent of that location. location_id is always set, so one index finds every
 * override of a location and removing a location removes them.
 *
 * The educations issue adds the third level: a nullable `education_id` (references educations,
 * on delete cascade), a check that at most one of education_parent_id / education_id is set,
 * `and education_id is null` in the two partial unique indexes below, and a third one on
 * (education_id, term) where education_id is not null.
 */
export const customTranslations = pgTable(
  'custom_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    educationParentId: integer('education_parent_id').references(() => educationParents.id, {
      onDelete: 'cascade',
    }),
    educationId: integer('education_id').references(() => educations.id, {
      onDelete: 'cascade',
    }),
    term: text('term').$type<TNamingTerm>().notNull(),
    singular: text('singular').notNull(),
    plural: text('plural').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_translations_location_term_unique')
      .on(t.locationId, t.term)
      .where(sql`${t.educationParentId} is null and ${t.educationId} is null`),
    uniqueIndex('custom_translations_education_parent_term_unique')
      .on(t.educationParentId, t.term)
      .where(sql`${t.educationParentId} is not null`),
    uniqueIndex('custom_translations_education_term_unique')
      .on(t.educationId, t.term)
      .where(sql`${t.educationId} is not null`),
    check(
      'custom_translations_one_level_check',
      sql`${t.educationParentId} is null or ${t.educationId} is null`,
    ),
    index('custom_translations_location_id_idx').on(t.locationId),
    check('custom_translations_term_check', sql`${t.term} in (${termList})`),
    check(
      'custom_translations_names_check',
      sql`length(trim(${t.singular})) > 0 and length(trim(${t.plural})) > 0`,
    ),
  ],
);

export type CustomTranslationRow = typeof customTranslations.$inferSelect;
