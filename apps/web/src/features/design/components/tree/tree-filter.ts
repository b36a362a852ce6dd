import type { TDesign } from '@cp/contracts';
import { matchesQuery } from '@/features/design/design-tree';

/*
 * The filters of the competence tree (competence -> learning cluster / learning outcome ->
 * learning goal): a text, a level, a track and "only learning goals no cluster covers". Pure, so it is
 * tested on its own and runs once per change of the filters or the design, not per row.
 */

export interface TTreeFilterInput {
  /** Matches the number or the title (`matchesQuery` of the screen's search). */
  text: string;
  /** One of `treeLevels`; null for any level. */
  level: string | null;
  /** Only learning goals that no cluster covers (withdrawn goals need none: never these). */
  uncoveredOnly: boolean;
  /**
   * One of `treeTracks`; null for all tracks. The goals of that track and those without a track
   * (they are for every track) pass; only goals can pass it.
   */
  track: string | null;
}

export const NO_TREE_FILTER: TTreeFilterInput = {
  text: '',
  level: null,
  uncoveredOnly: false,
  track: null,
};

export interface TTreeFilter {
  /** False without any filter: everything is shown and nothing is forced open. */
  active: boolean;
  /** The items to show per kind: those that pass and their ancestors. */
  competences: Set<number>;
  learningClusters: Set<number>;
  outcomes: Set<number>;
  goals: Set<number>;
  /** Ancestors of the topmost passing items, opened so those can be seen. */
  openCompetences: Set<number>;
  openOutcomes: Set<number>;
  /** Passing items that match the text or the level themselves (highlighted), as `kind:id`. */
  matches: Set<string>;
  /** How many learning goals pass (all of them without a filter). */
  goalCount: number;
}

