import type {
  TCluster,
  TCompetence,
  TDesign,
  TLearningCluster,
  TLearningGoal,
  TLearningOutcome,
} from '@cp/contracts';
import type { TTreeKind } from './TreeContext';
import type { TTreeFilter } from './tree-filter';
import { NONE, type TTreeIndex } from './tree-index';

/*
 * The competence tree as the list of its visible rows, in screen order: a competence, then (when
 * open) its learning clusters under a heading and its learning outcomes, each outcome (when
 * open) followed by its learning goals. One flat list is what the tree window renders a slice
 * of; pure, so rebuilding it on every open, close or filter change costs well under a
 * millisecond for 780 rows.
 */

/** The sibling list a row belongs to: what a reorder of it sends. */
export interface TTreeRowList {
  kind: TTreeKind;
  /** Unique per list, e.g. `learning-goals:11` (the goals of outcome 11). */
  key: string;
  /** Every id of the list in order (a reorder sends exactly these). */
  ids: readonly number[];
  /** The row's place among the siblings shown (0-based) and how many are shown. */
  position: number;
  size: number;
}

interface TRowBase {
  /** Unique in the tree and stable; for competences and outcomes also the open/close key. */
  key: string;
  /** 1 competence, 2 learning cluster or outcome, 3 learning goal. */
  level: 1 | 2 | 3;
}

export type TTreeRow =
  | (TRowBase & {
      type: 'competence';
      item: TCompetence;
      list: TTreeRowList;
      open: boolean;
      /** Opened along with the competence, so its goals show at once. */
      outcomeKeys: readonly string[];
      outcomes: number;
      match: boolean;
    })
  | (TRowBase & { type: 'heading'; competence: TCompetence })
  | (TRowBase & {
      type: 'learning-cluster';
      item: TLearningCluster;
      list: TTreeRowList;
      /** How many learning outcomes it groups. */
      outcomes: number;
      match: boolean;
    })
  | (TRowBase & {
      type: 'outcome';
      item: TLearningOutcome;
      list: TTreeRowList;
      open: boolean;
      learningCluster: TLearningCluster | undefined;
      goals: number;
      match: boolean;
    })
  | (TRowBase & {
      type: 'goal';
      item: TLearningGoal;
      list: TTreeRowList;
      covering: readonly TCluster[];
      match: boolean;
    })
  | (TRowBase & { type: 'empty'; items: 'learningOutcomes' | 'learningGoals' });

export type TTreeItemRow = Extract<TTreeRow, { list: TTreeRowList }>;

export const isItemRow = (row: TTreeRow): row is TTreeItemRow => 'list' in row;

export interface TTreeRows {
  rows: TTreeRow[];
  /** Per row, the index of the last row of its subtree (itself for a row without children). */
  ends: number[];
}

// The ids of a list, made once per list array (tree-index.ts keeps unchanged lists' arrays).
const idsCache = new WeakMap<readonly { id: number }[], readonly number[]>();
function idsOf(items: readonly { id: number }[]): readonly number[] {
  let ids = idsCache.get(items);
  if (!ids) {
    ids = items.map((item) => item.id);
    idsCache.set(items, ids);
  }
  return ids;
}

export const competenceKey = (id: number) => `competence:${id}`;
export const outcomeKey = (id: number) => `outcome:${id}`;

/** The list being built and what every level of the tree reads while building it. */
interface TFlattening {
  index: TTreeIndex;
  filter: TTreeFilter;
  open: ReadonlySet<string>;
  closed: string | null;
  rows: TTreeRow[];
  ends: number[];
}

function push(into: TFlattening, row: TTreeRow): number {
  into.ends.push(into.rows.length);
  into.rows.push(row);
  return into.rows.length - 1;
}

const shown = <T extends { id: number }>(
  filter: TTreeFilter,
  items: readonly T[],
  keep: ReadonlySet<number>,
) => (filter.active ? items.filter((item) => keep.has(item.id)) : items);

export function flattenTree({
  design,
  index,
  filter,
  open,
  closed = null,
}: {
  design: TDesign;
  index: TTreeIndex;
  filter: TTreeFilter;
  /** The keys of the competences and outcomes the user opened. */
  open: ReadonlySet<string>;
  /** A row shown closed whatever else says (the one being dragged, so it moves alone). */
  closed?: string | null;
}): TTreeRows {
  const into: TFlattening = { index, filter, open, closed, rows: [], ends: [] };
  const competenceIds = idsOf(design.competences);
  const competences = shown(filter, design.competences, filter.competences);
  competences.forEach((competence, position) => {
    const key = competenceKey(competence.id);
    const learningClusters = index.learningClustersOf.get(competence.id) ?? NONE;
    const outcomes = index.outcomesOf.get(competence.id) ?? NONE;
    const isOpen = key !== closed && (open.has(key) || filter.openCompetences.has(competence.id));
    const start = push(into, {
      type: 'competence',
      key,
      level: 1,
      item: competence,
      list: {
        kind: 'competences',
        key: 'competences',
        ids: competenceIds,
        position,
        size: competences.length,
      },
      open: isOpen,
      outcomeKeys: outcomes.map((outcome) => outcomeKey(outcome.id)),
      outcomes: outcomes.length,
      match: filter.matches.has(key),
    });
    if (!isOpen) return;
    pushLearningClusters(into, competence, learningClusters, outcomes);
    pushOutcomes(into, competence, outcomes);
    into.ends[start] = into.rows.length - 1;
  });
  return { rows: into.rows, ends: into.ends };
}

