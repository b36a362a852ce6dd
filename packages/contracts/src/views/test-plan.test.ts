import { describe, expect, it } from 'vitest';
import type { TTestPlanCluster, TTestPlanData, TTestPlanTest } from '../schemas/test-plan';
import { TEST_PLAN_WORDS } from '../test-plan-words';
import { testPlanView } from './test-plan';
import { formatViewValue, formatViewWord, word, type TViewFormat } from './view-values';

/*
 * The test plan's pure view (docs/test-plan.md "One view for screen and document") on small
 * test plans worked out by hand, and the formatting of its values in Dutch and English.
 */

function cluster(id: number, values: Partial<TTestPlanCluster> = {}): TTestPlanCluster {
  return {
    planned_cluster_id: id,
    cluster_id: 100 + id,
    index: String(id),
    title: `Cluster ${id}`,
    short_title: `C${id}`,
    course_code: null,
    ects: null,
    subjects: [],
    elective: null,
    exam_group: `c${100 + id}`,
    start_week: 1,
    end_week: 10,
    ...values,
  };
}

function test(id: number, plannedClusterId: number, values: Partial<TTestPlanTest> = {}) {
  const row: TTestPlanTest = {
    id,
    planned_cluster_id: plannedClusterId,
    position: id,
    name: `Toets ${id}`,
    code: null,
    kind: 'written_exam',
    size: 'medium',
    test_format_id: null,
    week: 1,
    end_week: null,
    minutes: null,
    study_hours: null,
    purpose: 'summative',
    weight: '1',
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
    test_format_name: null,
    framework_items: [],
    also_planned_cluster_ids: [],
    ...values,
  };
  return row;
}

/** A havo year 2 of 3, starting Monday 2025-08-25: P1 weeks 1-5 (no name), "Blok 2" 6-10. */
function plan(values: Partial<TTestPlanData> = {}): TTestPlanData {
  return {
    education: {
      id: 1,
      name: 'Havo',
      type: 'havo',
      status: 'designing',
      content_version: 7,
      year_count: 3,
      published_at: null,
      approvals: [],
    },
    year: {
      id: 11,
      position: 2,
      name: null,
      starts_on: '2025-08-25',
      weeks: 10,
      periods: [
        { id: 21, position: 1, name: null, weeks: 5, first_week: 1 },
        { id: 22, position: 2, name: 'Blok 2', weeks: 5, first_week: 6 },
      ],
    },
    special_blocks: [],
    clusters: [],
    tests: [],
    exam_groups: [],
    framework_credits: [],
    ...values,
  };
}

const checksOf = (data: TTestPlanData) =>
  testPlanView(data).checks.map((check) => [
    check.key,
    check.test_id ?? check.planned_cluster_id,
    check.word.params?.sum ?? null,
  ]);

describe('testPlanView: weights and totals', () => {
  it('adds percentages in hundredths: 33.33 + 33.33 + 33.34 is exactly 100', () => {
    const view = testPlanView(
      plan({
        clusters: [cluster(1)],
        tests: [
          test(1, 1, { weight: '33.33', weight_unit: 'percent', minutes: 50 }),
          test(2, 1, { weight: '33.33', weight_unit: 'percent', study_hours: '2.5' }),
          test(3, 1, { weight: '33.34', weight_unit: 'percent', study_hours: '0.1' }),
        ],
      }),
    );
    expect(view.groups[0]!.totals).toEqual({
      tests: 3,
      summative: 3,
      weight: { percent: 100, factor: 0 },
      exam_weight: { percent: 0, factor: 0 },
      minutes: 50,
      study_hours: 2.6,
    });
    expect(view.groups[0]!.totals_row.weight).toEqual({
      type: 'number',
      value: 100,
      unit: 'percent',
    });
    expect(view.groups[0]!.totals_row.duration).toEqual({
      type: 'word',
      word: { key: 'duration.both', params: { minutes: 50, hours: 2.6 } },
    });
    expect(view.checks).toEqual([]);
  });

  it('keeps formative tests out of the weights and the year totals count per cluster', () => {
    const view = testPlanView(
      plan({
        clusters: [cluster(1), cluster(2)],
        tests: [
          test(1, 1, { weight: '2' }),
          test(2, 1, { purpose: 'formative', weight: null }),
          test(3, 2, { weight: '1.5', counts_for_exam: true, exam_weight: '25' }),
        ],
      }),
    );
    expect(view.groups.map((group) => group.totals.weight)).toEqual([
      { percent: 0, factor: 2 },
      { percent: 0, factor: 1.5 },
    ]);
    expect(view.totals).toMatchObject({
      tests: 3,
      summative: 2,
      weight: { percent: 0, factor: 3.5 },
      exam_weight: { percent: 25, factor: 0 },
    });
    // A formative test shows no weight; a test that does not count for the exam no exam weight.
    const row = (id: number) => view.rows.find((r) => r.test_id === id)!.cells;
    expect(row(2).weight).toBeNull();
    expect(row(2).purpose).toEqual({ type: 'word', word: { key: 'purpose.formative' } });
    expect(row(1).exam_weight).toBeNull();
    expect(row(3).exam_weight).toEqual({ type: 'number', value: 25, unit: 'percent' });
    expect(row(3).purpose).toEqual({ type: 'word', word: { key: 'purpose.forExam.vo' } });
    // Mixed units in a sum: "100% + 3×" as a word.
    expect(
      testPlanView(
        plan({
          clusters: [cluster(1)],
          tests: [
            test(1, 1, { weight: '100', weight_unit: 'percent' }),
            test(2, 1, { weight: '3' }),
          ],
        }),
      ).groups[0]!.totals_row.weight,
    ).toEqual({
      type: 'word',
      word: { key: 'group.mixedTotal', params: { percent: 100, factor: 3 } },
    });
  });
});

