import type { TDesign } from '@cp/contracts';
import { matchesQuery } from '../design-tree';

/*
 * The text filter of the competence tree (competence -> learning cluster / learning outcome ->
 * learning goal). Pure, so it is tested on its own and runs once per change of the filter text
 * or the design, not per row.
 */

export interface TTreeFilter {
  /** False for an empty filter: everything is shown and nothing is forced open. */
  active: boolean;
  /** The items to show per kind: the matches, their ancestors and everything under a match. */
  competences: Set<number>;
  learningClusters: Set<number>;
  outcomes: Set<number>;
  goals: Set<number>;
  /** Ancestors of a match, opened so the match can be seen. */
  openCompetences: Set<number>;
  openOutcomes: Set<number>;
  /** The items that match themselves (highlighted), as `kind:id`. */
  matches: Set<string>;
}

/**
 * Which parts of the tree a filter text keeps: an item matches when its number or title holds
 * the text (`matchesQuery` of the screen's search); a match keeps its ancestors visible (and open) and
 * everything under it visible.
 */
export function filterTree(design: TDesign, text: string): TTreeFilter {
  const query = text.trim();
  const result: TTreeFilter = {
    active: query !== '',
    competences: new Set(),
    learningClusters: new Set(),
    outcomes: new Set(),
    goals: new Set(),
    openCompetences: new Set(),
    openOutcomes: new Set(),
    matches: new Set(),
  };
  if (!result.active) return result;

  const outcomeById = new Map(design.learning_outcomes.map((outcome) => [outcome.id, outcome]));
  const matchedCompetences = new Set<number>();
  const matchedClusters = new Set<number>();
  const matchedOutcomes = new Set<number>();

  for (const competence of design.competences) {
    if (!matchesQuery(competence, query)) continue;
    matchedCompetences.add(competence.id);
    result.matches.add(`competence:${competence.id}`);
  }
  for (const cluster of design.learning_clusters) {
    const own = matchesQuery(cluster, query);
    if (own) {
      matchedClusters.add(cluster.id);
      result.matches.add(`learningCluster:${cluster.id}`);
    }
    if (own || matchedCompetences.has(cluster.competence_id)) {
      result.learningClusters.add(cluster.id);
      result.competences.add(cluster.competence_id);
      if (own) result.openCompetences.add(cluster.competence_id);
    }
  }
  for (const outcome of design.learning_outcomes) {
    const own = matchesQuery(outcome, query);
    if (own) result.matches.add(`outcome:${outcome.id}`);
    const underMatch =
      matchedCompetences.has(outcome.competence_id) ||
      (outcome.learning_cluster_id !== null && matchedClusters.has(outcome.learning_cluster_id));
    if (own || underMatch) {
      matchedOutcomes.add(outcome.id);
      result.outcomes.add(outcome.id);
      result.competences.add(outcome.competence_id);
      if (outcome.learning_cluster_id !== null) {
        result.learningClusters.add(outcome.learning_cluster_id);
      }
    }
    if (own) result.openCompetences.add(outcome.competence_id);
  }
  for (const goal of design.learning_goals) {
    const own = matchesQuery(goal, query);
    if (own) result.matches.add(`goal:${goal.id}`);
    if (!own && !matchedOutcomes.has(goal.learning_outcome_id)) continue;
    result.goals.add(goal.id);
    const outcome = outcomeById.get(goal.learning_outcome_id);
    if (!outcome) continue;
    result.outcomes.add(outcome.id);
    result.competences.add(outcome.competence_id);
    if (outcome.learning_cluster_id !== null) {
      result.learningClusters.add(outcome.learning_cluster_id);
    }
    if (own) {
      result.openOutcomes.add(outcome.id);
      result.openCompetences.add(outcome.competence_id);
    }
  }
  for (const id of matchedCompetences) result.competences.add(id);
  return result;
}
