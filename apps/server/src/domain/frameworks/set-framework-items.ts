import { and, eq } from 'drizzle-orm';
import { learningGoals, planTests } from '../../db/schema';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { notFound } from '../errors';
import { replaceLinks } from '../ordered-lists';
import { checkUsableItems, GOAL_ITEM_LINKS, TEST_ITEM_LINKS } from './linked-items';

type SetItems = EducationChange & { ownerId: number; frameworkItemIds: number[] };

/**
 * PUT .../framework-links/goals/:id: the framework items a learning goal covers, as a set
 * (docs/frameworks.md "Linking"). A content change: refused while the education is not designing.
 */
export async function setGoalFrameworkItems(options: SetItems): Promise<number[]> {
  return changeEducation(options, async (tx, education) => {
    const [goal] = await tx
      .select({ id: learningGoals.id })
      .from(learningGoals)
      .where(
        and(eq(learningGoals.id, options.ownerId), eq(learningGoals.educationId, education.id)),
      );
    if (!goal) throw notFound('frameworkLinks.goalUnknown');
    const ids = await checkUsableItems(tx, options.scope.locationId, options.frameworkItemIds);
    await replaceLinks(tx, GOAL_ITEM_LINKS, goal.id, ids);
    return ids;
  });
}

/** PUT .../framework-links/tests/:id: the framework items a test covers directly, as a set. */
export async function setTestFrameworkItems(options: SetItems): Promise<number[]> {
  return changeEducation({ ...options, part: 'plan' }, async (tx, education) => {
    const [test] = await tx
      .select({ id: planTests.id })
      .from(planTests)
      .where(and(eq(planTests.id, options.ownerId), eq(planTests.educationId, education.id)));
    if (!test) throw notFound('frameworkLinks.testUnknown');
    const ids = await checkUsableItems(tx, options.scope.locationId, options.frameworkItemIds);
    await replaceLinks(tx, TEST_ITEM_LINKS, test.id, ids);
    return ids;
  });
}
