import { COVERAGE_FLAGS, type TAnalysisCluster, type TCoverageAnalysis } from '@cp/contracts';
import type { TAnalysisFilters } from '../tabs/tab-props';

/*
 * The coverage matrix as rows and columns: goals grouped under their competence and outcome,
 * the planned clusters the filters leave, the cells as a lookup, and the totals the screen
 * shows. Plain data so the matrix component only draws.
 */

export type TCoverageFlag = keyof typeof COVERAGE_FLAGS;
export const FLAG_ORDER: readonly TCoverageFlag[] = ['designed', 'practised', 'tested'];

type TGoal = TCoverageAnalysis['goals'][number];

export type TCoverageRow =
  | { kind: 'competence'; key: string; label: string }
  | { kind: 'outcome'; key: string; label: string }
  | {
      kind: 'goal';
      key: string;
      goal: TGoal;
      /** Clusters (of the shown columns) in which the goal is designed, practised, tested. */
      totals: Record<TCoverageFlag, number>;
    };

export type TCoverageModel = {
  rows: TCoverageRow[];
  /** Indexes into `rows` of the goal rows, in order (keyboard navigation skips group rows). */
  goalRows: number[];
  columns: TAnalysisCluster[];
  /** Per shown column: goals (of the shown rows) designed, practised, tested in it. */
  columnTotals: Record<TCoverageFlag, number>[];
  /** flags of a goal in a planned cluster (0 = nothing). */
  flagsOf: (goalId: number, plannedClusterId: number) => number;
  /** Share (0..100) of all goals with a flag in at least one shown column. */
  percentages: Record<TCoverageFlag, number>;
  goalCount: number;
};

const emptyTotals = (): Record<TCoverageFlag, number> => ({
  designed: 0,
  practised: 0,
  tested: 0,
});

/** Whether a cell's flags hold a flag. */
export const hasFlag = (flags: number, flag: TCoverageFlag) => (flags & COVERAGE_FLAGS[flag]) !== 0;

/** The planned clusters the filters leave: group and subject by the cluster, period by overlap. */
export function coverageColumns(
  data: TCoverageAnalysis,
  filters: TAnalysisFilters,
): TAnalysisCluster[] {
  const period = data.year.periods.find((item) => item.id === filters.periodId);
  return data.clusters.filter((cluster) => {
    if (filters.clusterGroupId !== null && !cluster.group_ids.includes(filters.clusterGroupId))
      return false;
    if (filters.subjectId !== null && !cluster.subject_ids.includes(filters.subjectId))
      return false;
    if (
      period &&
      (cluster.end_week < period.first_week ||
        cluster.start_week >= period.first_week + period.weeks)
    )
      return false;
    return true;
  });
}

/**
 * Builds the matrix. `uncoveredOnly` keeps the goals tested in none of the shown clusters (the
 * screen's "only uncovered" filter: a goal is covered when a test in the shown clusters covers
 * it). Percentages count every goal of the answer against the shown columns, so with no filter
 * they are the answer's own.
 */
export function coverageModel(
  data: TCoverageAnalysis,
  filters: TAnalysisFilters,
  uncoveredOnly: boolean,
): TCoverageModel {
  const columns = coverageColumns(data, filters);
  const shown = new Set(columns.map((column) => column.planned_cluster_id));
  const cells = new Map<number, Map<number, number>>();
  for (const [goalId, plannedClusterId, flags] of data.cells) {
    if (!shown.has(plannedClusterId)) continue;
    let row = cells.get(goalId);
    if (!row) cells.set(goalId, (row = new Map()));
    row.set(plannedClusterId, (row.get(plannedClusterId) ?? 0) | flags);
  }
  const flagsOf = (goalId: number, plannedClusterId: number) =>
    cells.get(goalId)?.get(plannedClusterId) ?? 0;

  const goalTotals = (goal: TGoal) => {
    const totals = emptyTotals();
    for (const flags of cells.get(goal.id)?.values() ?? []) {
      for (const flag of FLAG_ORDER) if (hasFlag(flags, flag)) totals[flag] += 1;
    }
    return totals;
  };

  const covered = emptyTotals();
  const totalsByGoal = new Map(data.goals.map((goal) => [goal.id, goalTotals(goal)]));
  for (const totals of totalsByGoal.values()) {
    for (const flag of FLAG_ORDER) if (totals[flag] > 0) covered[flag] += 1;
  }
  const percentage = (count: number) =>
    data.goals.length === 0 ? 0 : Math.round((count / data.goals.length) * 1000) / 10;

  // Goals under their outcome, outcomes under their competence, in the answer's (design) order.
  const goalsByOutcome = new Map<number, TGoal[]>();
  for (const goal of data.goals) {
    if (uncoveredOnly && totalsByGoal.get(goal.id)!.tested > 0) continue;
    const list = goalsByOutcome.get(goal.outcome_id) ?? [];
    list.push(goal);
    goalsByOutcome.set(goal.outcome_id, list);
  }
  const rows: TCoverageRow[] = [];
  const goalRows: number[] = [];
  const pushGoals = (goals: TGoal[]) => {
    for (const goal of goals) {
      goalRows.push(rows.length);
      rows.push({ kind: 'goal', key: `g${goal.id}`, goal, totals: totalsByGoal.get(goal.id)! });
    }
  };
  const placedOutcomes = new Set<number>();
  for (const competence of data.competences) {
    const outcomes = data.outcomes.filter(
      (outcome) => outcome.competence_id === competence.id && goalsByOutcome.has(outcome.id),
    );
    if (outcomes.length === 0) continue;
    rows.push({
      kind: 'competence',
      key: `c${competence.id}`,
      label: `${competence.index} ${competence.title}`,
    });
    for (const outcome of outcomes) {
      placedOutcomes.add(outcome.id);
      rows.push({
        kind: 'outcome',
        key: `o${outcome.id}`,
        label: `${outcome.index} ${outcome.title}`,
      });
      pushGoals(goalsByOutcome.get(outcome.id)!);
    }
  }
  // Goals whose outcome the answer does not list (should not happen) still show, at the end.
  for (const [outcomeId, goals] of goalsByOutcome) {
    if (!placedOutcomes.has(outcomeId)) pushGoals(goals);
  }

  const columnIndex = new Map(columns.map((column, index) => [column.planned_cluster_id, index]));
  const columnTotals = columns.map(emptyTotals);
  for (const index of goalRows) {
    const row = rows[index];
    if (row?.kind !== 'goal') continue;
    for (const [plannedClusterId, flags] of cells.get(row.goal.id) ?? []) {
      const totals = columnTotals[columnIndex.get(plannedClusterId)!]!;
      for (const flag of FLAG_ORDER) if (hasFlag(flags, flag)) totals[flag] += 1;
    }
  }

  return {
    rows,
    goalRows,
    columns,
    columnTotals,
    flagsOf,
    percentages: {
      designed: percentage(covered.designed),
      practised: percentage(covered.practised),
      tested: percentage(covered.tested),
    },
    goalCount: data.goals.length,
  };
}
