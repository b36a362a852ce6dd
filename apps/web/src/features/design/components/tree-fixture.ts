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
      { ...described(101, 1, '1.1.1', 'Beschrijft het doel'), learning_outcome_id: 11 },
      { ...described(102, 2, '1.1.2', 'Kiest een aanpak'), learning_outcome_id: 11 },
      { ...described(103, 1, '1.2.1', 'Vergelijkt varianten'), learning_outcome_id: 12 },
      { ...described(201, 1, '2.1.1', 'Zoekt literatuur'), learning_outcome_id: 21 },
      { ...described(202, 2, '2.1.2', 'Beoordeelt een bron'), learning_outcome_id: 21 },
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
      },
    ],
    subjects: [],
    cluster_groups: [],
    electives: [],
  };
}
