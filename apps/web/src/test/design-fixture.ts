import type { TDesign } from '@cp/contracts';

/*
 * The competence tree the design's and the plan's tests share: competence 1 "Plannen" with
 * outcome 2 "Maakt een plan", and under it the learning goals a test gives.
 */

type TGoal = TDesign['learning_goals'][number];

/** A learning goal under outcome 2, positioned by its id unless a test says otherwise. */
export const aGoal = (id: number, index: string, title: string, position = id): TGoal => ({
  id,
  position,
  index,
  title,
  details: 'd',
  level: null,
  learning_outcome_id: 2,
  plan_coverage_count: 0,
  withdrawn: false,
  track: null,
});

/** The tree's part of a design: the competence, its outcome and `goals`. */
export function competenceTree(
  goals: TGoal[],
): Pick<TDesign, 'competences' | 'learning_clusters' | 'learning_outcomes' | 'learning_goals'> {
  return {
    competences: [{ id: 1, position: 1, index: '1', title: 'Plannen', details: 'd', level: null }],
    learning_clusters: [],
    learning_outcomes: [
      {
        id: 2,
        position: 1,
        index: '1.1',
        title: 'Maakt een plan',
        details: 'd',
        level: null,
        competence_id: 1,
        learning_cluster_id: null,
      },
    ],
    learning_goals: goals,
  };
}
