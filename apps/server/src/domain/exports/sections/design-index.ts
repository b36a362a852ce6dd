import type {
  TCluster,
  TClusterGroup,
  TDesign,
  TElective,
  TLearningCluster,
  TLearningGoal,
  TLearningOutcome,
  TSubject,
} from '@cp/contracts';

/*
 * The design answer (loadDesign) turned around for the document: children per parent in list
 * order, and for every link the other side. Built once in linear time, so the tables of 600 goals
 * and 300 clusters need no search per row.
 *
 * Order: loadDesign sorts each kind by (position, id) over the whole education, so the goals of
 * different outcomes interleave; filtering per parent keeps each list's own order. Links arrive
 * as sorted ids, and are put back in the order of the screen (`rank`).
 */
export type DesignIndex = {
  design: TDesign;
  learningClustersOf: Map<number, TLearningCluster[]>;
  learningClusterById: Map<number, TLearningCluster>;
  outcomesOf: Map<number, TLearningOutcome[]>;
  goalsOf: Map<number, TLearningGoal[]>;
  /** The clusters that cover a goal, in cluster order. */
  clustersOfGoal: Map<number, TCluster[]>;
  /** The goals a cluster covers, in tree order (competence, outcome, goal). */
  goalsOfCluster: Map<number, TLearningGoal[]>;
  groupsOfCluster: Map<number, TClusterGroup[]>;
  subjectsOfCluster: Map<number, TSubject[]>;
  clustersOfSubject: Map<number, TCluster[]>;
  clustersOfGroup: Map<number, TCluster[]>;
  clustersOfElective: Map<number, TCluster[]>;
};

function groupBy<T>(items: readonly T[], key: (item: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const owner = key(item);
    if (owner === null) continue;
    const list = groups.get(owner);
    if (list) list.push(item);
    else groups.set(owner, [item]);
  }
  return groups;
}

/** Adds `value` to the list of `key`. */
function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The items of `ids` that exist, in the order of `rank` (their place on the screen). */
function inOrder<T extends { id: number }>(
  ids: readonly number[],
  byId: ReadonlyMap<number, T>,
  rank: ReadonlyMap<number, number>,
): T[] {
  return ids
    .flatMap((id) => {
      const item = byId.get(id);
      return item ? [item] : [];
    })
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

const ranks = (items: readonly { id: number }[]) =>
  new Map(items.map((item, position) => [item.id, position]));

export function indexDesign(design: TDesign): DesignIndex {
  const learningClustersOf = groupBy(design.learning_clusters, (item) => item.competence_id);
  const outcomesOf = groupBy(design.learning_outcomes, (item) => item.competence_id);
  const goalsOf = groupBy(design.learning_goals, (item) => item.learning_outcome_id);

  // The goals in tree order: the order a reader meets them in the competence tables.
  const goalRank = new Map<number, number>();
  for (const competence of design.competences) {
    for (const outcome of outcomesOf.get(competence.id) ?? []) {
      for (const goal of goalsOf.get(outcome.id) ?? []) goalRank.set(goal.id, goalRank.size);
    }
  }
  const goalById = new Map(design.learning_goals.map((goal) => [goal.id, goal]));
  const clusterById = new Map(design.clusters.map((cluster) => [cluster.id, cluster]));
  const subjectById = new Map(design.subjects.map((subject) => [subject.id, subject]));
  const clusterRank = ranks(design.clusters);
  const subjectRank = ranks(design.subjects);

  const clustersOfGoal = new Map<number, TCluster[]>();
  const goalsOfCluster = new Map<number, TLearningGoal[]>();
  const subjectsOfCluster = new Map<number, TSubject[]>();
  const clustersOfSubject = new Map<number, TCluster[]>();
  // Clusters in their order, so every list built here is in cluster order too.
  for (const cluster of design.clusters) {
    for (const goalId of cluster.goal_ids) push(clustersOfGoal, goalId, cluster);
    for (const subjectId of cluster.subject_ids) push(clustersOfSubject, subjectId, cluster);
    goalsOfCluster.set(cluster.id, inOrder(cluster.goal_ids, goalById, goalRank));
    subjectsOfCluster.set(cluster.id, inOrder(cluster.subject_ids, subjectById, subjectRank));
  }

  const groupsOfCluster = new Map<number, TClusterGroup[]>();
  const clustersOfGroup = new Map<number, TCluster[]>();
  for (const group of design.cluster_groups) {
    for (const clusterId of group.cluster_ids) push(groupsOfCluster, clusterId, group);
    clustersOfGroup.set(group.id, inOrder(group.cluster_ids, clusterById, clusterRank));
  }
  const clustersOfElective = new Map<number, TCluster[]>(
    design.electives.map((elective: TElective) => [
      elective.id,
      inOrder(elective.cluster_ids, clusterById, clusterRank),
    ]),
  );

  return {
    design,
    learningClustersOf,
    learningClusterById: new Map(design.learning_clusters.map((item) => [item.id, item])),
    outcomesOf,
    goalsOf,
    clustersOfGoal,
    goalsOfCluster,
    groupsOfCluster,
    subjectsOfCluster,
    clustersOfSubject,
    clustersOfGroup,
    clustersOfElective,
  };
}
