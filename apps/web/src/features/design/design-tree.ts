import type { TDesign, TDesignKind } from '@cp/contracts';

/*
 * Pure helpers on the design answer (docs/design.md): where each kind lives in it, the children
 * of a competence or learning outcome, what a delete removes (for the confirmation text), a
 * reorder applied to the cached design, and the search of the screen.
 */

/** The list of the design answer that holds each kind. */
export const DESIGN_LIST_OF = {
  competences: 'competences',
  'learning-clusters': 'learning_clusters',
  'learning-outcomes': 'learning_outcomes',
  'learning-goals': 'learning_goals',
  clusters: 'clusters',
  subjects: 'subjects',
  'cluster-groups': 'cluster_groups',
  electives: 'electives',
} as const satisfies Record<TDesignKind, keyof TDesign>;

export type TDesignItemOf<K extends TDesignKind> = TDesign[(typeof DESIGN_LIST_OF)[K]][number];

export interface TCompetenceChildren {
  learningClusters: TDesign['learning_clusters'];
  learningOutcomes: TDesign['learning_outcomes'];
  learningGoals: TDesign['learning_goals'];
}

/** The learning clusters, outcomes and goals under one competence, each in list order. */
export function childrenOfCompetence(design: TDesign, competence: number): TCompetenceChildren {
  const learningOutcomes = design.learning_outcomes.filter((o) => o.competence_id === competence);
  const outcomeIds = new Set(learningOutcomes.map((o) => o.id));
  return {
    learningClusters: design.learning_clusters.filter((c) => c.competence_id === competence),
    learningOutcomes,
    learningGoals: design.learning_goals.filter((g) => outcomeIds.has(g.learning_outcome_id)),
  };
}

/** The learning goals under one learning outcome, in list order. */
export function childrenOfOutcome(design: TDesign, outcome: number): TDesign['learning_goals'] {
  return design.learning_goals.filter((g) => g.learning_outcome_id === outcome);
}

/** What else a delete removes or changes; every count 0 means "only the item itself". */
export interface TDeleteImpact {
  learningClusters: number;
  learningOutcomes: number;
  learningGoals: number;
  /** Links between a cluster and a learning goal. */
  goalLinks: number;
  /** Links between a cluster and a subject. */
  subjectLinks: number;
  /** Memberships of a cluster in a cluster group or an elective subject. */
  clusterLinks: number;
  /** Learning outcomes that stay, no longer in a learning cluster. */
  ungroupedOutcomes: number;
  /** Planned clusters of a cluster, in all years, with their tests, activities, ... */
  plannedClusters: number;
  /** Slots of an elective subject in the plan, in all years, with their choices. */
  electiveSlots: number;
  /** Coverings of the removed learning goals by plan tests and plan links. */
  planCoverage: number;
}

export const NO_IMPACT: TDeleteImpact = {
  learningClusters: 0,
  learningOutcomes: 0,
  learningGoals: 0,
  goalLinks: 0,
  subjectLinks: 0,
  clusterLinks: 0,
  ungroupedOutcomes: 0,
  plannedClusters: 0,
  electiveSlots: 0,
  planCoverage: 0,
};

/** What the plan holds of `goals`: how often plan tests and links cover them. */
const planCoverageOf = (goals: readonly { plan_coverage_count: number }[]): number =>
  goals.reduce((sum, goal) => sum + goal.plan_coverage_count, 0);

function goalLinksTo(design: TDesign, goals: ReadonlySet<number>): number {
  let count = 0;
  for (const cluster of design.clusters) {
    for (const goal of cluster.goal_ids) if (goals.has(goal)) count += 1;
  }
  return count;
}

/**
 * What deleting item `id` of `kind` removes with it: the database cascades (schema/design.ts and,
 * for what the plan holds of a design item, schema/plan.ts).
 */
