import { and, eq } from 'drizzle-orm';
import {
  frameworkItems,
  frameworks,
  frameworkSuggestionDismissals,
  learningGoals,
} from '../../db/schema';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { invalidField } from '../errors';
import { usableBy } from './framework-answer';

/**
 * POST .../framework-suggestions/dismissals (docs/frameworks.md "Suggested links"): this item is
 * not suggested for this goal again. A content change of the education (rights, designing, the
 * realtime event: changeEducation); saying it twice changes nothing more.
 */
export async function dismissFrameworkSuggestion(
  options: EducationChange & { input: { learning_goal_id: number; framework_item_id: number } },
): Promise<void> {
  const { learning_goal_id: goalId, framework_item_id: itemId } = options.input;
  await changeEducation(options, async (tx, education) => {
    const [goal] = await tx
      .select({ id: learningGoals.id })
      .from(learningGoals)
      .where(and(eq(learningGoals.id, goalId), eq(learningGoals.educationId, education.id)))
      .limit(1);
    if (!goal) throw invalidField('learning_goal_id', 'frameworkLinks.goalUnknown');
    // Any item of a framework the location may use (withdrawn ones too); another location's
    // item is refused the same as one that does not exist, so it cannot be probed.
    const [item] = await tx
      .select({ id: frameworkItems.id })
      .from(frameworkItems)
      .innerJoin(frameworks, eq(frameworks.id, frameworkItems.frameworkId))
      .where(and(eq(frameworkItems.id, itemId), usableBy(options.scope.locationId)))
      .limit(1);
    if (!item) throw invalidField('framework_item_id', 'frameworkLinks.itemUnknown');
    await tx
      .insert(frameworkSuggestionDismissals)
      .values({ learningGoalId: goal.id, frameworkItemId: item.id })
      .onConflictDoNothing();
  });
}
