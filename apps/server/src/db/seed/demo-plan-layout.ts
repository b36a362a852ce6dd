import { TEST_PEAK_RULE, type TTestKind, type TTestSize } from '@cp/contracts';
import { blankTestPlan, planDemoTests, type DemoTestPlan } from './demo-test-plan';

/*
 * Where everything of the large demo education's plan goes (demo-plan.ts inserts it): pure and
 * deterministic, so the same design always gives the same plan. The plan is made to be read by
 * the analysis screen (docs/analysis.md): mostly sound, with a few findings in every year that a
 * new user can follow to their fix:
 * - design clusters planned in no year (UNPLANNED_EVERY);
 * - per year (FINDINGS, by the position of a planned cluster within its year): a planned cluster
 *   without tests, an activity without a teacher, one without class hours, a link without goals,
 *   two tests without goals;
 * - per year a test peak: PEAK_WEEK (the last week of period 2, the exam week after the
 *   Christmas holiday) gets one large test more than TEST_PEAK_RULE allows; every other test goes
 *   to the least loaded week of its cluster, so only a week or two next to the holidays also
 *   reaches five tests (a peak by count);
 * - tests cover their cluster's goals (the first half twice, the rest once), links practise the
 *   first half; goals of unplanned clusters or of the findings above stay untested;
 * - class hours that bring most years just over the MBO norm of 1,600 clock hours, and one year
 *   under it (HOURS_PER_WEEK);
 * - what the tests say as a test plan (purpose, weights, exam weights, resits, pass marks, aids,
 *   weeks of an assignment, study hours), with a few findings of its own: demo-test-plan.ts.
 */

export type LayoutYear = { id: number; weeks: number; holidays: ReadonlySet<number> };
export type LayoutCluster = {
  id: number;
  width: number;
  goalIds: readonly number[];
  /** The design subjects of the cluster (its exam group: demo-test-plan.ts). */
  subjectIds: readonly number[];
};
export type LayoutSlot = {
  yearId: number;
  startWeek: number;
  endWeek: number;
  choiceIds: readonly number[];
};

export type LayoutTest = {
  n: number;
  week: number;
  kind: TTestKind;
  size: TTestSize;
  minutes: number;
  goalIds: number[];
  /** What the test says as a test plan (demo-test-plan.ts). */
  plan: DemoTestPlan;
};
export type LayoutActivity = {
  n: number;
  classHours: string | null;
  teacher: string | null;
  startWeek: number;
  endWeek: number;
};
export type LayoutPlacement = {
  cluster: LayoutCluster;
  year: LayoutYear;
  /** A choice of the elective slot (its weeks are the slot's). */
  inSlot: boolean;
  startWeek: number;
  endWeek: number;
  tests: LayoutTest[];
  activities: LayoutActivity[];
  /** The link between one test and the first activity; null without tests. */
  link: { testN: number; goalIds: number[] } | null;
  checkupWeek: number | null;
};

/** Every so many design clusters, one is left out of the plan (not an elective's). */
export const UNPLANNED_EVERY = 100;
/** The week of each year's test peak: the last of period 2 (4 periods of 10 weeks). */
export const PEAK_WEEK = 20;
/** Large tests in the peak week: one more than the rule allows. */
export const PEAK_LARGE_TESTS = TEST_PEAK_RULE.maxLargePerWeek + 1;
/** Findings per year, at these positions among the year's planned clusters (0-based). */
export const FINDINGS = {
  withoutTests: 4,
  activityWithoutTeacher: 10,
  activityWithoutHours: 20,
  linkWithoutGoals: 30,
  testsWithoutGoals: [40, 50],
} as const;

const TEACHERS = [
  'J. de Boer',
  'M. Bakker',
  'S. Visser',
  'A. Smit',
  'R. Meijer',
  'F. el Amrani',
  'L. Mulder',
  'P. de Graaf',
];
/** A guest teacher with a few activities beside the team of eight. */
const GUEST_TEACHER = 'K. Hendriks (gastdocent)';
const GUEST_EVERY = 40;
const KINDS: TTestKind[] = ['assessment', 'exercise', 'written_exam', 'exam', 'presence'];
/**
 * Hours per week that each year's activities and tests add up to (times its weeks; the
 * analysis's study load: class hours × weeks plus test minutes and study hours): the MBO norm is at least 1,600
 * clock hours a year (WEB 7.2.7), 40 a week over 40 weeks; most years lie just above it, the
 * third below.
 */
