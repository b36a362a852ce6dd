import { describe, expect, it } from 'vitest';
import { defaultNames, termWords, type TDesign, type TDesignKind } from '@cp/contracts';
import { i18n } from '@/i18n';
import { deleteImpact, NO_IMPACT } from '@/features/design/design-tree';
import { deleteSummary } from './delete-impact';
import { treeFixture } from '@/features/design/tree-fixture';

function summary(language: 'nl' | 'en', kind: TDesignKind, id: number, design = treeFixture()) {
  const terms = termWords(defaultNames(language));
  return deleteSummary(kind, deleteImpact(design, kind, id), i18n.getFixedT(language), terms);
}

/** The fixture with a subject on both clusters, a group and an elective holding cluster 301. */
function linked(): TDesign {
  const design = treeFixture();
  return {
    ...design,
    clusters: design.clusters.map((cluster) => ({ ...cluster, subject_ids: [401] })),
    subjects: [{ id: 401, position: 1, title: 'Nederlands', details: null }],
    cluster_groups: [
      { id: 501, position: 1, title: 'Basis', details: null, cluster_ids: [301, 302] },
    ],
    electives: [
      {
        id: 601,
        position: 1,
        title: 'Keuze',
        details: null,
        default_ects: null,
        cluster_ids: [301],
        planned_count: 0,
      },
    ],
  };
}

