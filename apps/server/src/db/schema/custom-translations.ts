import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, NAMING_TERM_KEYS, type TLanguage, type TNamingTerm } from '@cp/contracts';
import { educationParents } from './education-parents';
import { educations } from './educations';
import { locations } from './locations';
import { sqlList } from './sql-list';

const termList = sql.raw(NAMING_TERM_KEYS.map((term) => `'${term}'`).join(', '));

/**
 * A school's own name for a term in one interface language: one singular/plural pair per term,
 * level and language (the Dutch one required by the API, the English one optional;
 * docs/organisation.md). A row belongs to a level: the location (both ids null), an education
 * parent of that location or an education of it (at most one of the two ids set). location_id is
 * always set, so one index finds every override of a location and removing a location removes them.
 * One partial unique index per level holds one row per term and language there.
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
    // No default: every writer says which language it writes (migration 0012 made the rows of
    // before Dutch, the language the schools typed them in).
    language: text('language').$type<TLanguage>().notNull(),
    singular: text('singular').notNull(),
    plural: text('plural').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_translations_location_term_unique')
      .on(t.locationId, t.term, t.language)
      .where(sql`${t.educationParentId} is null and ${t.educationId} is null`),
    uniqueIndex('custom_translations_education_parent_term_unique')
      .on(t.educationParentId, t.term, t.language)
      .where(sql`${t.educationParentId} is not null`),
    uniqueIndex('custom_translations_education_term_unique')
      .on(t.educationId, t.term, t.language)
      .where(sql`${t.educationId} is not null`),
    check(
      'custom_translations_one_level_check',
      sql`${t.educationParentId} is null or ${t.educationId} is null`,
    ),
    index('custom_translations_location_id_idx').on(t.locationId),
    check('custom_translations_term_check', sql`${t.term} in (${termList})`),
    check('custom_translations_language_check', sql`${t.language} in (${sqlList(LANGUAGES)})`),
    check(
      'custom_translations_names_check',
      sql`length(trim(${t.singular})) > 0 and length(trim(${t.plural})) > 0`,
    ),
  ],
);

export type CustomTranslationRow = typeof customTranslations.$inferSelect;
