import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clusters,
  competences,
  electiveSubjects,
  learningGoals,
  learningOutcomes,
} from '../../db/schema';
import type { ExternalMap, IdMap } from '../education-tables/owned-tables';

/*
 * Which design items of one education stand for which of another, so a year's plan can be copied
 * into an education with its own design (docs/plan.md "Copy a year"): a cluster is the cluster
 * with the same index (unique per education); a learning goal the goal with the same indexes of
 * competence, learning outcome and goal (each unique under its parent); an elective subject the
 * one with the same title (ignoring case and outer spaces), when that title is unique on both
 * sides. What has no counterpart is left out of the copy, with what refers to it.
 */

type Keyed = { id: number; educationId: number; key: string };

/** Source id -> target id for the rows whose key occurs exactly once on each side. */
function matchByKey(rows: Keyed[], fromEducationId: number, toEducationId: number): IdMap {
  const sides = new Map<number, Map<string, number | null>>([
    [fromEducationId, new Map()],
    [toEducationId, new Map()],
  ]);
  for (const row of rows) {
    const side = sides.get(row.educationId);
    // A key seen twice on one side is ambiguous: null, never matched.
    if (side) side.set(row.key, side.has(row.key) ? null : row.id);
  }
  const targets = sides.get(toEducationId)!;
  const map = new Map<number, number>();
  for (const [key, id] of sides.get(fromEducationId)!) {
    const target = targets.get(key);
    if (id !== null && target !== undefined && target !== null) map.set(id, target);
  }
  return map;
}

/** The id maps of the design tables the plan refers to, from one education to another. */
export async function matchDesign(
  tx: DbOrTx,
  fromEducationId: number,
  toEducationId: number,
): Promise<Map<string, ExternalMap>> {
  const both = [fromEducationId, toEducationId];
  const clusterRows = await tx
    .select({ id: clusters.id, educationId: clusters.educationId, key: clusters.index })
    .from(clusters)
    .where(inArray(clusters.educationId, both));
  const electiveRows = await tx
    .select({
      id: electiveSubjects.id,
      educationId: electiveSubjects.educationId,
      title: electiveSubjects.title,
    })
    .from(electiveSubjects)
    .where(inArray(electiveSubjects.educationId, both));
  const goalRows = await tx
    .select({
      id: learningGoals.id,
      educationId: learningGoals.educationId,
      competence: competences.index,
      outcome: learningOutcomes.index,
      goal: learningGoals.index,
    })
    .from(learningGoals)
    .innerJoin(learningOutcomes, eq(learningOutcomes.id, learningGoals.learningOutcomeId))
    .innerJoin(competences, eq(competences.id, learningOutcomes.competenceId))
    .where(inArray(learningGoals.educationId, both));
  return new Map<string, ExternalMap>([
    ['clusters', matchByKey(clusterRows, fromEducationId, toEducationId)],
    [
      'elective_subjects',
      matchByKey(
        electiveRows.map((row) => ({ ...row, key: row.title.trim().toLowerCase() })),
        fromEducationId,
        toEducationId,
      ),
    ],
    [
      'learning_goals',
      matchByKey(
        goalRows.map((row) => ({ ...row, key: `${row.competence}/${row.outcome}/${row.goal}` })),
        fromEducationId,
        toEducationId,
      ),
    ],
  ]);
}
