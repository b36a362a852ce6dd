import type { TTestPlanData, TTestPlanTest } from '@cp/contracts';

/*
 * A hand-built test plan of year 11 ("Leerjaar 1", from 25 August 2025) of education 5 (havo):
 * cluster "1 Anatomie" (Biologie, 2,5 EC) with a complete test (weight 5,5×, SE 25 %) and one
 * without weight and resit rule; cluster "2 Zorg" whose percent weights add up to 90 %, with a
 * formative test. Biologie's exam weights make 75 % with the 50 % of the other years.
 */

export function aTest(overrides: Partial<TTestPlanTest> & { id: number }): TTestPlanTest {
  return {
    planned_cluster_id: 101,
    position: 1,
    name: 'Toets',
    code: null,
    kind: 'assessment',
    size: 'medium',
    test_format_id: 7,
    week: 3,
    end_week: null,
    minutes: null,
    study_hours: null,
    purpose: 'summative',
    weight: '1.00',
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
    goal_ids: [31],
    test_format_name: 'Schriftelijk',
    framework_items: [],
    also_planned_cluster_ids: [],
    ...overrides,
  };
}

export const KNOWLEDGE_TEST = aTest({
  id: 1,
  code: 'BIO-01',
  name: 'Kennistoets',
  week: 3,
  minutes: 60,
  weight: '5.50',
  counts_for_exam: true,
  exam_weight: '25.00',
  resit: true,
  resit_rule: 'highest',
  pass_mark: '5.5',
  aids: 'Rekenmachine',
  framework_items: [{ code: 'B4', title: 'Cellen' }],
});

export function testPlan(overrides: Partial<TTestPlanData> = {}): TTestPlanData {
  return {
    education: {
      id: 5,
      name: 'Verpleegkunde',
      type: 'havo',
      status: 'designing',
      content_version: 12,
      year_count: 2,
      published_at: null,
      approvals: [],
    },
    year: {
      id: 11,
      position: 1,
      name: null,
      starts_on: '2025-08-25',
      weeks: 20,
      periods: [
        { id: 1, position: 1, name: null, weeks: 10, first_week: 1 },
        { id: 2, position: 2, name: null, weeks: 10, first_week: 11 },
      ],
    },
    special_blocks: [
      { id: 1, name: 'Toetsweek 1', kind: 'test_week', start_week: 9, end_week: 10 },
    ],
    clusters: [
      {
        planned_cluster_id: 101,
        cluster_id: 41,
        index: '1',
        title: 'Anatomie',
        short_title: 'ANA',
        course_code: null,
        ects: '2.5',
        subjects: ['Biologie'],
        elective: null,
        exam_group: 'Biologie',
        start_week: 1,
        end_week: 10,
      },
      {
        planned_cluster_id: 102,
        cluster_id: 42,
        index: '2',
        title: 'Zorg',
        short_title: 'ZRG',
        course_code: null,
        ects: null,
        subjects: [],
        elective: null,
        exam_group: 'cluster:42',
        start_week: 4,
        end_week: 14,
      },
    ],
    tests: [
      KNOWLEDGE_TEST,
      aTest({
        id: 5,
        planned_cluster_id: 102,
        name: 'Oefentoets',
        week: 4,
        purpose: 'formative',
        weight: null,
      }),
      aTest({
        id: 3,
        planned_cluster_id: 102,
        name: 'Casus',
        week: 5,
        weight: '60.00',
        weight_unit: 'percent',
      }),
      aTest({
        id: 2,
        name: 'Practicum',
        week: 9,
        weight: null,
        resit: true,
        test_format_id: 8,
        test_format_name: 'Praktijk',
      }),
      aTest({
        id: 4,
        planned_cluster_id: 102,
        name: 'Presentatie',
        week: 12,
        weight: '30.00',
        weight_unit: 'percent',
      }),
    ],
    exam_groups: [{ key: 'Biologie', label: 'Biologie', percent_other_years: 50 }],
    framework_credits: ['Bron: SLO, opendata.slo.nl, licentie CC BY 4.0'],
    ...overrides,
  };
}
