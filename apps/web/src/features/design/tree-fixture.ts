import type { TDesign } from '@cp/contracts';

/** A small design for the tests of the competence tree. */
export function treeFixture(): TDesign {
  const described = (id: number, position: number, index: string, title: string) => ({
    id,
    position,
    index,
    title,
    details: `Over ${title}`,
    level: null,
  });
  // Nothing of the design is in the plan yet; tests that need plan counts set them.
  const goal = (id: number, position: number, index: string, title: string, outcome: number) => ({
    ...described(id, position, index, title),
    learning_outcome_id: outcome,
    plan_coverage_count: 0,
    withdrawn: false,
    track: null,
  });
  return {
    competences: [described(1, 1, '1', 'Ontwerpen'), described(2, 2, '2', 'Onderzoeken')],
    learning_clusters: [{ ...described(5, 1, '1.A', 'Schetsen'), competence_id: 1 }],
    learning_outcomes: [
      { ...described(11, 1, '1.1', 'Maakt een plan'), competence_id: 1, learning_cluster_id: 5 },
      {
        ...described(12, 2, '1.2', 'Toetst het plan'),
        competence_id: 1,
        learning_cluster_id: null,
      },
      {
        ...described(21, 1, '2.1', 'Verzamelt bronnen'),
        competence_id: 2,
        learning_cluster_id: null,
      },
    ],
    learning_goals: [
      goal(101, 1, '1.1.1', 'Beschrijft het doel', 11),
      goal(102, 2, '1.1.2', 'Kiest een aanpak', 11),
      goal(103, 1, '1.2.1', 'Vergelijkt varianten', 12),
      goal(201, 1, '2.1.1', 'Zoekt literatuur', 21),
      goal(202, 2, '2.1.2', 'Beoordeelt een bron', 21),
    ],
    clusters: [
      {
        id: 301,
        position: 1,
        index: '1',
        title: 'Project A',
        short_title: 'PA',
        details: 'Eerste project',
        ects: '5',
        course_code: null,
        requirements: null,
        coordinator: null,
        cluster_width: 10,
        color: null,
        goal_ids: [101, 102],
        subject_ids: [],
        planned_count: 0,
      },
      {
        id: 302,
        position: 2,
        index: '2',
        title: 'Methodiek',
        short_title: 'ME',
        details: 'Leerlijn',
        ects: '2.5',
        course_code: null,
        requirements: null,
        coordinator: null,
        cluster_width: 5,
        color: null,
        goal_ids: [101],
        subject_ids: [],
        planned_count: 0,
      },
    ],
    subjects: [],
    cluster_groups: [],
    electives: [],
  };
}
