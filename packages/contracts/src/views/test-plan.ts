import { educationSector, type TEducationSector } from '../rules/education-sector';
import type { TTestPlanCluster, TTestPlanData, TTestPlanTest } from '../schemas/test-plan';
import {
  TEST_PLAN_COLUMNS,
  type TTestPlanCheckKey,
  type TTestPlanColumn,
} from '../test-plan-words';
import { clusterLabel, durationValue, testPlanCells } from './test-plan-cells';
import { textValue, word, wordValue, type TViewValue, type TViewWord } from './view-values';

/*
 * The test plan of one education year as the Toetsplan screen and the PTA / examenplan / OER
 * documents show it (docs/test-plan.md): one pure function from the data to facts, columns,
 * rows in week order, a group per cluster with its totals, and the checks. Words are keys into
 * TEST_PLAN_WORDS; the screen and the document adapter format them (view-values.ts).
 */

export type TTestPlanViewColumn = {
  key: TTestPlanColumn;
  label: TViewWord;
  /** 'number' cells align right and stay numbers in Excel. */
  kind: 'text' | 'number';
  /** Relative width (1 = a narrow number, 4 = a long name). */
  width: number;
  /** No row has a value: a document may leave the column out (a screen keeps it to edit). */
  empty: boolean;
};

export type TTestPlanCheck = {
  key: TTestPlanCheckKey;
  word: TViewWord;
  /** The test or planned cluster it is about (for the screen's marks and the health check). */
  test_id: number | null;
  planned_cluster_id: number | null;
  /** The exam group it is about (exam_weights_not_100; TTestPlanExamGroup.key), else null. */
  exam_group: string | null;
};

/** An exam group of the year's clusters with its percent exam weights over all years. */
export type TTestPlanExamTotal = {
  key: string;
  label: string;
  /** This year's and the other years' percent exam weights (0: none in percent). */
  percent: number;
};

export type TTestPlanRow = {
  test_id: number;
  planned_cluster_id: number;
  cells: Record<TTestPlanColumn, TViewValue>;
  /** The checks about this test itself. */
  checks: TTestPlanCheckKey[];
};

export type TTestPlanTotals = {
  tests: number;
  summative: number;
  /** Sums of the weights per unit (summative tests only). */
  weight: { percent: number; factor: number };
  exam_weight: { percent: number; factor: number };
  minutes: number;
  study_hours: number;
};

export type TTestPlanGroup = {
  planned_cluster_id: number;
  title: TViewValue;
  /**
   * Under the title: EC, course code, subjects, elective, and the tests of other clusters that
   * also cover this cluster's goals (listed there, counted in their own cluster).
   */
  details: TViewWord[];
  /** Its tests' rows, in week order (indexes into `rows` would tie the two; ids are plain). */
  test_ids: number[];
  totals: TTestPlanTotals;
  /** Totals as a row under the group's tests (same columns as the rows). */
  totals_row: Record<TTestPlanColumn, TViewValue>;
  checks: TTestPlanCheck[];
};

export type TTestPlanView = {
  sector: TEducationSector;
  /** The document's name ("Programma van toetsing en afsluiting (PTA)"). */
  title: TViewWord;
  facts: { label: TViewWord; value: TViewValue }[];
  /** Adopted: the education is active; its publication and approvals say when and by whom. */
  adoption: { adopted: true; line: TViewWord } | { adopted: false; line: TViewWord };
  columns: TTestPlanViewColumn[];
  rows: TTestPlanRow[];
  groups: TTestPlanGroup[];
  totals: TTestPlanTotals;
  /** The exam groups of the year's clusters, in the clusters' order (what exam checks look at). */
  exam_groups: TTestPlanExamTotal[];
  checks: TTestPlanCheck[];
};

/** The columns each sector's document has (docs/test-plan.md "Documents"). */
const SECTOR_COLUMNS: Record<TEducationSector, readonly TTestPlanColumn[]> = {
  vo: TEST_PLAN_COLUMNS,
  mbo: TEST_PLAN_COLUMNS,
  // In HO every summative test is an examination of its course unit: no separate exam weight.
  ho: TEST_PLAN_COLUMNS.filter((column) => column !== 'exam_weight'),
};