/** The levels used in the tree, each once, in natural order ("2" before "10"). */
export function treeLevels(design: TDesign): string[] {
  const levels = new Set<string>();
  for (const list of [
    design.competences,
    design.learning_clusters,
    design.learning_outcomes,
    design.learning_goals,
  ]) {
    for (const item of list) if (item.level !== null && item.level !== '') levels.add(item.level);
  }
  return [...levels].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** The tracks the design's learning goals are limited to, each once, in natural order. */
export function treeTracks(design: TDesign): string[] {
  const tracks = new Set<string>();
  for (const goal of design.learning_goals) if (goal.track) tracks.add(goal.track);
  return [...tracks].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** The goals some cluster covers. */
function coveredGoals(design: TDesign): Set<number> {
  return new Set(design.clusters.flatMap((cluster) => cluster.goal_ids));
}

/**
 * Whether a goal passes the filters only goals can pass: "uncovered only" (withdrawn goals need
 * no cluster, so never pass it) and the track (its own, or none: every track).
 */
function passesGoalFilters(
  goal: TDesign['learning_goals'][number],
  filters: { track: string | null; uncoveredOnly: boolean; covered: Set<number> },
): boolean {
  if (filters.uncoveredOnly && (goal.withdrawn || filters.covered.has(goal.id))) return false;
  return filters.track === null || goal.track === null || goal.track === filters.track;
}

/**
 * Which parts of the tree the filters keep. Each filter holds for an item when the item
 * matches it or an ancestor does (a learning cluster counts as the ancestor of the outcomes it
 * groups), so everything under a match passes the text and the level; "uncovered only" holds
 * for learning goals in force that no cluster covers, the track for goals of that track or of
 * every track (no track), and only goals can pass those two. An item passes when
 * every filter that is set holds; it is shown with its ancestors. The topmost passing items
 * get their ancestors opened, so a matching goal is seen at once while a matching competence
 * stays closed.
 */
export function filterTree(
  design: TDesign,
  input: Partial<TTreeFilterInput> | string,
): TTreeFilter {
  const filters = typeof input === 'string' ? { ...NO_TREE_FILTER, text: input } : input;
  const text = (filters.text ?? '').trim();
  const level = filters.level ?? null;
  const uncoveredOnly = filters.uncoveredOnly ?? false;
  const track = filters.track ?? null;
  // Filters only goals pass: their ancestors are shown for them, never on their own.
  const goalsOnly = uncoveredOnly || track !== null;
  const result: TTreeFilter = {
    active: text !== '' || level !== null || uncoveredOnly || track !== null,
    competences: new Set(),
    learningClusters: new Set(),
    outcomes: new Set(),
    goals: new Set(),
    openCompetences: new Set(),
    openOutcomes: new Set(),
    matches: new Set(),
    goalCount: design.learning_goals.length,
  };
  if (!result.active) return result;

  /** What an item holds of the text and the level filter (true when that filter is not set). */
  interface THolds {
    text: boolean;
    level: boolean;
    /** It matches the text or the level itself (not through an ancestor). */
    own: boolean;
    /** It passes every filter. */
    passes: boolean;
  }
  const holds = (item: { index: string; title: string; level: string | null }, from: THolds[]) => {
    const ownText = text !== '' && matchesQuery(item, text);
    const ownLevel = level !== null && item.level === level;
    return {
      text: text === '' || ownText || from.some((ancestor) => ancestor.text),
      level: level === null || ownLevel || from.some((ancestor) => ancestor.level),
      own: ownText || ownLevel,
    };
  };
  const none: THolds[] = [];

  const competences = new Map<number, THolds>();
  for (const competence of design.competences) {
    const state = holds(competence, none);
    competences.set(competence.id, {
      ...state,
      passes: state.text && state.level && !goalsOnly,
    });
  }
  const clusters = new Map<number, THolds>();
  for (const cluster of design.learning_clusters) {
    const parent = competences.get(cluster.competence_id);
    const state = holds(cluster, parent ? [parent] : none);
    clusters.set(cluster.id, { ...state, passes: state.text && state.level && !goalsOnly });
  }
  const outcomes = new Map<number, THolds & { competence: number; cluster: number | null }>();
  for (const outcome of design.learning_outcomes) {
    const ancestors = [
      competences.get(outcome.competence_id),
      outcome.learning_cluster_id === null ? undefined : clusters.get(outcome.learning_cluster_id),
    ].filter((ancestor) => ancestor !== undefined);
    const state = holds(outcome, ancestors);
    outcomes.set(outcome.id, {
      ...state,
      passes: state.text && state.level && !goalsOnly,
      competence: outcome.competence_id,
      cluster: outcome.learning_cluster_id,
    });
  }
  const covered = uncoveredOnly ? coveredGoals(design) : new Set<number>();

  // An item shown because it passes: it and its ancestors are shown; if no ancestor passes (it
  // is a topmost match), its ancestors open.
  const showOutcome = (
    id: number,
    outcome: THolds & { competence: number; cluster: number | null },
  ) => {
    result.outcomes.add(id);
    result.competences.add(outcome.competence);
    if (outcome.cluster !== null) result.learningClusters.add(outcome.cluster);
  };
  for (const [id, competence] of competences) {
    if (!competence.passes) continue;
    result.competences.add(id);
    if (competence.own) result.matches.add(`competence:${id}`);
  }
  for (const cluster of design.learning_clusters) {
    const state = clusters.get(cluster.id);
    if (!state?.passes) continue;
    result.learningClusters.add(cluster.id);
    result.competences.add(cluster.competence_id);
    if (state.own) result.matches.add(`learningCluster:${cluster.id}`);
    if (!competences.get(cluster.competence_id)?.passes) {
      result.openCompetences.add(cluster.competence_id);
    }
  }
  for (const [id, outcome] of outcomes) {
    if (!outcome.passes) continue;
    showOutcome(id, outcome);
    if (outcome.own) result.matches.add(`outcome:${id}`);
    const parentPasses =
      competences.get(outcome.competence)?.passes ||
      (outcome.cluster !== null && clusters.get(outcome.cluster)?.passes);
    if (!parentPasses) result.openCompetences.add(outcome.competence);
  }
  result.goalCount = 0;
  for (const goal of design.learning_goals) {
    const outcome = outcomes.get(goal.learning_outcome_id);
    if (!outcome) continue;
    const state = holds(goal, [outcome]);
    if (!state.text || !state.level || !passesGoalFilters(goal, { track, uncoveredOnly, covered }))
      continue;
    result.goalCount += 1;
    result.goals.add(goal.id);
    showOutcome(goal.learning_outcome_id, outcome);
    if (state.own) result.matches.add(`goal:${goal.id}`);
    if (!outcome.passes) {
      result.openOutcomes.add(goal.learning_outcome_id);
      const above =
        competences.get(outcome.competence)?.passes ||
        (outcome.cluster !== null && clusters.get(outcome.cluster)?.passes);
      if (!above) result.openCompetences.add(outcome.competence);
    }
  }
  return result;
}
