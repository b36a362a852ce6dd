import { and, count, eq } from 'drizzle-orm';
import type { TPlannedElective } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { plannedClusters, plannedElectives } from '../../db/schema';
import { notFound } from '../errors';
import { plannedElectiveAnswer } from './load-year-plan';

/*
 * Reading elective slots: shared by placing, changing and removing a slot (place-elective.ts,
 * update-elective.ts, remove-elective.ts) and adding a choice to it (add-choice.ts).
 */

/** What placing and changing a slot take: its weeks and its number of places. */
export type SlotInput = { start_week: number; end_week: number; places: number };

/** A slot of this education; 404 otherwise. */
export async function requireSlot(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(plannedElectives)
    .where(and(eq(plannedElectives.id, id), eq(plannedElectives.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.plannedElective');
  return row;
}

/** The number of choices (planned clusters) a slot holds. */
export const choiceCount = async (tx: DbOrTx, slotId: number) =>
  (
    await tx
      .select({ value: count() })
      .from(plannedClusters)
      .where(eq(plannedClusters.plannedElectiveId, slotId))
  )[0]!.value;

/** The answer of one slot. */
export async function plannedElectiveOf(tx: DbOrTx, id: number): Promise<TPlannedElective> {
  const [row] = await tx
    .select(plannedElectiveAnswer)
    .from(plannedElectives)
    .where(eq(plannedElectives.id, id));
  return row!;
}