const COLUMN_SHAPE: Record<TTestPlanColumn, { kind: 'text' | 'number'; width: number }> = {
  code: { kind: 'text', width: 1.6 },
  period: { kind: 'text', width: 1 },
  weeks: { kind: 'text', width: 1.4 },
  dates: { kind: 'text', width: 1.8 },
  cluster: { kind: 'text', width: 2.6 },
  name: { kind: 'text', width: 3.4 },
  format: { kind: 'text', width: 1.8 },
  purpose: { kind: 'text', width: 1.6 },
  duration: { kind: 'text', width: 1.4 },
  weight: { kind: 'number', width: 1.1 },
  exam_weight: { kind: 'number', width: 1.1 },
  resit: { kind: 'text', width: 1.6 },
  pass_mark: { kind: 'number', width: 1 },
  aids: { kind: 'text', width: 2.2 },
  organisation: { kind: 'text', width: 2.2 },
  framework_items: { kind: 'text', width: 1.8 },
};

const SECTOR_LABELS: Partial<Record<TTestPlanColumn, true>> = {
  exam_weight: true,
  framework_items: true,
};

/** Sums of decimals kept in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
const hundredths = (value: string | null) => Math.round(Number(value ?? 0) * 100);
const fromHundredths = (value: number) => value / 100;

/** "4H-IN-S01 Programmeren", or the name alone. */
const testLabel = (test: TTestPlanTest) => (test.code ? `${test.code} ${test.name}` : test.name);

function emptyTotals(): TTestPlanTotals {
  return {
    tests: 0,
    summative: 0,
    weight: { percent: 0, factor: 0 },
    exam_weight: { percent: 0, factor: 0 },
    minutes: 0,
    study_hours: 0,
  };
}

/** Adds a test to totals kept in hundredths (turned into numbers by `finishTotals`). */
function addToTotals(totals: TTestPlanTotals, test: TTestPlanTest): void {
  totals.tests += 1;
  totals.minutes += test.minutes ?? 0;
  totals.study_hours += hundredths(test.study_hours);
  if (test.purpose !== 'summative') return;
  totals.summative += 1;
  totals.weight[test.weight_unit] += hundredths(test.weight);
  if (test.counts_for_exam)
    totals.exam_weight[test.exam_weight_unit] += hundredths(test.exam_weight);
}

function finishTotals(totals: TTestPlanTotals): TTestPlanTotals {
  return {
    ...totals,
    study_hours: fromHundredths(totals.study_hours),
    weight: {
      percent: fromHundredths(totals.weight.percent),
      factor: fromHundredths(totals.weight.factor),
    },
    exam_weight: {
      percent: fromHundredths(totals.exam_weight.percent),
      factor: fromHundredths(totals.exam_weight.factor),
    },
  };
}

/** One sum cell: the percent total, the factor total, or both ("100% + 3×") as a word. */
function weightTotal(sums: { percent: number; factor: number }): TViewValue {
  if (sums.percent && sums.factor) {
    return wordValue('group.mixedTotal', { percent: sums.percent, factor: sums.factor });
  }
  if (sums.percent) return { type: 'number', value: sums.percent, unit: 'percent' };
  if (sums.factor) return { type: 'number', value: sums.factor, unit: 'factor' };
  return null;
}

/** The checks about one test itself (docs/test-plan.md "Checks"). */
function testChecks(test: TTestPlanTest): TTestPlanCheck[] {
  if (test.purpose !== 'summative') return [];
  const about = {
    test_id: test.id,
    planned_cluster_id: test.planned_cluster_id,
    exam_group: null,
  };
  const name = testLabel(test);
  const checks: TTestPlanCheck[] = [];
  if (!(Number(test.weight ?? 0) > 0)) {
    checks.push({
      key: 'summative_without_weight',
      word: word('checks.summative_without_weight', { name }),
      ...about,
    });
  }
  if (test.counts_for_exam && !(Number(test.exam_weight ?? 0) > 0)) {
    checks.push({
      key: 'exam_weight_missing',
      word: word('checks.exam_weight_missing', { name }),
      ...about,
    });
  }
  if (test.resit && !test.resit_rule) {
    checks.push({
      key: 'resit_rule_missing',
      word: word('checks.resit_rule_missing', { name }),
      ...about,
    });
  }
  return checks;
}

/**
 * A cluster's block: its title and details, its tests, their totals and the checks. `alsoBy`:
 * tests of other clusters that also cover its goals, as "T1 Name (1.1 Cluster)".
 */
