import { and, eq } from 'drizzle-orm';
import type { TSpecialBlock, TSpecialBlockKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationYears, specialBlocks } from '../../db/schema';
import { notFound } from '../errors';
import { specialBlockAnswer } from './load-year-plan';

/*
 * Reading special blocks: shared by creating, changing and removing one
 * (create-special-block.ts, update-special-block.ts, remove-special-block.ts).
 */

/** What creating and changing a block take: a name, its kind and a week range. */
export type BlockInput = {
  name: string;
  kind: TSpecialBlockKind;
  start_week: number;
  end_week: number;
};

/** A block of this education (through its year); 404 otherwise. */
export async function requireBlock(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select({ id: specialBlocks.id, educationYearId: specialBlocks.educationYearId })
    .from(specialBlocks)
    .innerJoin(educationYears, eq(educationYears.id, specialBlocks.educationYearId))
    .where(and(eq(specialBlocks.id, id), eq(educationYears.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.specialBlock');
  return row;
}

/** The answer of one block. */
export async function specialBlockOf(tx: DbOrTx, id: number): Promise<TSpecialBlock> {
  const [row] = await tx
    .select(specialBlockAnswer)
    .from(specialBlocks)
    .where(eq(specialBlocks.id, id));
  // kind is a text column held to the kinds by its check constraint.
  return row as TSpecialBlock;
}
