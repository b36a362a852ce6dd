import type { TResitRule, TResultType, TTestKind, TTestPurpose, TWeightUnit } from '@cp/contracts';
import type { LayoutPlacement, LayoutTest } from './demo-plan-layout';

/*
 * What the large demo education's tests say as a test plan (docs/test-plan.md), as an MBO
 * school's examenplan would; pure and deterministic, run by layoutDemoPlan once every test has its
 * week (demo-plan.ts inserts it):
 * - practice tests and presence are formative, without a weight (presence only achieved or not);
 *   every other test is summative, graded, with a pass mark of 5.5;
 * - every other planned cluster weighs its summative tests in percent, adding up to exactly 100
 *   (100, or 40 and 60), the others by factor (1 and 2);
 * - the last summative test of a cluster that is no elective choice counts for the exam; the exam
 *   weights of an exam group (the cluster's subject when it has exactly one, else the cluster)
 *   add up to exactly 100 over all years, in whole percents;
 * - a second test has a resit, with which result counts (highest, last, capped in turn; every
 *   fifth two resits);
 * - written exams of every other cluster list their permitted aids; exams and assessments say how
 *   they are organised; an assessment is handed in over up to three weeks, with 20 study hours;
 * - two test weeks a year (TEST_WEEKS): the peak week of demo-plan-layout.ts is the first;
 * - per year one of each test plan finding (TEST_PLAN_FINDINGS), for the Toetsplan screen and the
 *   health check to show and a new user to fix.
 */

/** The test weeks of every year (special blocks of kind test_week): the ends of the semesters. */
export const TEST_WEEKS = [
  { name: 'Toetsweek 1', start: 20, length: 1 },
  { name: 'Toetsweek 2', start: 40, length: 1 },
];

/** What a demo test says as a test plan: the test plan fields of plan_tests. */
export type DemoTestPlan = {
  purpose: TTestPurpose;
  resultType: TResultType;
  weight: string | null;
  weightUnit: TWeightUnit;
  countsForExam: boolean;
  examWeight: string | null;
  resit: boolean;
  resitCount: number;
  resitRule: TResitRule | null;
  passMark: string | null;
  aids: string | null;
  organisation: string | null;
  endWeek: number | null;
  studyHours: string | null;
};

/**
 * One finding of each test plan check per year, in the first planned cluster at or after this
 * position among the year's planned clusters (0-based) where it can be made.
 */
export const TEST_PLAN_FINDINGS = {
  clusterWeightsNot100: 60,
  weightUnitsMixed: 62,
  summativeWithoutWeight: 64,
  examWeightMissing: 66,
  resitRuleMissing: 68,
} as const;

const FORMATIVE_KINDS: readonly TTestKind[] = ['exercise', 'presence'];
const RESIT_RULES: readonly TResitRule[] = ['highest', 'last', 'capped'];
const AIDS = [
  'Rekenmachine (niet grafisch)',
  'Rekenmachine en Bouwbesluit (digitaal)',
  'Tekenmateriaal en tabellenboek',
];
const TEST_WEEK_SET = new Set(
  TEST_WEEKS.flatMap((week) => Array.from({ length: week.length }, (_, i) => week.start + i)),
);

/** A test's plan before the test plan is made: formative, as a test without weight was. */
export const blankTestPlan = (): DemoTestPlan => ({
  purpose: 'formative',
  resultType: 'grade',
  weight: null,
  weightUnit: 'factor',
  countsForExam: false,
  examWeight: null,
  resit: false,
  resitCount: 1,
  resitRule: null,
  passMark: null,
  aids: null,
  organisation: null,
  endWeek: null,
  studyHours: null,
});

const summativeOf = (placement: LayoutPlacement) =>
  placement.tests.filter((test) => test.plan.purpose === 'summative');
const percentCluster = (i: number) => i % 2 === 0;

/** The test plan of one test, apart from its exam weight and the findings. */
function planTest(placement: LayoutPlacement, i: number, test: LayoutTest): void {
  const { plan } = test;
  if (FORMATIVE_KINDS.includes(test.kind)) {
    if (test.kind === 'presence') plan.resultType = 'achieved';
    return;
  }
  plan.purpose = 'summative';
  plan.passMark = '5.5';
  if (test.n === 1) {
    plan.resit = true;
    plan.resitCount = i % 5 === 0 ? 2 : 1;
    plan.resitRule = RESIT_RULES[i % RESIT_RULES.length]!;
  }
  if (test.kind === 'written_exam' && i % 2 === 0) plan.aids = AIDS[i % AIDS.length]!;
  if (test.kind === 'exam') {
    plan.organisation = TEST_WEEK_SET.has(test.week)
      ? 'Centraal in de toetsweek, met surveillant'
      : 'In het lokaal, met surveillant';
  }
  if (test.kind === 'assessment') {
    plan.organisation = 'Beoordeeld door twee assessoren met het beoordelingsformulier';
    plan.studyHours = '20';
    const end = Math.min(test.week + 2, placement.endWeek);
    plan.endWeek = end > test.week ? end : null;
  }
}