function clusterGroup(
  cluster: TTestPlanCluster,
  own: TTestPlanTest[],
  alsoBy: string[],
  checksByTest: Map<number, TTestPlanCheck[]>,
): TTestPlanGroup {
  const sums = emptyTotals();
  for (const test of own) addToTotals(sums, test);
  const totals = finishTotals(sums);
  const name = clusterLabel(cluster);
  const about = { test_id: null, planned_cluster_id: cluster.planned_cluster_id, exam_group: null };
  const checks: TTestPlanCheck[] = [];
  if (sums.weight.percent && sums.weight.factor) {
    checks.push({
      key: 'weight_units_mixed',
      word: word('checks.weight_units_mixed', { name }),
      ...about,
    });
  } else if (sums.weight.percent && sums.weight.percent !== 100 * 100) {
    checks.push({
      key: 'cluster_weights_not_100',
      word: word('checks.cluster_weights_not_100', { name, sum: totals.weight.percent }),
      ...about,
    });
  }
  for (const test of own) checks.push(...(checksByTest.get(test.id) ?? []));
  const details: TViewWord[] = [];
  if (cluster.ects !== null) {
    const ects = Number(cluster.ects);
    details.push(word(ects === 1 ? 'group.ectsOne' : 'group.ects', { ects }));
  }
  if (cluster.course_code) details.push(word('group.courseCode', { code: cluster.course_code }));
  if (cluster.subjects.length) {
    details.push(word('group.subjects', { subjects: cluster.subjects.join(', ') }));
  }
  if (cluster.elective) details.push(word('group.elective', { elective: cluster.elective }));
  if (alsoBy.length) details.push(word('also.tests', { tests: { list: alsoBy } }));
  return {
    planned_cluster_id: cluster.planned_cluster_id,
    title: textValue(name),
    details,
    test_ids: own.map((test) => test.id),
    totals,
    totals_row: totalsRow(totals, wordValue('group.total')),
    checks,
  };
}

/**
 * The year's exam groups with their percent exam weights, this year's and the other years'
 * together (docs/test-plan.md "Checks"), and a check for each that has some and does not add up
 * to 100.
 */
function examGroups(data: TTestPlanData): {
  totals: TTestPlanExamTotal[];
  checks: TTestPlanCheck[];
} {
  const groupOf = new Map(
    data.clusters.map((cluster) => [cluster.planned_cluster_id, cluster.exam_group]),
  );
  const here = new Map<string, number>();
  for (const test of data.tests) {
    const group = groupOf.get(test.planned_cluster_id);
    if (
      group === undefined ||
      test.purpose !== 'summative' ||
      !test.counts_for_exam ||
      test.exam_weight_unit !== 'percent'
    ) {
      continue;
    }
    here.set(group, (here.get(group) ?? 0) + hundredths(test.exam_weight));
  }
  const totals: TTestPlanExamTotal[] = [];
  const checks: TTestPlanCheck[] = [];
  for (const group of data.exam_groups) {
    const total = (here.get(group.key) ?? 0) + Math.round(group.percent_other_years * 100);
    totals.push({ key: group.key, label: group.label, percent: fromHundredths(total) });
    if (total === 0 || total === 100 * 100) continue;
    checks.push({
      key: 'exam_weights_not_100',
      word: word('checks.exam_weights_not_100', { name: group.label, sum: fromHundredths(total) }),
      test_id: null,
      planned_cluster_id: null,
      exam_group: group.key,
    });
  }
  return { totals, checks };
}