describe('testPlanView: checks', () => {
  it('fires each check on its case and names what it is about', () => {
    const data = plan({
      clusters: [
        cluster(1, { exam_group: 's1' }),
        cluster(2),
        cluster(3, { exam_group: 's1' }),
        cluster(4, { exam_group: 's4' }),
      ],
      tests: [
        // Cluster 1: 60 + 30 = 90%.
        test(1, 1, {
          weight: '60',
          weight_unit: 'percent',
          counts_for_exam: true,
          exam_weight: '30',
        }),
        test(2, 1, { weight: '30', weight_unit: 'percent' }),
        // Cluster 2: percent and factor mixed (no sum check then).
        test(3, 2, { weight: '50', weight_unit: 'percent' }),
        test(4, 2, { weight: '1' }),
        // Cluster 3: summative without a weight; counts for the exam without an exam weight;
        // a resit without a rule.
        test(5, 3, { weight: null, counts_for_exam: true, resit: true }),
        // Cluster 4: exam weight 50% in group s4, nothing in other years.
        test(6, 4, { counts_for_exam: true, exam_weight: '50' }),
      ],
      // s1: 30 here + 70 in other years = 100; s4: 50; c102, c103: none.
      exam_groups: [
        { key: 's1', label: 'Wiskunde', percent_other_years: 70 },
        { key: 'c102', label: '2 Cluster 2', percent_other_years: 0 },
        { key: 's4', label: 'Nederlands', percent_other_years: 0 },
      ],
    });
    expect(checksOf(data)).toEqual([
      ['cluster_weights_not_100', 1, 90],
      ['weight_units_mixed', 2, null],
      ['summative_without_weight', 5, null],
      ['exam_weight_missing', 5, null],
      ['resit_rule_missing', 5, null],
      ['exam_weights_not_100', null, 50],
    ]);
    const view = testPlanView(data);
    expect(view.rows.find((row) => row.test_id === 5)!.checks).toEqual([
      'summative_without_weight',
      'exam_weight_missing',
      'resit_rule_missing',
    ]);
    expect(view.checks.at(-1)!.word).toEqual({
      key: 'checks.exam_weights_not_100',
      params: { name: 'Nederlands', sum: 50 },
    });
    expect(view.checks[0]!.word.params?.name).toBe('1 Cluster 1');
    // Only the exam group check names its group (the health check counts it by that key).
    expect(view.checks.map((check) => check.exam_group)).toEqual([
      null,
      null,
      null,
      null,
      null,
      's4',
    ]);
    // What the exam checks looked at: every group of the year's clusters with its sum over all
    // years (s1: 30 + 70; c102: none; s4: 50), in the order of exam_groups.
    expect(view.exam_groups).toEqual([
      { key: 's1', label: 'Wiskunde', percent: 100 },
      { key: 'c102', label: '2 Cluster 2', percent: 0 },
      { key: 's4', label: 'Nederlands', percent: 50 },
    ]);
  });

  it('fires none on a complete test plan', () => {
    const data = plan({
      clusters: [cluster(1, { exam_group: 's1' })],
      tests: [
        test(1, 1, {
          weight: '100',
          weight_unit: 'percent',
          counts_for_exam: true,
          exam_weight: '40',
          resit: true,
          resit_rule: 'last',
        }),
        // Formative: no weight, no resit rule needed, never counted.
        test(2, 1, { purpose: 'formative', weight: null, resit: true }),
      ],
      exam_groups: [{ key: 's1', label: 'Wiskunde', percent_other_years: 60 }],
    });
    expect(checksOf(data)).toEqual([]);
    // An exam group with no percent exam weight anywhere is not checked.
    expect(
      checksOf(
        plan({ ...data, exam_groups: [{ key: 's9', label: 'Leeg', percent_other_years: 0 }] }),
      ),
    ).toEqual([]);
    // Only other years' weights: 70 here-less is not 100.
    expect(
      checksOf(
        plan({
          clusters: [cluster(1, { exam_group: 's1' })],
          exam_groups: [{ key: 's1', label: 'Wiskunde', percent_other_years: 70 }],
        }),
      ),
    ).toEqual([['exam_weights_not_100', null, 70]]);
  });
});

