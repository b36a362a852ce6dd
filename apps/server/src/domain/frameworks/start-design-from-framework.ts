import { eq } from 'drizzle-orm';
import {
  DESIGN_LIMITS,
  type TStartFromFrameworkInput,
  type TStartFromFrameworkResult,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  competences,
  learningGoalFrameworkItems,
  learningGoals,
  learningOutcomes,
} from '../../db/schema';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { invalidField } from '../errors';
import { getFramework } from './get-framework';
import { planDesignFromFramework, type TPlannedItem } from './plan-design-from-framework';

/*
 * Fills an education's design from a framework (docs/frameworks.md "Starting a design"): the
 * planned competences after the ones there are (the next free numbers), their outcomes and goals
 * numbered under them ("4", "4.1", "4.1.1"), each remembering its framework item, and each goal
 * linked to its item. One change of the education (designing, by a designer), four inserts.
 */

/** The next free whole numbers after the competence indexes in use. */
async function freeCompetenceNumbers(tx: DbOrTx, educationId: number) {
  const used = await tx
    .select({ index: competences.index, position: competences.position })
    .from(competences)
    .where(eq(competences.educationId, educationId));
  const taken = new Set(used.map((row) => row.index));
  let next = used
    .filter((row) => /^\d+$/.test(row.index))
    .reduce((max, row) => Math.max(max, Number(row.index)), 0);
  const lastPosition = used.reduce((max, row) => Math.max(max, row.position), 0);
  return {
    lastPosition,
    take: () => {
      do next += 1;
      while (taken.has(String(next)));
      return String(next);
    },
  };
}

type TNumbered = TPlannedItem & { index: string; position: number };

/** Index and place of every planned item; children numbered under their parent. */
function numbered(
  planned: TPlannedItem[],
  takeCompetence: () => string,
  lastPosition: number,
): TNumbered[] {
  const result: TNumbered[] = [];
  const children = new Map<number, number>();
  let competencesMade = 0;
  for (const item of planned) {
    if (item.parentKey === null) {
      competencesMade += 1;
      result.push({ ...item, index: takeCompetence(), position: lastPosition + competencesMade });
      continue;
    }
    const place = (children.get(item.parentKey) ?? 0) + 1;
    children.set(item.parentKey, place);
    result.push({ ...item, index: `${result[item.parentKey]!.index}.${place}`, position: place });
  }
  return result;
}

const described = (item: TNumbered, educationId: number) => ({
  educationId,
  position: item.position,
  index: item.index,
  title: item.title,
  details: item.details.slice(0, DESIGN_LIMITS.detailsMaxLength),
  level: null,
  sourceFrameworkItemId: item.sourceItemId,
});

async function write(tx: DbOrTx, educationId: number, items: TNumbered[]) {
  const ids = new Map<number, number>();
  const level = (target: TNumbered['target']) => items.filter((item) => item.target === target);
  const keep = (rows: { id: number; index: string }[], made: TNumbered[]) => {
    const byIndex = new Map(rows.map((row) => [row.index, row.id]));
    for (const item of made) ids.set(item.key, byIndex.get(item.index)!);
  };
  const made = level('competence');
  if (made.length > 0) {
    keep(
      await tx
        .insert(competences)
        .values(made.map((item) => described(item, educationId)))
        .returning({ id: competences.id, index: competences.index }),
      made,
    );
  }
  const outcomes = level('learning_outcome');
  if (outcomes.length > 0) {
    keep(
      await tx
        .insert(learningOutcomes)
        .values(
          outcomes.map((item) => ({
            ...described(item, educationId),
            competenceId: ids.get(item.parentKey!)!,
            learningClusterId: null,
          })),
        )
        .returning({ id: learningOutcomes.id, index: learningOutcomes.index }),
      outcomes,
    );
  }
  const goals = level('learning_goal');
  if (goals.length > 0) {
    const made = await tx
      .insert(learningGoals)
      .values(
        goals.map((item) => ({
          ...described(item, educationId),
          learningOutcomeId: ids.get(item.parentKey!)!,
        })),
      )
      .returning({ id: learningGoals.id, source: learningGoals.sourceFrameworkItemId });
    // A goal made from an item covers it (docs/frameworks.md "Starting a design"): the coverage
    // starts where the design does, not at zero.
    const links = made.flatMap((goal) =>
      goal.source === null ? [] : [{ learningGoalId: goal.id, frameworkItemId: goal.source }],
    );
    if (links.length > 0) await tx.insert(learningGoalFrameworkItems).values(links);
  }
  return {
    competences: made.length,
    learning_outcomes: outcomes.length,
    learning_goals: goals.length,
  };
}

export async function startDesignFromFramework(
  options: EducationChange & { input: TStartFromFrameworkInput },
): Promise<TStartFromFrameworkResult> {
  const { input } = options;
  return changeEducation(options, async (tx, education) => {
    const { framework, items } = await getFramework(
      tx,
      options.scope.locationId,
      input.framework_id,
    );
    const planned = planDesignFromFramework(framework, items, input);
    if (planned.length === 0) throw invalidField('item_ids', 'frameworks.nothingToStart');
    if (planned.length > DESIGN_LIMITS.maxItemsPerList)
      throw invalidField('item_ids', 'frameworks.tooManyToStart');
    const { take, lastPosition } = await freeCompetenceNumbers(tx, education.id);
    // changeEducation holds the education's lock: no other change numbers competences meanwhile.
    return write(tx, education.id, numbered(planned, take, lastPosition));
  });
}