/** An open competence's learning clusters under their heading (nothing when none is shown). */
function pushLearningClusters(
  into: TFlattening,
  competence: TCompetence,
  learningClusters: readonly TLearningCluster[],
  outcomes: readonly TLearningOutcome[],
) {
  const { filter } = into;
  const shownClusters = shown(filter, learningClusters, filter.learningClusters);
  if (shownClusters.length === 0) return;
  const grouped = new Map<number, number>();
  for (const outcome of outcomes) {
    if (outcome.learning_cluster_id === null) continue;
    grouped.set(outcome.learning_cluster_id, (grouped.get(outcome.learning_cluster_id) ?? 0) + 1);
  }
  push(into, { type: 'heading', key: `heading:${competence.id}`, level: 2, competence });
  const list = {
    kind: 'learning-clusters' as const,
    key: `learning-clusters:${competence.id}`,
    ids: idsOf(learningClusters),
    size: shownClusters.length,
  };
  shownClusters.forEach((learningCluster, clusterPosition) =>
    push(into, {
      type: 'learning-cluster',
      key: `learning-cluster:${learningCluster.id}`,
      level: 2,
      item: learningCluster,
      list: { ...list, position: clusterPosition },
      outcomes: grouped.get(learningCluster.id) ?? 0,
      match: filter.matches.has(`learningCluster:${learningCluster.id}`),
    }),
  );
}

/** An open competence's learning outcomes, each open one followed by its learning goals. */
function pushOutcomes(
  into: TFlattening,
  competence: TCompetence,
  outcomes: readonly TLearningOutcome[],
) {
  const { index, filter, open, closed } = into;
  const shownOutcomes = shown(filter, outcomes, filter.outcomes);
  if (shownOutcomes.length === 0) {
    push(into, {
      type: 'empty',
      key: `empty:${competenceKey(competence.id)}`,
      level: 2,
      items: 'learningOutcomes',
    });
  }
  const outcomeList = {
    kind: 'learning-outcomes' as const,
    key: `learning-outcomes:${competence.id}`,
    ids: idsOf(outcomes),
    size: shownOutcomes.length,
  };
  shownOutcomes.forEach((outcome, outcomePosition) => {
    const ownKey = outcomeKey(outcome.id);
    const goals = index.goalsOf.get(outcome.id) ?? NONE;
    const outcomeOpen =
      ownKey !== closed && (open.has(ownKey) || filter.openOutcomes.has(outcome.id));
    const outcomeStart = push(into, {
      type: 'outcome',
      key: ownKey,
      level: 2,
      item: outcome,
      list: { ...outcomeList, position: outcomePosition },
      open: outcomeOpen,
      learningCluster:
        outcome.learning_cluster_id === null
          ? undefined
          : index.learningClusterById.get(outcome.learning_cluster_id),
      goals: goals.length,
      match: filter.matches.has(ownKey),
    });
    if (!outcomeOpen) return;
    pushGoals(into, outcome, goals);
    into.ends[outcomeStart] = into.rows.length - 1;
  });
}

/** An open learning outcome's learning goals (or the row that says it has none shown). */
function pushGoals(into: TFlattening, outcome: TLearningOutcome, goals: readonly TLearningGoal[]) {
  const { index, filter } = into;
  const shownGoals = shown(filter, goals, filter.goals);
  if (shownGoals.length === 0) {
    push(into, {
      type: 'empty',
      key: `empty:${outcomeKey(outcome.id)}`,
      level: 3,
      items: 'learningGoals',
    });
  }
  const goalList = {
    kind: 'learning-goals' as const,
    key: `learning-goals:${outcome.id}`,
    ids: idsOf(goals),
    size: shownGoals.length,
  };
  shownGoals.forEach((goal, goalPosition) =>
    push(into, {
      type: 'goal',
      key: `goal:${goal.id}`,
      level: 3,
      item: goal,
      list: { ...goalList, position: goalPosition },
      covering: index.coveringOf.get(goal.id) ?? NONE,
      match: filter.matches.has(`goal:${goal.id}`),
    }),
  );
}

/** `ids` with `id` moved to where `target` is (both in `ids`; else unchanged). */
export function moveTo(ids: readonly number[], id: number, target: number): number[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  const next = [...ids];
  if (from < 0 || to < 0 || from === to) return next;
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** `ids` with `id` one place up (-1) or down (1); unchanged at the end of the list. */
export function moveBy(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const at = ids.indexOf(id);
  const target = ids[at + step];
  return at < 0 || target === undefined ? [...ids] : moveTo(ids, id, target);
}

/**
 * While a row is dragged from `active` to over the sibling at `over` (flat indexes), how far
 * each row shows moved: a move up pushes the rows from `over` to just above `active` down by
 * the dragged row's height; a move down lifts the rows after `active` up to the end of `over`'s
 * subtree (the dragged item lands after it, children and all). The dragged row itself moves to
 * the place it will take. `start(i)` and `end(i)` are a row's top and bottom in pixels.
 */
export function dragShift(
  row: number,
  active: number,
  over: number,
  ends: readonly number[],
  start: (index: number) => number,
  end: (index: number) => number,
): number {
  if (over === active || over < 0 || active < 0) return 0;
  const height = end(active) - start(active);
  if (over < active) {
    if (row === active) return start(over) - start(active);
    return row >= over && row < active ? height : 0;
  }
  const last = ends[over] ?? over;
  if (row === active) return end(last) - end(active);
  return row > active && row <= last ? -height : 0;
}