describe('testPlanView: a test for two clusters', () => {
  it('names the other clusters in its cluster cell and itself under theirs, counted once', () => {
    // Test 1 sits in cluster 1 and covers goals of clusters 2 and 3 too; test 2 (cluster 3)
    // covers cluster 2's; cluster 2 has no test of its own.
    const view = testPlanView(
      plan({
        clusters: [cluster(1), cluster(2), cluster(3)],
        tests: [
          test(1, 1, {
            code: 'T1',
            weight: '100',
            weight_unit: 'percent',
            also_planned_cluster_ids: [2, 3],
          }),
          test(2, 3, { week: 4, weight: '2', also_planned_cluster_ids: [2] }),
        ],
      }),
    );
    const row = (id: number) => view.rows.find((r) => r.test_id === id)!;
    expect(row(1).cells.cluster).toEqual({
      type: 'word',
      word: {
        key: 'also.cluster',
        params: { cluster: '1 Cluster 1', clusters: { list: ['2 Cluster 2', '3 Cluster 3'] } },
      },
    });
    expect(row(2).cells.cluster).toEqual({
      type: 'word',
      word: {
        key: 'also.cluster',
        params: { cluster: '3 Cluster 3', clusters: { list: ['2 Cluster 2'] } },
      },
    });
    const group = (id: number) => view.groups.find((g) => g.planned_cluster_id === id)!;
    // Under cluster 2 both tests, in week order, each with its own cluster; no row of its own.
    expect(group(2).details).toEqual([
      word('also.tests', {
        tests: { list: ['T1 Toets 1 (1 Cluster 1)', 'Toets 2 (3 Cluster 3)'] },
      }),
    ]);
    expect(group(3).details).toEqual([
      word('also.tests', { tests: { list: ['T1 Toets 1 (1 Cluster 1)'] } }),
    ]);
    expect(group(1).details).toEqual([]);
    // Counted once, in its own cluster: cluster 2 has no tests and no weights (so no checks),
    // cluster 1's 100% is whole, the year counts two tests.
    expect(group(2).test_ids).toEqual([]);
    expect(group(2).totals).toMatchObject({ tests: 0, weight: { percent: 0, factor: 0 } });
    expect(group(1).totals).toMatchObject({ tests: 1, weight: { percent: 100, factor: 0 } });
    expect(group(3).totals).toMatchObject({ tests: 1, weight: { percent: 0, factor: 2 } });
    expect(view.totals.tests).toBe(2);
    expect(view.checks).toEqual([]);
    // In words: "1 Cluster 1 · ook 2 Cluster 2 en 3 Cluster 3".
    const format: TViewFormat = {
      language: 'nl',
      words: TEST_PLAN_WORDS.nl,
      terms: {},
      and: TEST_PLAN_WORDS.nl.and,
    };
    expect(formatViewValue(row(1).cells.cluster, format)).toBe(
      '1 Cluster 1 · ook 2 Cluster 2 en 3 Cluster 3',
    );
    expect(
      formatViewWord(group(2).details[0]!, {
        ...format,
        language: 'en',
        words: TEST_PLAN_WORDS.en,
        and: 'and',
      }),
    ).toBe('Also tested in T1 Toets 1 (1 Cluster 1) and Toets 2 (3 Cluster 3)');
  });
});