export function deleteImpact(design: TDesign, kind: TDesignKind, id: number): TDeleteImpact {
  switch (kind) {
    case 'competences': {
      const children = childrenOfCompetence(design, id);
      return {
        ...NO_IMPACT,
        learningClusters: children.learningClusters.length,
        learningOutcomes: children.learningOutcomes.length,
        learningGoals: children.learningGoals.length,
        goalLinks: goalLinksTo(design, new Set(children.learningGoals.map((g) => g.id))),
        planCoverage: planCoverageOf(children.learningGoals),
      };
    }
    case 'learning-clusters':
      return {
        ...NO_IMPACT,
        ungroupedOutcomes: design.learning_outcomes.filter((o) => o.learning_cluster_id === id)
          .length,
      };
    case 'learning-outcomes': {
      const goals = childrenOfOutcome(design, id);
      return {
        ...NO_IMPACT,
        learningGoals: goals.length,
        goalLinks: goalLinksTo(design, new Set(goals.map((g) => g.id))),
        planCoverage: planCoverageOf(goals),
      };
    }
    case 'learning-goals':
      return {
        ...NO_IMPACT,
        goalLinks: goalLinksTo(design, new Set([id])),
        planCoverage: planCoverageOf(design.learning_goals.filter((g) => g.id === id)),
      };
    case 'clusters': {
      const cluster = design.clusters.find((c) => c.id === id);
      const inLists =
        design.cluster_groups.filter((g) => g.cluster_ids.includes(id)).length +
        design.electives.filter((e) => e.cluster_ids.includes(id)).length;
      return {
        ...NO_IMPACT,
        goalLinks: cluster?.goal_ids.length ?? 0,
        subjectLinks: cluster?.subject_ids.length ?? 0,
        clusterLinks: inLists,
        plannedClusters: cluster?.planned_count ?? 0,
      };
    }
    case 'subjects':
      return {
        ...NO_IMPACT,
        subjectLinks: design.clusters.filter((c) => c.subject_ids.includes(id)).length,
      };
    case 'cluster-groups':
      return {
        ...NO_IMPACT,
        clusterLinks: design.cluster_groups.find((g) => g.id === id)?.cluster_ids.length ?? 0,
      };
    case 'electives': {
      const elective = design.electives.find((e) => e.id === id);
      return {
        ...NO_IMPACT,
        clusterLinks: elective?.cluster_ids.length ?? 0,
        electiveSlots: elective?.planned_count ?? 0,
      };
    }
  }
}

/**
 * The design with the items `ids` of `kind` in that order (a reorder of one list, e.g. the
 * outcomes of one competence): they take the places and positions they held together, every
 * other item stays where it is. Ids that are not in the list are ignored.
 */
export function reorderInDesign(
  design: TDesign,
  kind: TDesignKind,
  ids: readonly number[],
): TDesign {
  const key = DESIGN_LIST_OF[kind];
  const list: readonly { id: number; position: number }[] = design[key];
  const moved = new Set(ids);
  const byId = new Map(list.map((item) => [item.id, item]));
  const order = ids.filter((id) => byId.has(id));
  const slots = list.flatMap((item, index) => (moved.has(item.id) ? [index] : []));
  if (order.length === 0 || moved.size !== ids.length || slots.length !== order.length) {
    return design;
  }
  const next = [...list];
  slots.forEach((slot, n) => {
    const item = byId.get(order[n] as number) as { id: number; position: number };
    next[slot] = { ...item, position: (list[slot] as { position: number }).position };
  });
  return { ...design, [key]: next };
}

/** Moves one id a step up (-1) or down (+1) in `ids`; the same array when it cannot move. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): readonly number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  next[from] = ids[to] as number;
  next[to] = id;
  return next;
}

/** The search of the screen: index or title contains the text (case-insensitive). */
export function matchesQuery(item: { index?: string; title: string }, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  return (
    item.title.toLowerCase().includes(text) ||
    (item.index !== undefined && item.index.toLowerCase().includes(text))
  );
}
