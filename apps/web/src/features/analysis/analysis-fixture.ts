import type {
  TAnalysisCluster,
  TAnalysisSummary,
  TGoalsAnalysis,
  THealthAnalysis,
  TPlanningAnalysis,
  TTestsOverview,
} from '@cp/contracts';

/*
 * A small education for the screen's tests, in the contract's shapes: education 5 of location 7,
 * year 1 filled (two periods of 4 weeks), year 2 empty.
 */

export const yearHead = (id = 1, position = 1) => ({
  id,
  position,
  name: null,
  weeks: 8,
  periods: [
    { id: 11 + (id - 1) * 10, position: 1, name: null, weeks: 4, first_week: 1 },
    { id: 12 + (id - 1) * 10, position: 2, name: null, weeks: 4, first_week: 5 },
  ],
});

export function analysisCluster(overrides: Partial<TAnalysisCluster> = {}): TAnalysisCluster {
  return {
    planned_cluster_id: 101,
    cluster_id: 201,
    index: '1',
    short_title: 'Zorg A',
    title: 'Zorg in de wijk A',
    color: '#228be6',
    ects: 5,
    start_week: 1,
    end_week: 4,
    planned_elective_id: null,
    group_ids: [],
    subject_ids: [],
    ...overrides,
  };
}

export function summary(overrides: Partial<TAnalysisSummary> = {}): TAnalysisSummary {
  return {
    education: {
      id: 5,
      name: 'Verpleegkunde',
      type: 'hbo_full_bachelor',
      is_flexible: false,
      status: 'designing',
    },
    years: [
      { id: 1, position: 1, name: null, weeks: 8, planned_clusters: 2, filled: true },
      { id: 2, position: 2, name: null, weeks: 8, planned_clusters: 0, filled: false },
    ],
    norm: null,
    cluster_groups: [{ id: 61, title: 'Kern' }],
    subjects: [{ id: 71, title: 'Anatomie' }],
    bubble: [
      { year_id: 1, available: true, reason: null },
      { year_id: 2, available: true, reason: null },
    ],
    ...overrides,
  };
}

export function health(): THealthAnalysis {
  const goalItem = {
    kind: 'goal' as const,
    id: 31,
    label: '1.1.1 Observeert',
    year_id: null,
    planned_cluster_id: null,
    week: null,
  };
  const testItem = {
    kind: 'test' as const,
    id: 41,
    label: 'Kennistoets',
    year_id: 1,
    planned_cluster_id: 101,
    week: 3,
  };
  return {
    education: {
      score: 45,
      checks: [
        { key: 'goal_not_in_cluster', total: 4, failing: 1, items: [goalItem] },
        { key: 'test_without_goals', total: 3, failing: 1, items: [testItem] },
        { key: 'activity_without_hours', total: 2, failing: 0, items: [] },
      ],
    },
    years: [
      {
        year_id: 1,
        score: 83,
        checks: [
          { key: 'test_without_goals', total: 3, failing: 1, items: [testItem] },
          { key: 'activity_without_hours', total: 2, failing: 0, items: [] },
        ],
      },
      { year_id: 2, score: null, checks: [] },
    ],
  };
}

export function planning(overrides: Partial<TPlanningAnalysis> = {}): TPlanningAnalysis {
  return {
    year: yearHead(),
    clusters: [
      analysisCluster(),
      analysisCluster({
        planned_cluster_id: 102,
        cluster_id: 202,
        index: '2',
        short_title: 'Zorg B',
        ects: 10,
        start_week: 5,
        end_week: 7,
      }),
    ],
    electives: [],
    special_blocks: [],
    period_ects: [
      { period_id: 11, ects: 5 },
      { period_id: 12, ects: 10 },
    ],
    year_ects: 15,
    norm: null,
    unplanned_clusters: [{ cluster_id: 203, index: '3', short_title: 'Stage' }],
    empty_weeks: [8],
    ...overrides,
  };
}

export function goals(): TGoalsAnalysis {
  return {
    year: yearHead(),
    competences: [{ id: 1, index: '1', title: 'Zorgen', level: null }],
    outcomes: [{ id: 11, index: '1.1', title: 'Observeren', level: null, competence_id: 1 }],
    goals: [
      {
        id: 31,
        index: '1.1.1',
        title: 'Observeert',
        level: '1',
        outcome_id: 11,
        cluster_ids: [],
        test_ids: [],
        link_ids: [],
      },
      {
        id: 32,
        index: '1.1.2',
        title: 'Rapporteert',
        level: '2',
        outcome_id: 11,
        cluster_ids: [201],
        test_ids: [42],
        link_ids: [],
      },
    ],
    clusters: [{ id: 201, index: '1', short_title: 'Zorg A', planned_cluster_id: 101 }],
    tests: [{ id: 42, name: 'Casus', planned_cluster_id: 101, week: 6 }],
    links: [],
  };
}

type TOverviewTest = TTestsOverview['tests'][number];

export function overviewTest(overrides: Partial<TOverviewTest> = {}): TOverviewTest {
  return {
    id: 41,
    planned_cluster_id: 101,
    cluster_index: '1',
    cluster_short_title: 'Zorg A',
    week: 3,
    period_id: 11,
    name: 'Kennistoets',
    code: null,
    kind: 'written_exam',
    size: 'large',
    test_format: null,
    minutes: 90,
    weight: 50,
    resit: true,
    result_type: 'grade',
    ects: 2.5,
    goals: [],
    ...overrides,
  };
}

export function testsOverview(tests: TOverviewTest[] = [overviewTest()]): TTestsOverview {
  return { year: yearHead(), tests, clusters: [analysisCluster()] };
}