describe('testPlanView: columns, weeks, dates and facts', () => {
  it('has the columns of the sector, without dates when the year has no start', () => {
    const keys = (
      type: TTestPlanData['education']['type'],
      startsOn: string | null = '2025-08-25',
    ) =>
      testPlanView(
        plan({
          education: { ...plan().education, type },
          year: { ...plan().year, starts_on: startsOn },
        }),
      );
    const vo = keys('havo');
    expect(vo.sector).toBe('vo');
    expect(vo.title).toEqual({ key: 'document.vo' });
    expect(vo.columns.find((c) => c.key === 'exam_weight')!.label).toEqual({
      key: 'sectorColumns.exam_weight.vo',
    });
    expect(vo.columns.find((c) => c.key === 'code')!.label).toEqual({ key: 'columns.code' });
    const mbo = keys('vocational_secondary_education_4');
    expect(mbo.sector).toBe('mbo');
    expect(mbo.columns.find((c) => c.key === 'framework_items')!.label).toEqual({
      key: 'sectorColumns.framework_items.mbo',
    });
    const ho = keys('hbo_full_bachelor');
    expect(ho.sector).toBe('ho');
    expect(ho.columns.map((c) => c.key)).not.toContain('exam_weight');
    expect(ho.columns.map((c) => c.key)).toContain('dates');
    expect(keys('hbo_full_bachelor', null).columns.map((c) => c.key)).not.toContain('dates');
    // Every column is empty without tests: a document may leave them out.
    expect(ho.columns.every((c) => c.empty)).toBe(true);
  });

  it('names periods, ranges of periods, test weeks and the dates of the weeks', () => {
    const view = testPlanView(
      plan({
        special_blocks: [
          { id: 1, name: 'Toetsweek 1', kind: 'test_week', start_week: 5, end_week: 5 },
          { id: 2, name: 'Herfstvakantie', kind: 'holiday', start_week: 8, end_week: 8 },
        ],
        clusters: [cluster(1)],
        tests: [
          test(1, 1, { week: 5 }),
          test(2, 1, { week: 4, end_week: 7 }),
          test(3, 1, { week: 8 }),
        ],
      }),
    );
    // Week order: 4-7, then 5, then 8.
    expect(view.rows.map((row) => row.test_id)).toEqual([2, 1, 3]);
    const [range, inTestWeek, holiday] = view.rows.map((row) => row.cells);
    expect(range!.period).toEqual({
      type: 'word',
      word: {
        key: 'period.range',
        params: { start: { key: 'period.unnamed', params: { position: 1 } }, end: 'Blok 2' },
      },
    });
    expect(range!.weeks).toEqual({
      type: 'word',
      word: { key: 'weeks.range', params: { start: 4, end: 7 } },
    });
    // Week 4 of a year starting Monday 25 August: Monday 15 September; week 7 ends Friday 10 October.
    expect(range!.dates).toEqual({ type: 'date', start: '2025-09-15', end: '2025-10-10' });
    expect(inTestWeek!.period).toEqual({
      type: 'word',
      word: { key: 'period.unnamed', params: { position: 1 } },
    });
    expect(inTestWeek!.weeks).toEqual({
      type: 'word',
      word: {
        key: 'weeks.inTestWeek',
        params: { weeks: { key: 'weeks.one', params: { week: 5 } }, name: 'Toetsweek 1' },
      },
    });
    expect(inTestWeek!.dates).toEqual({ type: 'date', start: '2025-09-22', end: '2025-09-26' });
    // A holiday is no test week; a named period is the user's text.
    expect(holiday!.weeks).toEqual({
      type: 'word',
      word: { key: 'weeks.one', params: { week: 8 } },
    });
    expect(holiday!.period).toEqual({ type: 'text', text: 'Blok 2' });
  });

  it('says the school year and cohort from the start, and the adoption', () => {
    const draft = testPlanView(plan());
    const fact = (view: typeof draft, key: string) =>
      view.facts.find((f) => f.label.key === `facts.${key}`)?.value;
    // Year 2 of 3 starting in 2025: school year 2025-2026, cohort 2024-2027.
    expect(fact(draft, 'schoolYear')).toEqual({ type: 'text', text: '2025-2026' });
    expect(fact(draft, 'cohort')).toEqual({ type: 'text', text: '2024-2027' });
    expect(fact(draft, 'year')).toEqual({
      type: 'word',
      word: { key: 'yearUnnamed', params: { position: 2 } },
    });
    expect(fact(draft, 'version')).toEqual({ type: 'number', value: 7 });
    expect(draft.adoption).toEqual({ adopted: false, line: { key: 'notAdopted' } });
    expect(fact(testPlanView(plan({ year: { ...plan().year, starts_on: null } })), 'cohort')).toBe(
      undefined,
    );

    const adopted = testPlanView(
      plan({
        education: {
          ...plan().education,
          status: 'active',
          published_at: '2026-09-12T10:00:00.000Z',
          approvals: [
            { name: 'A. Jansen', approved_at: '2026-09-11T09:00:00.000Z' },
            { name: 'P. de Vries', approved_at: '2026-09-12T10:00:00.000Z' },
          ],
        },
      }),
    );
    expect(adopted.adoption).toEqual({
      adopted: true,
      line: {
        key: 'adopted',
        params: {
          date: { date: '2026-09-12T10:00:00.000Z', style: 'long' },
          names: { list: ['A. Jansen', 'P. de Vries'] },
        },
      },
    });
    // Active without a publication date (never published): not adopted.
    expect(
      testPlanView(plan({ education: { ...plan().education, status: 'active' } })).adoption.adopted,
    ).toBe(false);
  });
});

