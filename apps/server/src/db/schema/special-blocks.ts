import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SPECIAL_BLOCK_KINDS } from '@cp/contracts';
import { educationYears } from './educations';
import { sqlList as list } from './sql-list';

/**
 * A special block of an education year (holiday, project week, exam week; docs/plan.md "Model"): a
 * name and a week range within the year. The plan issue adds its screen; the structure rules
 * (moving items into a shorter year) and backups cover it already.
 */
export const specialBlocks = pgTable(
  'special_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    educationYearId: integer('education_year_id')
      .notNull()
      .references(() => educationYears.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A test week holds the tests in its weeks; a holiday no teaching (docs/test-plan.md). */
    kind: text('kind').notNull().default('other'),
    startWeek: integer('start_week').notNull(),
    endWeek: integer('end_week').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('special_blocks_education_year_id_idx').on(t.educationYearId),
    check(
      'special_blocks_weeks_check',
      sql`${t.startWeek} >= 1 and ${t.endWeek} >= ${t.startWeek}`,
    ),
    check('special_blocks_kind_check', sql`${t.kind} in (${list(SPECIAL_BLOCK_KINDS)})`),
  ],
);

export type SpecialBlockRow = typeof specialBlocks.$inferSelect;