const HOURS_PER_WEEK = [41, 40.5, 38.5, 41.5];

const GOLDEN = (Math.sqrt(5) - 1) / 2;
const half = <T>(list: readonly T[]) => list.slice(0, Math.ceil(list.length / 2));
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** A test waiting for its week: its range, and which end of it to prefer on a tie. */
type TestRequest = {
  test: LayoutTest;
  year: LayoutYear;
  from: number;
  to: number;
  prefer: 'early' | 'late';
  order: number;
};

/**
 * Puts every requested test in the least loaded week of its range (holidays and the peak week
 * only when nothing else is left), the tightest ranges first so the wide ones fill around them;
 * a test is large only when its week has room under TEST_PEAK_RULE, else medium.
 */
function spreadTests(requests: TestRequest[], fixed: { year: LayoutYear; week: number }[]) {
  const tests = new Map<string, number>();
  const large = new Map<string, number>();
  const key = (year: LayoutYear, week: number) => `${year.id}/${week}`;
  const bump = (map: Map<string, number>, at: string) => map.set(at, (map.get(at) ?? 0) + 1);
  for (const { year, week } of fixed) {
    bump(tests, key(year, week));
    bump(large, key(year, week));
  }
  const ordered = [...requests].sort(
    (a, b) => a.to - a.from - (b.to - b.from) || a.order - b.order,
  );
  for (const request of ordered) {
    const { year } = request;
    const weeks = range(request.from, request.to);
    const open = weeks.filter((week) => !year.holidays.has(week) && week !== PEAK_WEEK);
    const candidates = (open.length > 0 ? open : weeks).slice();
    if (request.prefer === 'late') candidates.reverse();
    const load = (week: number) => tests.get(key(year, week)) ?? 0;
    const week = candidates.reduce((best, week) => (load(week) < load(best) ? week : best));
    const at = key(year, week);
    if (request.test.size === 'large' && (large.get(at) ?? 0) >= TEST_PEAK_RULE.maxLargePerWeek) {
      request.test.size = 'medium';
    }
    request.test.week = week;
    bump(tests, at);
    if (request.test.size === 'large') bump(large, at);
  }
}

/**
 * Class hours per activity, so that a year's activities add up to about its target (hours per
 * week × weeks): every activity gets the same whole or half hour, and enough of them half an hour
 * more to come within half an activity's weeks of the target.
 */
function spreadHours(activities: LayoutActivity[], target: number) {
  const counted = activities.filter((activity) => activity.classHours !== null);
  const weeksOf = (activity: LayoutActivity) => activity.endWeek - activity.startWeek + 1;
  const weeks = counted.reduce((sum, activity) => sum + weeksOf(activity), 0);
  if (weeks === 0) return;
  const base = Math.floor((2 * target) / weeks) / 2;
  let short = target - base * weeks;
  for (const activity of counted) {
    const more = short >= weeksOf(activity) / 2;
    if (more) short -= weeksOf(activity) / 2;
    activity.classHours = String(base + (more ? 0.5 : 0));
  }
}

/** Each design cluster's year and weeks: a quarter per year, spread; the elective's in its slot. */
function placeClusters(
  clusters: readonly LayoutCluster[],
  years: readonly LayoutYear[],
  slot: LayoutSlot | null,
) {
  const perYear = Math.ceil(clusters.length / years.length);
  return clusters.flatMap((cluster, i) => {
    if (slot?.choiceIds.includes(cluster.id)) {
      const year = years.find((candidate) => candidate.id === slot.yearId)!;
      return [{ cluster, year, inSlot: true, startWeek: slot.startWeek, endWeek: slot.endWeek }];
    }
    if (i % UNPLANNED_EVERY === UNPLANNED_EVERY - 1) return [];
    const year = years[Math.floor(i / perYear)]!;
    const width = Math.min(cluster.width, year.weeks);
    // Start weeks by the golden ratio's multiples: spread evenly over the year, in no visible
    // order, so about as many clusters run in every week as a real year has.
    const spread = ((i % perYear) * GOLDEN) % 1;
    const startWeek = Math.floor(spread * (year.weeks - width + 1)) + 1;
    return [{ cluster, year, inSlot: false, startWeek, endWeek: startWeek + width - 1 }];
  });
}

