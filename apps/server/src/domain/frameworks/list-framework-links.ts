import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TFrameworkLinks } from '@cp/contracts';
import {
  learningGoalFrameworkItems,
  learningGoals,
  planTestFrameworkItems,
  planTests,
} from '../../db/schema';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { loadLinkedItems } from './linked-items';

const itemIds = (column: PgColumn) => sql<number[]>`array_agg(${column} order by ${column})`;

/**
 * GET .../framework-links: every link of the education's goals and tests, and the items they
 * point to (docs/frameworks.md "Linking"). Three queries whatever the size.
 */
export async function listFrameworkLinks(options: EducationLookup): Promise<TFrameworkLinks> {
  const { db, scope } = options;
  const education = await requireEducation(options);
  const [goals, tests] = await Promise.all([
    db
      .select({
        learning_goal_id: learningGoalFrameworkItems.learningGoalId,
        framework_item_ids: itemIds(learningGoalFrameworkItems.frameworkItemId),
      })
      .from(learningGoalFrameworkItems)
      .innerJoin(learningGoals, eq(learningGoals.id, learningGoalFrameworkItems.learningGoalId))
      .where(eq(learningGoals.educationId, education.id))
      .groupBy(learningGoalFrameworkItems.learningGoalId)
      .orderBy(asc(learningGoalFrameworkItems.learningGoalId)),
    db
      .select({
        plan_test_id: planTestFrameworkItems.planTestId,
        framework_item_ids: itemIds(planTestFrameworkItems.frameworkItemId),
      })
      .from(planTestFrameworkItems)
      .innerJoin(planTests, eq(planTests.id, planTestFrameworkItems.planTestId))
      .where(eq(planTests.educationId, education.id))
      .groupBy(planTestFrameworkItems.planTestId)
      .orderBy(asc(planTestFrameworkItems.planTestId)),
  ]);
  const ids = [...goals, ...tests].flatMap((link) => link.framework_item_ids);
  const items = await loadLinkedItems(db, scope.locationId, ids);
  return { goals, tests, items };
}
