import type {
  TCluster,
  TDesign,
  TEducation,
  TPlanActivity,
  TPlanTest,
  TYearPlan,
} from '@cp/contracts';
import { anEducation, aPeriod } from '@/test/education-fixture';

/*
 * A small education for the plan screen's tests: two years (20 and 10 weeks), four clusters, an
 * elective with two of them, and a year plan with two planned clusters, an elective slot with
 * one choice and a special block.
 */

export const cluster = (id: number, index: string, title: string, width = 4): TCluster => ({
  id,
  position: id,
  index,
  title,
  short_title: title.slice(0, 4).toUpperCase(),
  details: 'Omschrijving',
  ects: null,
  course_code: null,
  requirements: null,
  coordinator: null,
  cluster_width: width,
  color: '#228be6',
  goal_ids: [],
  subject_ids: [],
  planned_count: 0,
});

export function planEducation(overrides: Partial<TEducation> = {}): TEducation {
  return anEducation({
    years_count: 2,
    periods_count: 3,
    weeks_count: 30,
    years: [
      {
        id: 101,
        position: 1,
        name: null,
        starts_on: null,
        weeks: 20,
        periods: [aPeriod(1, 1, 1, 10), aPeriod(2, 2, 11, 10)],
      },
      {
        id: 102,
        position: 2,
        name: 'Stagejaar',
        starts_on: null,
        weeks: 10,
        periods: [aPeriod(3, 1, 1, 10)],
      },
    ],
    ...overrides,
  });
}

export function planDesign(): TDesign {
  return {
    competences: [],
    learning_clusters: [],
    learning_outcomes: [],
    learning_goals: [],
    clusters: [
      cluster(11, '1', 'Project A'),
      cluster(12, '2', 'Methodiek', 3),
      cluster(13, '3', 'Stage', 6),
      cluster(14, '4', 'Zorgtechniek', 2),
      cluster(15, '5', 'Gezondheid', 2),
    ],
    subjects: [],
    cluster_groups: [],
    electives: [
      {
        id: 41,
        position: 1,
        title: 'Keuze zorg',
        details: null,
        default_ects: null,
        cluster_ids: [14, 15],
        planned_count: 0,
      },
      {
        id: 42,
        position: 2,
        title: 'Keuze extra',
        details: null,
        default_ects: null,
        cluster_ids: [13],
        planned_count: 0,
      },
    ],
  };
}

/** The first year (20 weeks in two periods) as a year plan names it. */
export const planYear = (): TYearPlan['year'] => ({
  id: 101,
  position: 1,
  name: null,
  starts_on: null,
  weeks: 20,
  periods: [
    { id: 1, position: 1, name: null, weeks: 10, first_week: 1 },
    { id: 2, position: 2, name: null, weeks: 10, first_week: 11 },
  ],
});

/**
 * A test of planned cluster 201 in week 4 with what a test plan adds as the server defaults it
 * (summative, weight as a factor, no resit, nothing for the exam).
 */
export const aPlanTest = (overrides: Partial<TPlanTest> = {}): TPlanTest => ({
  id: 301,
  planned_cluster_id: 201,
  position: 1,
  name: 'Kennistoets',
  code: null,
  kind: 'written_exam',
  size: 'small',
  test_format_id: null,
  week: 4,
  end_week: null,
  minutes: null,
  study_hours: null,
  purpose: 'summative',
  weight: null,
  weight_unit: 'factor',
  counts_for_exam: false,
  exam_weight: null,
  exam_weight_unit: 'percent',
  resit: false,
  resit_count: 1,
  resit_rule: null,
  result_type: 'grade',
  pass_mark: null,
  aids: null,
  organisation: null,
  ects: null,
  goal_ids: [],
  ...overrides,
});

/** An activity of planned cluster 201 in weeks 3–4: its kind (activity 51) and nothing more. */
export const anActivity = (overrides: Partial<TPlanActivity> = {}): TPlanActivity => ({
  id: 401,
  planned_cluster_id: 201,
  position: 1,
  activity_id: 51,
  class_hours: null,
  teacher: null,
  method: null,
  reading: null,
  tools: null,
  tools_permitted: null,
  description: null,
  start_week: 3,
  end_week: 4,
  ...overrides,
});

export function yearPlan(overrides: Partial<TYearPlan> = {}): TYearPlan {
  return {
    year: planYear(),
    planned_clusters: [
      {
        id: 501,
        cluster_id: 11,
        planned_elective_id: null,
        start_week: 3,
        end_week: 6,
        comment: null,
      },
      {
        id: 502,
        cluster_id: 12,
        planned_elective_id: null,
        start_week: 8,
        end_week: 10,
        comment: null,
      },
      {
        id: 503,
        cluster_id: 14,
        planned_elective_id: 601,
        start_week: 12,
        end_week: 15,
        comment: null,
      },
    ],
    planned_electives: [
      { id: 601, elective_subject_id: 41, start_week: 12, end_week: 15, places: 2 },
    ],
    tests: [aPlanTest({ id: 701, planned_cluster_id: 501, week: 6 })],
    checkups: [
      { id: 801, planned_cluster_id: 501, position: 1, title: 'Voortgang', details: null, week: 4 },
    ],
    activities: [anActivity({ id: 901, planned_cluster_id: 501, activity_id: null })],
    links: [],
    materials: [],
    special_blocks: [
      { id: 301, name: 'Herfstvakantie', kind: 'holiday', start_week: 9, end_week: 9 },
    ],
    ...overrides,
  };
}