describe('formatViewValue and formatViewWord', () => {
  const format = (language: 'nl' | 'en'): TViewFormat => ({
    language,
    words: TEST_PLAN_WORDS[language],
    terms:
      language === 'nl'
        ? { educationYear: 'leerjaar', educationYears: 'leerjaren', cluster: 'vak' }
        : { educationYear: 'year', educationYears: 'years', cluster: 'course' },
    and: TEST_PLAN_WORDS[language].and,
  });
  const nl = format('nl');
  const en = format('en');

  it('writes numbers with their units in each language', () => {
    const value = { type: 'number', value: 33.33, unit: 'percent' } as const;
    expect(formatViewValue(value, nl)).toBe('33,33%');
    expect(formatViewValue(value, en)).toBe('33.33%');
    expect(formatViewValue({ type: 'number', value: 1.5, unit: 'factor' }, nl)).toBe('1,5×');
    expect(formatViewValue({ type: 'number', value: 1234.5 }, nl)).toBe('1.234,5');
    expect(formatViewValue({ type: 'number', value: 1234.5 }, en)).toBe('1,234.5');
    expect(formatViewValue(null, nl)).toBe('');
    expect(formatViewValue({ type: 'text', text: 'Eigen tekst' }, en)).toBe('Eigen tekst');
  });

  it('writes days and ranges of days', () => {
    const day = { type: 'date', start: '2026-03-02', end: null } as const;
    expect(formatViewValue(day, nl)).toBe('2 mrt');
    expect(formatViewValue(day, en)).toBe('2 Mar');
    const range = { type: 'date', start: '2026-03-02', end: '2026-03-06' } as const;
    expect(formatViewValue(range, nl)).toBe('2 mrt – 6 mrt');
    expect(formatViewValue({ ...range, end: range.start }, en)).toBe('2 Mar');
  });

  it('joins lists with en / and, and writes long dates', () => {
    const line = word('adopted', {
      date: { date: '2026-09-12T10:00:00.000Z', style: 'long' },
      names: { list: ['A. Jansen', 'B. Bakker', 'P. de Vries'] },
    });
    expect(formatViewWord(line, nl)).toBe(
      'Vastgesteld op 12 september 2026 door A. Jansen, B. Bakker en P. de Vries',
    );
    expect(formatViewWord(line, en)).toBe(
      'Adopted on 12 September 2026 by A. Jansen, B. Bakker and P. de Vries',
    );
    const one = word('adopted', { date: { date: '2026-09-12' }, names: { list: ['A. Jansen'] } });
    expect(formatViewWord(one, en)).toBe('Adopted on 12 September 2026 by A. Jansen');
  });

  it('fills the terms, capitalised where the word starts with one, and nested words', () => {
    expect(formatViewWord(word('yearUnnamed', { position: 2 }), nl)).toBe('Leerjaar 2');
    expect(formatViewWord(word('yearUnnamed', { position: 2 }), en)).toBe('Year 2');
    expect(formatViewWord(word('columns.cluster'), nl)).toBe('Vak');
    expect(
      formatViewWord(word('checks.exam_weights_not_100', { name: 'Wiskunde', sum: 50 }), nl),
    ).toBe(
      'De examenwegingen van Wiskunde tellen over alle leerjaren op tot 50% in plaats van 100%',
    );
    expect(
      formatViewWord(word('checks.cluster_weights_not_100', { name: '1 Cluster', sum: 99.99 }), en),
    ).toBe('The percentage weights of 1 Cluster add up to 99.99% instead of 100%');
    const range = word('period.range', {
      start: word('period.unnamed', { position: 1 }),
      end: 'Blok 2',
    });
    expect(formatViewWord(range, nl)).toBe('P1–Blok 2');
    expect(
      formatViewValue(
        {
          type: 'word',
          word: word('resit.withRule', { count: 2, rule: word('resit.rules.highest') }),
        },
        nl,
      ),
    ).toBe('2× (hoogste telt)');
    expect(() => formatViewWord(word('columns.nothing'), en)).toThrow(/columns\.nothing/);
  });
});
