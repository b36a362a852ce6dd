import { and, count, eq } from 'drizzle-orm';
import { PLAN_MESSAGES, type TPlannedCluster, type TPlannedElective } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  electiveClusters,
  electiveSubjects,
  plannedClusters,
  plannedElectives,
  specialBlocks,
} from '../../db/schema';
import { invalidField, notFound, uniqueOrInvalid } from '../errors';
import { followClusterRanges } from './follow';
import { plannedElectiveAnswer, requirePlanYear } from './load-year-plan';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { checkInYear, checkNoOverlap, rangeOf, requireBodyYear } from './plan-checks';
import { insertPlannedCluster, plannedClusterOf, requireDesignCluster } from './planned-clusters';

/*
 * Elective slots on the timeline (docs/plan.md "Rules", SPEC §5): an elective subject placed on a
 * week range with a number of places; its choices are planned clusters that share its weeks.
 * Special blocks cannot lie inside a slot, a slot cannot be placed over a block, and a choice is
 * refused when no place is left.
 */

const M = PLAN_MESSAGES;

type SlotInput = { start_week: number; end_week: number; places: number };

async function requireSlot(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(plannedElectives)
    .where(and(eq(plannedElectives.id, id), eq(plannedElectives.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.plannedElective');
  return row;
}

const choiceCount = async (tx: DbOrTx, slotId: number) =>
  (
    await tx
      .select({ value: count() })
      .from(plannedClusters)
      .where(eq(plannedClusters.plannedElectiveId, slotId))
  )[0]!.value;

async function answerOf(tx: DbOrTx, id: number): Promise<TPlannedElective> {
  const [row] = await tx
    .select(plannedElectiveAnswer)
    .from(plannedElectives)
    .where(eq(plannedElectives.id, id));
  return row!;
}

export async function placeElective(
  options: EducationChange & {
    input: SlotInput & { education_year_id: number; elective_subject_id: number };
  },
): Promise<TPlannedElective> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const year = await requireBodyYear(tx, education.id, input.education_year_id);
    const [elective] = await tx
      .select({ id: electiveSubjects.id })
      .from(electiveSubjects)
      .where(
        and(
          eq(electiveSubjects.id, input.elective_subject_id),
          eq(electiveSubjects.educationId, education.id),
        ),
      )
      .limit(1);
    if (!elective) throw invalidField('elective_subject_id', M.linkMissing);
    checkInYear(input, year);
    await checkNoOverlap(tx, specialBlocks, year.id, input, M.electiveOverBlock);
    const [taken] = await tx
      .select({ id: plannedElectives.id })
      .from(plannedElectives)
      .where(
        and(
          eq(plannedElectives.educationYearId, year.id),
          eq(plannedElectives.electiveSubjectId, elective.id),
        ),
      )
      .limit(1);
    if (taken) throw invalidField('elective_subject_id', M.electivePlanned);
    const [row] = await uniqueOrInvalid(
      () =>
        tx
          .insert(plannedElectives)
          .values({
            educationId: education.id,
            educationYearId: year.id,
            electiveSubjectId: elective.id,
            startWeek: input.start_week,
            endWeek: input.end_week,
            places: input.places,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: plannedElectives.id }),
      {
        field: 'elective_subject_id',
        key: M.electivePlanned,
        constraint: 'planned_electives_year_elective_unique',
      },
    );
    return answerOf(tx, row!.id);
  });
}

/** Moves or resizes a slot (its choices and their items follow) or changes its places. */
export async function updateElective(
  options: EducationChange & { id: number; input: SlotInput },
): Promise<TPlannedElective> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const slot = await requireSlot(tx, education.id, options.id);
    const year = await requirePlanYear(tx, education.id, slot.educationYearId);
    checkInYear(input, year);
    await checkNoOverlap(tx, specialBlocks, year.id, input, M.electiveOverBlock);
    if (input.places < (await choiceCount(tx, slot.id))) {
      throw invalidField('places', M.noPlaceLeft);
    }
    const from = rangeOf(slot);
    const to = { start_week: input.start_week, end_week: input.end_week };
    await tx
      .update(plannedElectives)
      .set({ startWeek: to.start_week, endWeek: to.end_week, places: input.places, updatedAt: now })
      .where(eq(plannedElectives.id, slot.id));
    const choices = await tx
      .update(plannedClusters)
      .set({ startWeek: to.start_week, endWeek: to.end_week, updatedAt: now })
      .where(eq(plannedClusters.plannedElectiveId, slot.id))
      .returning({ id: plannedClusters.id });
    await followClusterRanges(
      tx,
      choices.map((choice) => ({ plannedClusterId: choice.id, from, to })),
    );
    return answerOf(tx, slot.id);
  });
}

/** Removes a slot with its choices (and their items). */
export async function removeElective(options: EducationChange & { id: number }): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const slot = await requireSlot(tx, education.id, options.id);
    await tx.delete(plannedElectives).where(eq(plannedElectives.id, slot.id));
  });
}

/** Adds one of the elective's design clusters as a choice, when a place is left. */
export async function addChoice(
  options: EducationChange & { id: number; clusterId: number },
): Promise<TPlannedCluster> {
  return changePlan(options, async (tx, education) => {
    const slot = await requireSlot(tx, education.id, options.id);
    const cluster = await requireDesignCluster(tx, education.id, options.clusterId);
    const [member] = await tx
      .select({ clusterId: electiveClusters.clusterId })
      .from(electiveClusters)
      .where(
        and(
          eq(electiveClusters.electiveSubjectId, slot.electiveSubjectId),
          eq(electiveClusters.clusterId, cluster.id),
        ),
      )
      .limit(1);
    if (!member) throw invalidField('cluster_id', M.notInElective);
    // The slot row is not locked itself, but the education row is (changeEducation), so two
    // choices cannot both take the last place.
    if ((await choiceCount(tx, slot.id)) >= slot.places) {
      throw invalidField('cluster_id', M.noPlaceLeft);
    }
    const year = await requirePlanYear(tx, education.id, slot.educationYearId);
    const id = await insertPlannedCluster(tx, {
      educationId: education.id,
      year,
      clusterId: cluster.id,
      range: rangeOf(slot),
      plannedElectiveId: slot.id,
      now: options.now,
    });
    return plannedClusterOf(tx, id);
  });
}
