import { and, eq, isNull } from 'drizzle-orm';
import {
  frameworkCodeFinder,
  type TLinkByCodeInput,
  type TMessageKey,
  type TMessageParams,
} from '@cp/contracts';
import {
  frameworkItems,
  frameworks,
  learningGoalFrameworkItems,
  learningGoals,
} from '../../db/schema';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { DomainError, notFound } from '../errors';
import { usableBy } from './framework-answer';

const lineProblem = (key: TMessageKey, params: TMessageParams) => ({ key, params });
type Problem = ReturnType<typeof lineProblem>;

/**
 * POST .../framework-links/by-code (docs/frameworks.md "Linking"): per line a goal by its index
 * and codes of one framework's published items; the links are added to those there are. All
 * lines or none: any line whose goal or code is not found is named in one 422, nothing changes.
 */
export async function linkGoalsByCode(
  options: EducationChange & { input: TLinkByCodeInput },
): Promise<{ goals: number; added: number }> {
  const { input, scope } = options;
  return changeEducation(options, async (tx, education) => {
    const [framework] = await tx
      .select({ id: frameworks.id })
      .from(frameworks)
      .where(and(eq(frameworks.id, input.framework_id), usableBy(scope.locationId)));
    if (!framework) throw notFound('notFound.framework');
    const [goals, items] = await Promise.all([
      tx
        .select({ id: learningGoals.id, index: learningGoals.index })
        .from(learningGoals)
        .where(eq(learningGoals.educationId, education.id)),
      tx
        .select({ id: frameworkItems.id, code: frameworkItems.code })
        .from(frameworkItems)
        .where(
          and(eq(frameworkItems.frameworkId, framework.id), isNull(frameworkItems.withdrawnIn)),
        ),
    ]);
    const goalsByIndex = new Map<string, number[]>();
    for (const goal of goals) {
      goalsByIndex.set(goal.index, [...(goalsByIndex.get(goal.index) ?? []), goal.id]);
    }
    const itemOf = frameworkCodeFinder(items);
    const problems: Problem[] = [];
    const pairs = new Map<string, [number, number]>();
    input.lines.forEach((line, at) => {
      const number = at + 1;
      const found = goalsByIndex.get(line.goal) ?? [];
      if (found.length !== 1) {
        const key = found.length
          ? 'frameworkLinks.lineGoalAmbiguous'
          : 'frameworkLinks.lineGoalUnknown';
        problems.push(lineProblem(key, { line: number, goal: line.goal }));
        return;
      }
      const goal = found[0]!;
      for (const code of line.codes) {
        const item = itemOf(code);
        if (item === undefined) {
          problems.push(lineProblem('frameworkLinks.lineCodeUnknown', { line: number, code }));
        } else {
          pairs.set(`${goal}:${item}`, [goal, item]);
        }
      }
    });
    // The first problem, with its line: the screen checks every line itself before it sends
    // (it holds the design and the framework), so this is the last guard, not the list.
    const [first] = problems;
    if (first) throw new DomainError('invalid', first.key, { params: first.params });
    const added = await tx
      .insert(learningGoalFrameworkItems)
      .values(
        [...pairs.values()].map(([learningGoalId, frameworkItemId]) => ({
          learningGoalId,
          frameworkItemId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: learningGoalFrameworkItems.learningGoalId });
    const goalCount = new Set([...pairs.values()].map(([goal]) => goal)).size;
    return { goals: goalCount, added: added.length };
  });
}
