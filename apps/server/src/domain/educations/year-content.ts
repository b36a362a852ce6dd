import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { fitWeekRange } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { specialBlocks } from '../../db/schema';

/*
 * What an education year holds, for the structure rules (docs/educations.md "Structure"): fit it
 * into fewer weeks, ask whether it is empty, copy it into another year. Today that is special
 * blocks; the plan issue adds its week-ranged tables (clusters, tests, activities) to each of the
 * three functions below. Each works per table in a fixed number of statements, whatever the
 * number of items.
 */

/** Rows per batched statement: far below PostgreSQL's 65535 bind parameters. */
const BATCH = 1000;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) result.push(items.slice(i, i + BATCH));
  return result;
}

const fit = (row: { startWeek: number; endWeek: number }, weekCount: number) => {
  const range = fitWeekRange({ start_week: row.startWeek, end_week: row.endWeek }, weekCount);
  return { startWeek: range.start_week, endWeek: range.end_week };
};

/**
 * SPEC §4 "changing the range moves items beyond it to the nearest week": after the year shrank
 * to `weekCount` weeks, every item ending beyond it is moved as fitWeekRange says.
 */
export async function fitYearContent(tx: DbOrTx, yearId: number, weekCount: number) {
  const beyond = await tx
    .select({
      id: specialBlocks.id,
      startWeek: specialBlocks.startWeek,
      endWeek: specialBlocks.endWeek,
    })
    .from(specialBlocks)
    .where(and(eq(specialBlocks.educationYearId, yearId), gt(specialBlocks.endWeek, weekCount)));
  for (const batch of chunks(beyond)) {
    const values = batch.map((row) => {
      const moved = fit(row, weekCount);
      return sql`(${row.id}::int, ${moved.startWeek}::int, ${moved.endWeek}::int)`;
    });
    await tx.execute(sql`
      update ${specialBlocks} set start_week = moved.start_week, end_week = moved.end_week
      from (values ${sql.join(values, sql`, `)}) as moved(id, start_week, end_week)
      where ${specialBlocks.id} = moved.id`);
  }
}

/** Whether the year holds nothing (copying a year is only allowed into an empty one). */
export async function isYearEmpty(tx: DbOrTx, yearId: number): Promise<boolean> {
  const [block] = await tx
    .select({ id: specialBlocks.id })
    .from(specialBlocks)
    .where(eq(specialBlocks.educationYearId, yearId))
    .limit(1);
  return block === undefined;
}

/**
 * Copies the content of one year into another (copy-year, duplicate), each item fitted into the
 * target's `toWeekCount` weeks. The caller has made sure the target is empty or new.
 */
export async function copyYearContent(
  tx: DbOrTx,
  fromYearId: number,
  toYearId: number,
  toWeekCount: number,
): Promise<void> {
  const blocks = await tx
    .select()
    .from(specialBlocks)
    .where(eq(specialBlocks.educationYearId, fromYearId))
    .orderBy(asc(specialBlocks.id));
  for (const batch of chunks(blocks)) {
    await tx.insert(specialBlocks).values(
      batch.map((block) => ({
        educationYearId: toYearId,
        name: block.name,
        ...fit(block, toWeekCount),
      })),
    );
  }
}
