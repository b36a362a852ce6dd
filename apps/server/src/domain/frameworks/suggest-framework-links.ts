import { asc, eq, sql } from 'drizzle-orm';
import {
  FRAMEWORK_SUGGESTIONS_PER_GOAL,
  type TFrameworkSuggestions,
  type TLinkedFrameworkItem,
} from '@cp/contracts';
import { frameworkItems, frameworks, learningGoals } from '../../db/schema';
import { selectRows } from '../analysis/sql-rows';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { notFound } from '../errors';
import { usableFramework } from './framework-answer';
import { FrameworkTextMatcher, type TMatchItem } from './match-framework-text';

/*
 * GET .../framework-suggestions?framework= (docs/frameworks.md "Suggested links"): per learning
 * goal of the education the items of one framework whose text is closest, so that linking
 * hundreds of goals is reviewing suggestions, not searching. Five queries whatever the sizes
 * (the education, the framework, its items, the goals, the pairs to leave out); the matching
 * runs here (match-framework-text.ts) with the items' vectors built once.
 */

/**
 * A suggestion scores at least this (0..1). Measured on the team's sample of 73 goals
 * (docs/benchmarks.md "Issue 28"): it keeps 68 of the 69 right items that reach the first three
 * and drops about a quarter of the best matches of goals of another subject.
 */
export const FRAMEWORK_SUGGESTION_FLOOR = 0.05;

type ItemRow = {
  id: number;
  parentId: number | null;
  code: string;
  title: string;
  description: string;
  kind: string;
  schoolExam: boolean | null;
  centralExam: boolean | null;
  withdrawnIn: string | null;
};

/**
 * The items that may be suggested: published, without published children (an eindterm, a
 * kerndoel; what coverage counts), each with its ancestors' titles, nearest first.
 */
export function matchItemsOf(rows: readonly ItemRow[]): TMatchItem[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parents = new Set(
    rows.filter((row) => row.withdrawnIn === null).map((row) => row.parentId),
  );
  return rows
    .filter((row) => row.withdrawnIn === null && !parents.has(row.id))
    .map((row) => {
      const ancestorTitles: string[] = [];
      // Bounded by the tree's depth (12 at most, decision 0028); `seen` guards a broken tree.
      const seen = new Set([row.id]);
      for (let up = byId.get(row.parentId ?? -1); up && !seen.has(up.id);) {
        seen.add(up.id);
        ancestorTitles.push(up.title);
        up = byId.get(up.parentId ?? -1);
      }
      return { id: row.id, title: row.title, description: row.description, ancestorTitles };
    });
}

export async function suggestFrameworkLinks(
  lookup: EducationLookup & { frameworkId: number },
): Promise<TFrameworkSuggestions> {
  const { db, scope, frameworkId } = lookup;
  const education = await requireEducation(lookup);
  const [framework] = await db
    .select({
      id: frameworks.id,
      code: frameworks.code,
      title: frameworks.title,
      attribution: frameworks.attribution,
    })
    .from(frameworks)
    .where(usableFramework(frameworkId, scope.locationId))
    .limit(1);
  if (!framework) throw notFound('notFound.framework');

  const rows = await db
    .select({
      id: frameworkItems.id,
      parentId: frameworkItems.parentId,
      code: frameworkItems.code,
      title: frameworkItems.title,
      description: frameworkItems.description,
      kind: frameworkItems.kind,
      schoolExam: frameworkItems.schoolExam,
      centralExam: frameworkItems.centralExam,
      withdrawnIn: frameworkItems.withdrawnIn,
    })
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, framework.id))
    .orderBy(asc(frameworkItems.ordinal));
  const goals = await db
    .select({ id: learningGoals.id, title: learningGoals.title, details: learningGoals.details })
    .from(learningGoals)
    .where(eq(learningGoals.educationId, education.id))
    .orderBy(asc(learningGoals.id));
  // What each goal has already: the items of this framework it links to or was told "not this".
  const excludedRows = await selectRows<{ learning_goal_id: number; framework_item_id: number }>(
    db,
    sql`select pair.learning_goal_id, pair.framework_item_id
      from (
        select learning_goal_id, framework_item_id from learning_goal_framework_items
        union all
        select learning_goal_id, framework_item_id from framework_suggestion_dismissals
      ) as pair
      join learning_goals g on g.id = pair.learning_goal_id
      join framework_items i on i.id = pair.framework_item_id
      where g.education_id = ${education.id} and i.framework_id = ${framework.id}`,
  );
  const excluded = new Map<number, Set<number>>();
  for (const row of excludedRows) {
    const goalId = Number(row.learning_goal_id);
    let set = excluded.get(goalId);
    if (!set) excluded.set(goalId, (set = new Set()));
    set.add(Number(row.framework_item_id));
  }

  const matcher = new FrameworkTextMatcher(matchItemsOf(rows));
  const suggested = new Set<number>();
  const answerGoals = goals.map((goal) => {
    const suggestions = matcher
      .closest(goal, {
        limit: FRAMEWORK_SUGGESTIONS_PER_GOAL,
        floor: FRAMEWORK_SUGGESTION_FLOOR,
        excluded: excluded.get(goal.id),
      })
      .map(({ id, score }) => ({ framework_item_id: id, score }));
    for (const suggestion of suggestions) suggested.add(suggestion.framework_item_id);
    return { learning_goal_id: goal.id, suggestions };
  });
  const items: TLinkedFrameworkItem[] = rows
    .filter((row) => suggested.has(row.id))
    .map((row) => ({
      id: row.id,
      framework_id: framework.id,
      framework_code: framework.code,
      framework_title: framework.title,
      attribution: framework.attribution,
      code: row.code,
      title: row.title,
      kind: row.kind,
      school_exam: row.schoolExam,
      central_exam: row.centralExam,
      withdrawn_in: row.withdrawnIn,
    }));
  return { goals: answerGoals, items };
}
