import type {
  TCluster,
  TDesign,
  TLearningCluster,
  TLearningGoal,
  TLearningOutcome,
} from '@cp/contracts';

/*
 * The competence tree's lookups, built once per design answer instead of per row. A list whose
 * items are all unchanged keeps its previous array (TanStack Query keeps unchanged items as the
 * same objects), so the memoised rows of an unchanged part of the tree do not render again after
 * a change elsewhere.
 */

export interface TTreeIndex {
  /** Learning clusters per competence, in list order. */
  learningClustersOf: Map<number, TLearningCluster[]>;
  /** Learning outcomes per competence, in list order. */
  outcomesOf: Map<number, TLearningOutcome[]>;
  /** Learning goals per learning outcome, in list order. */
  goalsOf: Map<number, TLearningGoal[]>;
  /** The clusters that cover each learning goal, in list order. */
  coveringOf: Map<number, TCluster[]>;
  learningClusterById: Map<number, TLearningCluster>;
}

export const NONE: readonly never[] = Object.freeze([]);

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, n) => item === b[n]);

/** `next`, with every group equal (item by item) to the one in `previous` replaced by that one. */
function keepUnchanged<T>(
  next: Map<number, T[]>,
  previous: Map<number, T[]> | undefined,
): Map<number, T[]> {
  if (!previous) return next;
  for (const [key, group] of next) {
    const before = previous.get(key);
    if (before && sameItems(before, group)) next.set(key, before);
  }
  return next;
}

export function buildTreeIndex(design: TDesign, previous?: TTreeIndex): TTreeIndex {
  const covering = new Map<number, TCluster[]>();
  for (const cluster of design.clusters) {
    for (const goal of cluster.goal_ids) {
      const list = covering.get(goal);
      if (list) list.push(cluster);
      else covering.set(goal, [cluster]);
    }
  }
  return {
    learningClustersOf: keepUnchanged(
      groupBy(design.learning_clusters, (item) => item.competence_id),
      previous?.learningClustersOf,
    ),
    outcomesOf: keepUnchanged(
      groupBy(design.learning_outcomes, (item) => item.competence_id),
      previous?.outcomesOf,
    ),
    goalsOf: keepUnchanged(
      groupBy(design.learning_goals, (item) => item.learning_outcome_id),
      previous?.goalsOf,
    ),
    coveringOf: keepUnchanged(covering, previous?.coveringOf),
    learningClusterById: new Map(design.learning_clusters.map((item) => [item.id, item])),
  };
}

/**
 * A suggestion for the number of a new item: the next free last part under the parent's number
 * ("1.2" with children 1.2.1 and 1.2.2 gives "1.2.3"); without a parent the next whole number.
 */
export function nextIndex(parentIndex: string | null, siblings: readonly { index: string }[]) {
  const prefix = parentIndex ? `${parentIndex}.` : '';
  let highest = 0;
  for (const { index } of siblings) {
    if (!index.startsWith(prefix)) continue;
    const rest = index.slice(prefix.length);
    if (/^[0-9]+$/.test(rest)) highest = Math.max(highest, Number(rest));
  }
  return `${prefix}${highest + 1}`;
}
