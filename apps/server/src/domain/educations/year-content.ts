import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { fitWeekRange, freePart, rangesOverlap } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationYears, plannedClusters, plannedElectives, specialBlocks } from '../../db/schema';
import { PLAN_TABLES } from '../education-tables/plan-tables';
import type { ExternalMap } from '../education-tables/owned-tables';
import { matchDesign } from '../plan/design-match';
import { followClusterRanges, type RangeChange } from '../plan/follow';

/*
 * What an education year holds, for the structure rules (docs/educations.md "Structure"): fit it
 * into fewer weeks, ask whether it is empty, copy it into another year. That is special blocks
 * and the plan (docs/plan.md): elective slots, planned clusters and their items. Each works per
 * table in a fixed number of statements, whatever the number of items.
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

/** Sets new week ranges on rows of `table`: one statement per batch. */
async function setRanges(
  tx: DbOrTx,
  table: typeof specialBlocks | typeof plannedElectives | typeof plannedClusters,
  rows: { id: number; startWeek: number; endWeek: number }[],
) {
  for (const batch of chunks(rows)) {
    const values = batch.map(
      (row) => sql`(${row.id}::int, ${row.startWeek}::int, ${row.endWeek}::int)`,
    );
    await tx.execute(sql`
      update ${table} set start_week = moved.start_week, end_week = moved.end_week
      from (values ${sql.join(values, sql`, `)}) as moved(id, start_week, end_week)
      where ${table.id} = moved.id`);
  }
}

/** Moves the rows of `table` in the year that end beyond `weekCount` as fitWeekRange says. */
async function fitRanges(
  tx: DbOrTx,
  table: typeof specialBlocks | typeof plannedElectives | typeof plannedClusters,
  yearId: number,
  weekCount: number,
  extra?: SQL,
) {
  const beyond = await tx
    .select({ id: table.id, startWeek: table.startWeek, endWeek: table.endWeek })
    .from(table)
    .where(and(eq(table.educationYearId, yearId), gt(table.endWeek, weekCount), extra));
  await setRanges(
    tx,
    table,
    beyond.map((row) => ({ id: row.id, ...fit(row, weekCount) })),
  );
  return beyond.map((row) => ({
    id: row.id,
    from: { start_week: row.startWeek, end_week: row.endWeek },
    to: fitWeekRange({ start_week: row.startWeek, end_week: row.endWeek }, weekCount),
  }));
}

/**
 * Special blocks cannot be in an elective (docs/plan.md "Rules"): a special block that fitting put
 * over an elective slot keeps only its longest part outside every slot, or goes when none is left
 * (shortening may lose planning data). Two selects; the changes set-based.
 */
async function clearBlocksOffSlots(tx: DbOrTx, yearId: number) {
  const ofYear = (table: typeof specialBlocks | typeof plannedElectives) =>
    tx
      .select({ id: table.id, startWeek: table.startWeek, endWeek: table.endWeek })
      .from(table)
      .where(eq(table.educationYearId, yearId));
  const slots = (await ofYear(plannedElectives)).map((slot) => ({
    start_week: slot.startWeek,
    end_week: slot.endWeek,
  }));
  if (slots.length === 0) return;
  const trimmed: { id: number; startWeek: number; endWeek: number }[] = [];
  const dropped: number[] = [];
  for (const block of await ofYear(specialBlocks)) {
    const range = { start_week: block.startWeek, end_week: block.endWeek };
    if (!slots.some((slot) => rangesOverlap(range, slot))) continue;
    const free = freePart(range, slots);
    if (free) trimmed.push({ id: block.id, startWeek: free.start_week, endWeek: free.end_week });
    else dropped.push(block.id);
  }
  await setRanges(tx, specialBlocks, trimmed);
  if (dropped.length > 0) await tx.delete(specialBlocks).where(inArray(specialBlocks.id, dropped));
}

/**
 * Items beyond a shorter year move to its nearest weeks (docs/plan.md): after the year shrank to
 * `weekCount` weeks, every special block, elective slot and planned cluster ending beyond it is
 * moved as fitWeekRange says; the choices of a moved slot get its weeks, and the tests, check
 * moments and activities of every moved planned cluster follow it (docs/plan.md). A special block
 * that ends up over a slot is cut back to the weeks beside it (clearBlocksOffSlots).
 */