/** The weights of a cluster's summative tests: percent adding up to 100, or factors. */
function weighCluster(placement: LayoutPlacement, i: number): void {
  const summative = summativeOf(placement);
  const weights = percentCluster(i)
    ? summative.length === 1
      ? ['100']
      : ['40', '60']
    : ['1', '2'];
  summative.forEach((test, s) => {
    test.plan.weight = weights[s]!;
    test.plan.weightUnit = percentCluster(i) ? 'percent' : 'factor';
  });
  const last = summative.at(-1);
  if (last && !placement.inSlot) last.plan.countsForExam = true;
}

type Finding = {
  start: number;
  /** Whether the finding can be made in this cluster (its place in the layout `i`). */
  fits: (placement: LayoutPlacement, i: number) => boolean;
  /** Makes it; a counting test whose exam weight is to stay empty goes into `noExamWeight`. */
  make: (placement: LayoutPlacement, noExamWeight: Set<LayoutTest>) => void;
};

const FINDINGS: Finding[] = [
  {
    // The percentages add up to 90.
    start: TEST_PLAN_FINDINGS.clusterWeightsNot100,
    fits: (placement, i) => percentCluster(i) && summativeOf(placement).length > 0,
    make: (placement) => {
      const last = summativeOf(placement).at(-1)!;
      last.plan.weight = String(Number(last.plan.weight) - 10);
    },
  },
  {
    start: TEST_PLAN_FINDINGS.weightUnitsMixed,
    fits: (placement, i) => percentCluster(i) && summativeOf(placement).length === 2,
    make: (placement) => {
      const first = summativeOf(placement)[0]!;
      first.plan.weight = '1';
      first.plan.weightUnit = 'factor';
    },
  },
  {
    start: TEST_PLAN_FINDINGS.summativeWithoutWeight,
    fits: (placement, i) => !percentCluster(i) && summativeOf(placement).length === 2,
    make: (placement) => {
      summativeOf(placement)[0]!.plan.weight = null;
    },
  },
  {
    // In a subject's group, so the subject's exam weights also miss its share of 100.
    start: TEST_PLAN_FINDINGS.examWeightMissing,
    fits: (placement) =>
      placement.cluster.subjectIds.length === 1 &&
      placement.tests.some((test) => test.plan.countsForExam),
    make: (placement, noExamWeight) => {
      for (const test of placement.tests) if (test.plan.countsForExam) noExamWeight.add(test);
    },
  },
  {
    start: TEST_PLAN_FINDINGS.resitRuleMissing,
    fits: (placement) => placement.tests.some((test) => test.plan.resit),
    make: (placement) => {
      for (const test of placement.tests) test.plan.resitRule = null;
    },
  },
];

/** Makes each finding in every year, in a cluster of its own; answers the tests without exam weight. */
function makeFindings(layout: LayoutPlacement[]): Set<LayoutTest> {
  const noExamWeight = new Set<LayoutTest>();
  const years = new Map<number, { placement: LayoutPlacement; i: number }[]>();
  layout.forEach((placement, i) => {
    const ofYear = years.get(placement.year.id) ?? [];
    ofYear.push({ placement, i });
    years.set(placement.year.id, ofYear);
  });
  for (const ofYear of years.values()) {
    const used = new Set<number>();
    for (const finding of FINDINGS) {
      // From its position to the year's end, then from the start.
      const order = [...ofYear.slice(finding.start), ...ofYear.slice(0, finding.start)];
      const found = order.find(({ placement, i }) => !used.has(i) && finding.fits(placement, i));
      if (!found) continue;
      used.add(found.i);
      finding.make(found.placement, noExamWeight);
    }
  }
  return noExamWeight;
}

/** The group a test's exam weight counts in: the subject when exactly one, else the cluster. */
const examGroupOf = (placement: LayoutPlacement): string =>
  placement.cluster.subjectIds.length === 1
    ? `subject:${placement.cluster.subjectIds[0]}`
    : `cluster:${placement.cluster.id}`;

/**
 * Exam weights in whole percents adding up to 100 per exam group, over all years (33, 33, 34);
 * a test in `noExamWeight` keeps its share empty.
 */
function weighExamGroups(layout: LayoutPlacement[], noExamWeight: Set<LayoutTest>): void {
  const groups = new Map<string, LayoutTest[]>();
  for (const placement of layout) {
    for (const test of placement.tests) {
      if (!test.plan.countsForExam) continue;
      const key = examGroupOf(placement);
      groups.set(key, [...(groups.get(key) ?? []), test]);
    }
  }
  for (const tests of groups.values()) {
    const base = Math.floor(100 / tests.length);
    const more = 100 - base * tests.length;
    tests.forEach((test, k) => {
      const share = String(base + (k >= tests.length - more ? 1 : 0));
      test.plan.examWeight = noExamWeight.has(test) ? null : share;
    });
  }
}

/** Gives every test of the layout its test plan (once every test has its week). */
export function planDemoTests(layout: LayoutPlacement[]): void {
  layout.forEach((placement, i) => {
    for (const test of placement.tests) planTest(placement, i, test);
    weighCluster(placement, i);
  });
  weighExamGroups(layout, makeFindings(layout));
}