/** The plan of the design, placement by placement in the design's order. */
export function layoutDemoPlan(options: {
  clusters: readonly LayoutCluster[];
  years: readonly LayoutYear[];
  slot: LayoutSlot | null;
}): LayoutPlacement[] {
  const { years } = options;
  const placed = placeClusters(options.clusters, years, options.slot);
  const positionInYear = new Map<number, number>();
  const peakTaken = new Map<number, number>();
  const requests: TestRequest[] = [];
  const peaks: { year: LayoutYear; week: number }[] = [];

  const layout = placed.map((placement, i): LayoutPlacement => {
    const { cluster, year, startWeek, endWeek } = placement;
    const position = positionInYear.get(year.id) ?? 0;
    positionInYear.set(year.id, position + 1);

    // Tests: none for the finding, one in a cluster of up to five weeks, else two.
    const testCount = position === FINDINGS.withoutTests ? 0 : endWeek - startWeek < 5 ? 1 : 2;
    // The peak: the year's first clusters over PEAK_WEEK end with a large test in it.
    const taken = peakTaken.get(year.id) ?? 0;
    const toPeak =
      testCount > 0 && taken < PEAK_LARGE_TESTS && startWeek <= PEAK_WEEK && PEAK_WEEK <= endWeek;
    if (toPeak) peakTaken.set(year.id, taken + 1);
    const middle = Math.floor((startWeek + endWeek) / 2);
    const withoutGoals = (FINDINGS.testsWithoutGoals as readonly number[]).includes(position);
    const tests = Array.from({ length: testCount }, (_, n): LayoutTest => {
      const last = n === testCount - 1;
      // The last test covers all the cluster's goals, an earlier one the first half.
      const goalIds =
        withoutGoals && n === 0 ? [] : last ? [...cluster.goalIds] : half(cluster.goalIds);
      if (last && toPeak) {
        peaks.push({ year, week: PEAK_WEEK });
        const plan = blankTestPlan();
        return { n, week: PEAK_WEEK, kind: 'exam', size: 'large', minutes: 120, goalIds, plan };
      }
      // A third of them large (spreadTests keeps them under the peak rule).
      const size = (['small', 'medium', 'large'] as const)[(i + n) % 3]!;
      const test: LayoutTest = {
        n,
        week: startWeek,
        kind: KINDS[(i + n) % KINDS.length]!,
        size,
        minutes: 60 + 30 * n,
        goalIds,
        plan: blankTestPlan(),
      };
      // A first test in the cluster's first half (before the peak when the last is in it), the
      // last one in the second half, late rather than early.
      const firstEnd = toPeak ? Math.max(startWeek, Math.min(middle, PEAK_WEEK - 1)) : middle;
      requests.push(
        last && testCount > 1
          ? { test, year, from: middle + 1, to: endWeek, prefer: 'late', order: requests.length }
          : {
              test,
              year,
              from: startWeek,
              to: last ? endWeek : firstEnd,
              prefer: 'early',
              order: requests.length,
            },
      );
      return test;
    });

    const activities = Array.from({ length: i % 10 === 9 ? 1 : 2 }, (_, n): LayoutActivity => ({
      n,
      classHours: n === 0 && position === FINDINGS.activityWithoutHours ? null : '0',
      teacher:
        n === 0 && position === FINDINGS.activityWithoutTeacher
          ? null
          : n === 1 && i % GUEST_EVERY === 0
            ? GUEST_TEACHER
            : TEACHERS[(i * 3 + n * 5) % TEACHERS.length]!,
      startWeek,
      endWeek,
    }));

    const linked = tests.at(-1);
    const link = linked
      ? {
          testN: linked.n,
          goalIds: position === FINDINGS.linkWithoutGoals ? [] : half(cluster.goalIds),
        }
      : null;
    return { ...placement, tests, activities, link, checkupWeek: i % 3 === 0 ? middle : null };
  });

  spreadTests(requests, peaks);
  planDemoTests(layout);
  years.forEach((year, y) => {
    // The analysis counts a year's test minutes and study hours as hours too
    // (domain/analysis/study-load.ts).
    const ofYear = layout.filter((placement) => placement.year === year);
    const testHours = ofYear
      .flatMap((placement) => placement.tests)
      .reduce((sum, test) => sum + test.minutes / 60 + Number(test.plan.studyHours ?? 0), 0);
    const target = HOURS_PER_WEEK[y % HOURS_PER_WEEK.length]! * year.weeks - testHours;
    spreadHours(
      ofYear.flatMap((placement) => placement.activities),
      target,
    );
  });
  return layout;
}