describe('deleteSummary', () => {
  it('names the children of a competence and the links of their goals, one line each', () => {
    expect(summary('nl', 'competences', 1)).toEqual({
      removes: [
        '1 leercluster',
        '2 leeruitkomsten',
        '3 leerdoelen',
        '3 koppelingen van deze leerdoelen met clusters',
      ],
      stays: null,
      plan: [],
    });
    expect(summary('en', 'competences', 1).removes).toEqual([
      '1 learning cluster',
      '2 learning outcomes',
      '3 learning goals',
      '3 links of these learning goals to clusters',
    ]);
  });

  it('counts the clusters of one goal, and a single link in the singular', () => {
    expect(summary('nl', 'learning-goals', 101).removes).toEqual(['de koppelingen met 2 clusters']);
    expect(summary('en', 'learning-goals', 102).removes).toEqual(['the links to 1 cluster']);
    const design = treeFixture();
    // Goal 103, the only goal of outcome 12, in one cluster.
    design.clusters = design.clusters.map((cluster) =>
      cluster.id === 302 ? { ...cluster, goal_ids: [103] } : cluster,
    );
    expect(summary('nl', 'learning-outcomes', 12, design).removes).toEqual([
      '1 leerdoel',
      '1 koppeling van een leerdoel met een cluster',
    ]);
  });

  it('says that the outcomes of a learning cluster stay', () => {
    expect(summary('nl', 'learning-clusters', 5)).toEqual({
      removes: [],
      stays: '1 leeruitkomst blijft bestaan, zonder leercluster.',
      plan: [],
    });
    expect(summary('en', 'learning-clusters', 5).stays).toBe(
      '1 learning outcome stays, without learning cluster.',
    );
  });

  it('names what a cluster is linked to: goals, subjects, groups and electives', () => {
    expect(summary('nl', 'clusters', 301, linked()).removes).toEqual([
      'de koppelingen met 2 leerdoelen',
      'de koppelingen met 1 vak',
      'de plaatsen in 2 clustergroepen of keuzevakken',
    ]);
    expect(summary('en', 'clusters', 302, linked()).removes).toEqual([
      'the links to 1 learning goal',
      'the links to 1 subject',
      'its place in 1 cluster group or elective subject',
    ]);
  });

  it('names the clusters a subject, group or elective is linked to; they stay', () => {
    expect(summary('nl', 'subjects', 401, linked()).removes).toEqual([
      'de koppelingen met 2 clusters',
    ]);
    expect(summary('en', 'cluster-groups', 501, linked()).removes).toEqual([
      'the links to 2 clusters',
    ]);
    expect(summary('nl', 'electives', 601, linked()).removes).toEqual([
      'de koppelingen met 1 cluster',
    ]);
  });

  it('warns what the plan loses with a planned cluster, in the school words', () => {
    const design = linked();
    design.clusters = design.clusters.map((cluster) => ({
      ...cluster,
      planned_count: cluster.id === 301 ? 2 : 1,
    }));
    expect(summary('nl', 'clusters', 301, design).plan).toEqual([
      'de planning in 2 leerjaren, met de toetsen, controlemomenten, leeractiviteiten, koppelingen en materialen daarvan',
    ]);
    expect(summary('en', 'clusters', 302, design).plan).toEqual([
      'its planning in 1 education year, with its tests, check moments, learning activities, links and materials',
    ]);
    // The design lines stay as they were; the plan has its own list.
    expect(summary('nl', 'clusters', 301, design).removes).toEqual(
      summary('nl', 'clusters', 301, linked()).removes,
    );
    const renamed = {
      ...termWords(defaultNames('en')),
      educationYear: 'grade',
      educationYears: 'grades',
    };
    expect(
      deleteSummary(
        'clusters',
        deleteImpact(design, 'clusters', 301),
        i18n.getFixedT('en'),
        renamed,
      ).plan,
    ).toEqual([
      'its planning in 2 grades, with their tests, check moments, learning activities, links and materials',
    ]);
  });

  it('warns that an elective subject takes its slots in the plan and the choices in them', () => {
    const design = linked();
    design.electives = design.electives.map((elective) => ({ ...elective, planned_count: 3 }));
    expect(summary('nl', 'electives', 601, design)).toEqual({
      removes: ['de koppelingen met 1 cluster'],
      stays: null,
      plan: [
        'de plaatsingen in 3 leerjaren, met de gekozen clusters daarin en hun toetsen, controlemomenten, leeractiviteiten, koppelingen en materialen',
      ],
    });
    design.electives = design.electives.map((elective) => ({ ...elective, planned_count: 1 }));
    expect(summary('en', 'electives', 601, design).plan).toEqual([
      'its slot in 1 education year, with the clusters chosen in it and their tests, check moments, learning activities, links and materials',
    ]);
    expect(summary('en', 'electives', 601, linked()).plan).toEqual([]);
  });

  it('warns when removed goals are covered by tests or links in the plan', () => {
    const design = treeFixture();
    // Goal 101 in 2 tests or links, 102 in 1; both under outcome 11 of competence 1.
    design.learning_goals = design.learning_goals.map((goal) => ({
      ...goal,
      plan_coverage_count: goal.id === 101 ? 2 : goal.id === 102 ? 1 : 0,
    }));
    expect(summary('nl', 'learning-goals', 101, design).plan).toEqual([
      'de dekking door 2 toetsen of koppelingen',
    ]);
    expect(summary('en', 'learning-goals', 102, design).plan).toEqual([
      'its coverage by 1 test or link',
    ]);
    expect(summary('nl', 'competences', 1, design).plan).toEqual([
      'de dekking van deze leerdoelen door toetsen of koppelingen (3 in totaal)',
    ]);
    expect(summary('en', 'learning-outcomes', 11, design).plan).toEqual([
      'the coverage of these learning goals by tests or links (3 in all)',
    ]);
    design.learning_goals = design.learning_goals.map((goal) => ({
      ...goal,
      plan_coverage_count: goal.id === 103 ? 1 : 0,
    }));
    expect(summary('nl', 'learning-outcomes', 12, design).plan).toEqual([
      'de dekking van een leerdoel door 1 toets of koppeling',
    ]);
    expect(summary('en', 'competences', 2, design).plan).toEqual([]);
  });

  it('has nothing to list when only the item goes', () => {
    const t = i18n.getFixedT('nl');
    const terms = termWords(defaultNames('nl'));
    expect(deleteSummary('subjects', NO_IMPACT, t, terms)).toEqual({
      removes: [],
      stays: null,
      plan: [],
    });
  });
});