export async function fitYearContent(tx: DbOrTx, yearId: number, weekCount: number) {
  await fitRanges(tx, specialBlocks, yearId, weekCount);
  const slots = await fitRanges(tx, plannedElectives, yearId, weekCount);
  // Always: a copied year's blocks were fitted before its slots came (copyYearContent).
  await clearBlocksOffSlots(tx, yearId);
  const changes: RangeChange[] = [];
  // The choices of the moved slots get their slot's weeks: one statement per batch of slots.
  for (const batch of chunks(slots)) {
    const weeks = (pick: (slot: (typeof slots)[number]) => number) =>
      sql`case ${plannedClusters.plannedElectiveId} ${sql.join(
        batch.map((slot) => sql`when ${slot.id}::int then ${pick(slot)}::int`),
        sql` `,
      )} end`;
    const choices = await tx
      .update(plannedClusters)
      .set({
        startWeek: weeks((slot) => slot.to.start_week),
        endWeek: weeks((slot) => slot.to.end_week),
      })
      .where(
        inArray(
          plannedClusters.plannedElectiveId,
          batch.map((slot) => slot.id),
        ),
      )
      .returning({ id: plannedClusters.id, slotId: plannedClusters.plannedElectiveId });
    const slotOf = new Map(batch.map((slot) => [slot.id, slot]));
    for (const choice of choices) {
      const slot = slotOf.get(choice.slotId ?? 0);
      if (slot) changes.push({ plannedClusterId: choice.id, from: slot.from, to: slot.to });
    }
  }
  // Choices moved with their slot above; the rest on their own.
  const own = await fitRanges(
    tx,
    plannedClusters,
    yearId,
    weekCount,
    isNull(plannedClusters.plannedElectiveId),
  );
  for (const row of own) changes.push({ plannedClusterId: row.id, from: row.from, to: row.to });
  await followClusterRanges(tx, changes);
}

/**
 * Whether the years matching `where` hold content: special blocks, elective slots or planned
 * clusters. One statement for any number of years; the one rule behind refusing a copy into a
 * year that is not empty and the copy dialog offering only empty years.
 */
export async function yearContentStates(
  tx: DbOrTx,
  where: SQL,
): Promise<{ id: number; has_content: boolean }[]> {
  // The year's id written out with its table: inside the subqueries a bare "id" would be theirs.
  const yearId = sql`${educationYears}.${sql.identifier('id')}`;
  const holds = [specialBlocks, plannedElectives, plannedClusters].map(
    (table) => sql`exists (select 1 from ${table} where ${table.educationYearId} = ${yearId})`,
  );
  return tx
    .select({
      id: educationYears.id,
      has_content: sql<boolean>`(${sql.join(holds, sql` or `)})`,
    })
    .from(educationYears)
    .where(where)
    .orderBy(asc(educationYears.position));
}

/** Whether the year holds nothing (copying a year is only allowed into an empty one). */
export async function isYearEmpty(tx: DbOrTx, yearId: number): Promise<boolean> {
  const [year] = await yearContentStates(tx, eq(educationYears.id, yearId));
  return !year?.has_content;
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
        kind: block.kind,
        ...fit(block, toWeekCount),
      })),
    );
  }
}

/** What a copied year's plan holds (the copy-year answer). */
export type CopiedPlan = { planned_clusters: number; not_in_design: number };

/**
 * Copies the plan of one year into another, empty year (copy-year): every planned cluster,
 * elective slot and their items get new ids; then everything is fitted into the target's
 * `toWeekCount` weeks (fitYearContent). Within one education they keep their design items; into
 * another they get that education's counterparts (plan/design-match.ts), and what has none is
 * left out with what refers to it. One select and batched inserts per plan table
 * (PLAN_TABLES.copy, partial: only the rows of that year whose design items have a counterpart).
 */
export async function copyYearPlan(
  tx: DbOrTx,
  options: {
    fromEducationId: number;
    toEducationId: number;
    fromYearId: number;
    toYearId: number;
    toWeekCount: number;
    now: Date;
  },
): Promise<CopiedPlan> {
  const { fromEducationId, toEducationId } = options;
  const design =
    fromEducationId === toEducationId
      ? new Map<string, ExternalMap>([
          ['clusters', 'same'],
          ['elective_subjects', 'same'],
          ['learning_goals', 'same'],
        ])
      : await matchDesign(tx, fromEducationId, toEducationId);
  const maps = await PLAN_TABLES.copy(
    tx,
    fromEducationId,
    toEducationId,
    options.now,
    new Map<string, ExternalMap>([
      ['education_years', new Map([[options.fromYearId, options.toYearId]])],
      ...design,
    ]),
    { partial: true },
  );
  await fitYearContent(tx, options.toYearId, options.toWeekCount);
  const [source] = await tx
    .select({ n: count() })
    .from(plannedClusters)
    .where(eq(plannedClusters.educationYearId, options.fromYearId));
  const copied = maps.get('planned_clusters')?.size ?? 0;
  return { planned_clusters: copied, not_in_design: (source?.n ?? 0) - copied };
}