export function testPlanView(data: TTestPlanData): TTestPlanView {
  const { education, year } = data;
  const sector = educationSector(education.type);
  const cellsOf = testPlanCells(data, sector);

  const tests = [...data.tests].sort(
    (a, b) => a.week - b.week || (a.end_week ?? a.week) - (b.end_week ?? b.week),
  );
  const rows: TTestPlanRow[] = [];
  const checksByTest = new Map<number, TTestPlanCheck[]>();
  for (const test of tests) {
    const checks = testChecks(test);
    checksByTest.set(test.id, checks);
    rows.push({
      test_id: test.id,
      planned_cluster_id: test.planned_cluster_id,
      checks: checks.map((check) => check.key),
      cells: cellsOf(test),
    });
  }

  const yearTotals = emptyTotals();
  for (const test of tests) addToTotals(yearTotals, test);
  const byCluster = new Map<number, TTestPlanTest[]>();
  for (const test of tests) {
    const list = byCluster.get(test.planned_cluster_id) ?? [];
    list.push(test);
    byCluster.set(test.planned_cluster_id, list);
  }
  // Each test also under the other clusters whose goals it covers, in week order.
  const clusterById = new Map(data.clusters.map((c) => [c.planned_cluster_id, c]));
  const alsoBy = new Map<number, string[]>();
  for (const test of tests) {
    const own = clusterById.get(test.planned_cluster_id);
    for (const id of test.also_planned_cluster_ids) {
      const label = own ? `${testLabel(test)} (${clusterLabel(own)})` : testLabel(test);
      alsoBy.set(id, [...(alsoBy.get(id) ?? []), label]);
    }
  }
  const groups = data.clusters.map((cluster) =>
    clusterGroup(
      cluster,
      byCluster.get(cluster.planned_cluster_id) ?? [],
      alsoBy.get(cluster.planned_cluster_id) ?? [],
      checksByTest,
    ),
  );
  const exam = examGroups(data);
  const checks = [...groups.flatMap((group) => group.checks), ...exam.checks];

  const finishedYear = finishTotals(yearTotals);
  const columns = SECTOR_COLUMNS[sector]
    .filter((key) => key !== 'dates' || year.starts_on !== null)
    .map((key) => ({
      key,
      label: word(SECTOR_LABELS[key] ? `sectorColumns.${key}.${sector}` : `columns.${key}`),
      ...COLUMN_SHAPE[key],
      empty: rows.every((row) => row.cells[key] === null),
    }));

  return {
    sector,
    title: word(`document.${sector}`),
    facts: facts(data),
    adoption: educationAdoption(data.education),
    columns,
    rows,
    groups,
    totals: finishedYear,
    exam_groups: exam.totals,
    checks,
  };
}

function totalsRow(
  totals: TTestPlanTotals,
  label: TViewValue,
): Record<TTestPlanColumn, TViewValue> {
  const row = Object.fromEntries(
    (Object.keys(COLUMN_SHAPE) as TTestPlanColumn[]).map((key) => [key, null]),
  ) as Record<TTestPlanColumn, TViewValue>;
  row.name = label;
  row.duration = durationValue(totals.minutes, totals.study_hours);
  row.weight = weightTotal(totals.weight);
  row.exam_weight = weightTotal(totals.exam_weight);
  return row;
}

/**
 * Whether an education is adopted, and the line that says so: on its publication, by the
 * members who approved its last review (every export's title page says the same).
 */
export function educationAdoption(
  education: Pick<TTestPlanData['education'], 'status' | 'published_at' | 'approvals'>,
): TTestPlanView['adoption'] {
  if (education.status === 'active' && education.published_at) {
    const date = { date: education.published_at, style: 'long' as const };
    const names = education.approvals.map((approval) => approval.name);
    return {
      adopted: true,
      line: names.length
        ? word('adopted', { date, names: { list: names } })
        : word('adoptedOn', { date }),
    };
  }
  return { adopted: false, line: word('notAdopted') };
}

function facts(data: TTestPlanData): TTestPlanView['facts'] {
  const { education, year } = data;
  const list: TTestPlanView['facts'] = [
    { label: word('facts.education'), value: textValue(education.name) },
    { label: word('facts.track'), value: wordValue(`types.${education.type}`) },
    {
      label: word('facts.year'),
      value: year.name
        ? textValue(year.name)
        : wordValue('yearUnnamed', { position: year.position }),
    },
  ];
  if (year.starts_on) {
    const start = Number(year.starts_on.slice(0, 4));
    list.push({ label: word('facts.schoolYear'), value: textValue(`${start}-${start + 1}`) });
    const first = start - (year.position - 1);
    list.push({
      label: word('facts.cohort'),
      value: textValue(`${first}-${first + education.year_count}`),
    });
  }
  list.push(
    { label: word('facts.status'), value: wordValue(`statuses.${education.status}`) },
    { label: word('facts.version'), value: { type: 'number', value: education.content_version } },
    {
      label: word('facts.adoption'),
      value: { type: 'word', word: educationAdoption(data.education).line },
    },
  );
  return list;
}
