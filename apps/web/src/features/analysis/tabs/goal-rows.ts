import type { TGoalsAnalysis } from '@cp/contracts';

/*
 * The goals tab's tree as one flat list of rows (competence, outcome, goal), filtered: pure, so
 * 600 goals are filtered and flattened once per change, and tested on their own.
 */

export const GOAL_STATUSES = ['all', 'notInCluster', 'notTested', 'testedOnce'] as const;
export type TGoalStatus = (typeof GOAL_STATUSES)[number];

type TGoal = TGoalsAnalysis['goals'][number];

export type TGoalRow =
  | { type: 'competence'; key: string; item: TGoalsAnalysis['competences'][number] }
  | { type: 'outcome'; key: string; item: TGoalsAnalysis['outcomes'][number] }
  | { type: 'goal'; key: string; item: TGoal; testIds: number[] };

export interface TGoalFilter {
  competenceId: number | null;
  level: string | null;
  status: TGoalStatus;
  /** The weeks of the screen's period filter: only tests in them count. */
  weeks: { first: number; last: number } | null;
}

/** The tests of a goal that count (those in the period's weeks when one is chosen). */
export function countedTests(
  goal: TGoal,
  weekOf: ReadonlyMap<number, number>,
  weeks: TGoalFilter['weeks'],
): number[] {
  if (weeks === null) return goal.test_ids;
  return goal.test_ids.filter((id) => {
    const week = weekOf.get(id);
    return week !== undefined && week >= weeks.first && week <= weeks.last;
  });
}

function statusPasses(goal: TGoal, tests: number, status: TGoalStatus): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'notInCluster':
      return goal.cluster_ids.length === 0;
    case 'notTested':
      return tests === 0;
    case 'testedOnce':
      return tests === 1;
  }
}

/** The rows to show: every passing goal under its outcome and competence (kept only if any). */
export function goalRows(data: TGoalsAnalysis, filter: TGoalFilter): TGoalRow[] {
  const weekOf = new Map(data.tests.map((test) => [test.id, test.week]));
  const goalsOf = new Map<number, TGoalRow[]>();
  for (const goal of data.goals) {
    if (filter.level !== null && goal.level !== filter.level) continue;
    const testIds = countedTests(goal, weekOf, filter.weeks);
    if (!statusPasses(goal, testIds.length, filter.status)) continue;
    const list = goalsOf.get(goal.outcome_id) ?? [];
    list.push({ type: 'goal', key: `g${goal.id}`, item: goal, testIds });
    goalsOf.set(goal.outcome_id, list);
  }
  const unfiltered = filter.level === null && filter.status === 'all';
  const rows: TGoalRow[] = [];
  for (const competence of data.competences) {
    if (filter.competenceId !== null && competence.id !== filter.competenceId) continue;
    const below: TGoalRow[] = [];
    for (const outcome of data.outcomes) {
      if (outcome.competence_id !== competence.id) continue;
      const goals = goalsOf.get(outcome.id) ?? [];
      // Without a filter an outcome without goals is shown too (it is part of the design).
      if (goals.length === 0 && !unfiltered) continue;
      below.push({ type: 'outcome', key: `o${outcome.id}`, item: outcome }, ...goals);
    }
    if (below.length === 0 && !unfiltered) continue;
    rows.push({ type: 'competence', key: `c${competence.id}`, item: competence }, ...below);
  }
  return rows;
}

/** The levels the goals use, each once, in natural order. */
export function goalLevels(data: TGoalsAnalysis): string[] {
  const levels = new Set<string>();
  for (const goal of data.goals) if (goal.level) levels.add(goal.level);
  return [...levels].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
