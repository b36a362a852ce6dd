import { and, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TSpecialBlock } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationYears, plannedElectives, specialBlocks } from '../../db/schema';
import { notFound } from '../errors';
import { specialBlockAnswer, requirePlanYear } from './load-year-plan';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { checkInYear, checkNoOverlap } from './plan-checks';

/*
 * Special blocks of a year (holidays, project weeks, exam weeks): a name and a week range within
 * the year, never inside an elective slot (SPEC §5 "special blocks cannot be added to an
 * elective").
 */

const M = PLAN_MESSAGES;

type BlockInput = { name: string; start_week: number; end_week: number };

/** A block of this education (through its year); 404 otherwise. */
async function requireBlock(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select({ id: specialBlocks.id, educationYearId: specialBlocks.educationYearId })
    .from(specialBlocks)
    .innerJoin(educationYears, eq(educationYears.id, specialBlocks.educationYearId))
    .where(and(eq(specialBlocks.id, id), eq(educationYears.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.specialBlock');
  return row;
}

async function answerOf(tx: DbOrTx, id: number): Promise<TSpecialBlock> {
  const [row] = await tx
    .select(specialBlockAnswer)
    .from(specialBlocks)
    .where(eq(specialBlocks.id, id));
  return row!;
}

export async function createSpecialBlock(
  options: EducationChange & { yearId: number; input: BlockInput },
): Promise<TSpecialBlock> {
  const { input } = options;
  return changePlan(options, async (tx, education) => {
    const year = await requirePlanYear(tx, education.id, options.yearId);
    checkInYear(input, year);
    await checkNoOverlap(tx, plannedElectives, year.id, input, M.blockInElective);
    const [row] = await tx
      .insert(specialBlocks)
      .values({
        educationYearId: year.id,
        name: input.name,
        startWeek: input.start_week,
        endWeek: input.end_week,
        createdAt: options.now,
      })
      .returning({ id: specialBlocks.id });
    return answerOf(tx, row!.id);
  });
}

export async function updateSpecialBlock(
  options: EducationChange & { id: number; input: BlockInput },
): Promise<TSpecialBlock> {
  const { input } = options;
  return changePlan(options, async (tx, education) => {
    const block = await requireBlock(tx, education.id, options.id);
    const year = await requirePlanYear(tx, education.id, block.educationYearId);
    checkInYear(input, year);
    await checkNoOverlap(tx, plannedElectives, year.id, input, M.blockInElective);
    await tx
      .update(specialBlocks)
      .set({ name: input.name, startWeek: input.start_week, endWeek: input.end_week })
      .where(eq(specialBlocks.id, block.id));
    return answerOf(tx, block.id);
  });
}

export async function removeSpecialBlock(options: EducationChange & { id: number }): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const block = await requireBlock(tx, education.id, options.id);
    await tx.delete(specialBlocks).where(eq(specialBlocks.id, block.id));
  });
}
