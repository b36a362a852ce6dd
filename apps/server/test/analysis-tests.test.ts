import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_KINDS,
  TEST_SIZES,
  ZTestsAnalysisResponseSchema,
  ZTestsOverviewResponseSchema,
} from '@cp/contracts';
import { planTests, testFormats } from '../src/db/schema';
import { createAnalysisFixture, getAnalysisTab, type AnalysisFixture } from './helpers/analysis';
import { addedItem, testBody } from './helpers/plan';

/*
 * The tests tab and the tests overview (docs/analysis.md) on the analysis fixture
 * (test/helpers/analysis.ts, whose comment lists every test). Every figure is worked out by
 * hand from that list; the arithmetic is in the comments. The last cases add tests of their own.
 */

let fx: AnalysisFixture;
beforeAll(async () => {
  fx = await createAnalysisFixture();
}, 120_000);
afterAll(() => fx?.world.ctx.close());

async function testsOf(yearId: number) {
  const response = await getAnalysisTab(fx, yearId, 'tests');
  expect(response.statusCode, response.body).toBe(200);
  return ZTestsAnalysisResponseSchema.parse(response.json()).data;
}
async function overviewOf(yearId: number) {
  const response = await getAnalysisTab(fx, yearId, 'tests-overview');
  expect(response.statusCode, response.body).toBe(200);
  return ZTestsOverviewResponseSchema.parse(response.json()).data;
}

/** A load with only the given counts set (everything else 0). */
function load(
  counts: {
    kinds?: Partial<Record<(typeof TEST_KINDS)[number], number>>;
    sizes?: Partial<Record<(typeof TEST_SIZES)[number], number>>;
    minutes?: number;
    weight?: number;
  } = {},
) {
  const by_kind = Object.fromEntries(TEST_KINDS.map((k) => [k, counts.kinds?.[k] ?? 0]));
  const by_size = Object.fromEntries(TEST_SIZES.map((s) => [s, counts.sizes?.[s] ?? 0]));
  const tests = Object.values(by_size).reduce((sum, n) => sum + n, 0);
  return { tests, by_kind, by_size, minutes: counts.minutes ?? 0, weight: counts.weight ?? 0 };
}

describe('GET .../analysis/years/:year/tests', () => {
  it('answers the load of every week and period, with week 3 a peak', async () => {
    const data = await testsOf(fx.yearIds[0]);
    const empty = load();
    // Week 3: tA1 written_exam large 120 min w 2, tA2 assessment large 60 min w 1, tC1 exam
    // large 90 min w 1.5: 3 tests, 3 large (> 2: a peak), 270 minutes, weight 4.5.
    const week3 = load({
      kinds: { written_exam: 1, assessment: 1, exam: 1 },
      sizes: { large: 3 },
      minutes: 120 + 60 + 90,
      weight: 2 + 1 + 1.5,
    });
    // Week 5: tC2 exercise small 30 min, no weight. Week 7: tB1 presence medium, no minutes
    // nor weight. Week 9: tD1 written_exam medium 45 min w 1.
    const week5 = load({ kinds: { exercise: 1 }, sizes: { small: 1 }, minutes: 30 });
    const week7 = load({ kinds: { presence: 1 }, sizes: { medium: 1 } });
    const week9 = load({
      kinds: { written_exam: 1 },
      sizes: { medium: 1 },
      minutes: 45,
      weight: 1,
    });
    const expected = [empty, empty, week3, empty, week5, empty, week7, empty, week9, empty];
    expect(data.weeks).toEqual(
      expected.map((figures, i) => ({ week: i + 1, ...figures, peak: i + 1 === 3 })),
    );
    // Period 1 = weeks 1-5: week 3 + week 5 = 4 tests, 300 minutes, weight 4.5.
    // Period 2 = weeks 6-10: week 7 + week 9 = 2 tests, 45 minutes, weight 1.
    expect(data.periods).toEqual([
      {
        period_id: fx.periodIds[0][0],
        ...load({
          kinds: { written_exam: 1, assessment: 1, exam: 1, exercise: 1 },
          sizes: { large: 3, small: 1 },
          minutes: 270 + 30,
          weight: 4.5,
        }),
      },
      {
        period_id: fx.periodIds[0][1],
        ...load({
          kinds: { presence: 1, written_exam: 1 },
          sizes: { medium: 2 },
          minutes: 45,
          weight: 1,
        }),
      },
    ]);
    const { tests: t, planned: p } = fx;
    expect(data.tests).toEqual([
      {
        id: t.tA1,
        planned_cluster_id: p.A,
        week: 3,
        kind: 'written_exam',
        size: 'large',
        minutes: 120,
        weight: 2,
      },
      {
        id: t.tA2,
        planned_cluster_id: p.A,
        week: 3,
        kind: 'assessment',
        size: 'large',
        minutes: 60,
        weight: 1,
      },
      {
        id: t.tC1,
        planned_cluster_id: p.C,
        week: 3,
        kind: 'exam',
        size: 'large',
        minutes: 90,
        weight: 1.5,
      },
      {
        id: t.tC2,
        planned_cluster_id: p.C,
        week: 5,
        kind: 'exercise',
        size: 'small',
        minutes: 30,
        weight: null,
      },
      {
        id: t.tB1,
        planned_cluster_id: p.B,
        week: 7,
        kind: 'presence',
        size: 'medium',
        minutes: null,
        weight: null,
      },
      {
        id: t.tD1,
        planned_cluster_id: p.D,
        week: 9,
        kind: 'written_exam',
        size: 'medium',
        minutes: 45,
        weight: 1,
      },
    ]);
    // The year's planned clusters in design order (A, B, C, then the slot's choices D and E).
    expect(data.clusters.map((c) => c.planned_cluster_id)).toEqual([p.A, p.B, p.C, p.D, p.E]);
  });

  it('answers every week of an empty year, without load', async () => {
    const data = await testsOf(fx.yearIds[1]);
    expect(data.weeks).toHaveLength(10);
    expect(data.weeks.every((w) => w.tests === 0 && !w.peak)).toBe(true);
    expect(data.periods.map((period) => [period.period_id, period.tests])).toEqual([
      [fx.periodIds[1][0], 0],
      [fx.periodIds[1][1], 0],
    ]);
    expect(data).toMatchObject({ tests: [], clusters: [] });
  });
});

describe('GET .../analysis/years/:year/tests-overview', () => {
  it('lists every test by week, cluster and place, with format, period and goals', async () => {
    const { db } = fx.world.ctx;
    const keyOf = async (id: number) =>
      (
        await db.select({ key: testFormats.key }).from(testFormats).where(eq(testFormats.id, id))
      )[0]!.key;
    const [f0, f1] = [await keyOf(fx.world.formats[0]!), await keyOf(fx.world.formats[1]!)];
    const { tests: t, planned: p, periodIds } = fx;
    const [P1, P2] = periodIds[0];
    const data = await overviewOf(fx.yearIds[0]);
    const row = (
      id: number,
      cluster: [number, string, string],
      week: number,
      period: number,
      rest: Record<string, unknown>,
    ) => ({
      id,
      planned_cluster_id: cluster[0],
      cluster_index: cluster[1],
      cluster_short_title: cluster[2],
      week,
      period_id: period,
      code: null,
      resit: false,
      result_type: 'grade',
      ects: null,
      ...rest,
    });
    const A: [number, string, string] = [p.A, '1', 'A'];
    const B: [number, string, string] = [p.B, '2', 'B'];
    const C: [number, string, string] = [p.C, '3', 'C'];
    const D: [number, string, string] = [p.D, '4', 'D'];
    // Week 3 holds A's two tests (A is first in the design) before C's; goals are the covered
    // goals' indexes: g1 "1", g2 "2", g3 "3", g4 "1" (first goal of outcome 2).
    expect(data.tests).toEqual([
      row(t.tA1, A, 3, P1, {
        name: 'Tentamen A',
        kind: 'written_exam',
        size: 'large',
        test_format: f0,
        minutes: 120,
        weight: 2,
        ects: 2,
        goals: ['1'],
      }),
      row(t.tA2, A, 3, P1, {
        name: 'Beoordeling A',
        kind: 'assessment',
        size: 'large',
        test_format: f1,
        minutes: 60,
        weight: 1,
        goals: ['2'],
      }),
      row(t.tC1, C, 3, P1, {
        name: 'Examen C',
        kind: 'exam',
        size: 'large',
        test_format: f0,
        minutes: 90,
        weight: 1.5,
        goals: ['1'],
      }),
      row(t.tC2, C, 5, P1, {
        name: 'Oefening C',
        kind: 'exercise',
        size: 'small',
        test_format: f1,
        minutes: 30,
        weight: null,
        goals: [],
      }),
      row(t.tB1, B, 7, P2, {
        name: 'Aanwezigheid B',
        kind: 'presence',
        size: 'medium',
        test_format: f0,
        minutes: null,
        weight: null,
        resit: true,
        result_type: 'achieved',
        goals: ['3'],
      }),
      row(t.tD1, D, 9, P2, {
        name: 'Tentamen D',
        kind: 'written_exam',
        size: 'medium',
        test_format: f0,
        minutes: 45,
        weight: 1,
        goals: ['1'],
      }),
    ]);
    expect(data.clusters.map((c) => c.planned_cluster_id)).toEqual([p.A, p.B, p.C, p.D, p.E]);
    expect((await overviewOf(fx.yearIds[1])).tests).toEqual([]);
  });

  it('gives a test covering several goals their indexes in design order, not text order', async () => {
    const { goals: g } = fx;
    // g3 (outcome 1, "3"), g2 (outcome 1, "2"), g4 (outcome 2, "1"): design order is g2, g3, g4.
    const added = await addedItem(fx.world, fx.id, fx.planned.B, 'tests', {
      ...testBody(fx.world.formats[1]!, 6, { name: 'Integraal B', code: 'INT-B' }),
      goal_ids: [g.g3, g.g4, g.g2],
    });
    const row = (await overviewOf(fx.yearIds[0])).tests.find((test) => test.id === added.id);
    expect(row).toMatchObject({
      code: 'INT-B',
      test_format: expect.any(String) as string,
      week: 6,
      period_id: fx.periodIds[0][1],
      goals: ['2', '3', '1'],
    });
  });
});

describe('the peak rule at its bounds', () => {
  it('flags more than 2 large tests or more than 4 tests in a week, not 2 or 4', async () => {
    // Straight into the database: the plan allows one test per format in a cluster, and B
    // would run out of formats; the analysis counts tests whatever their format.
    let position = 100;
    const add = (week: number, size: 'small' | 'large', name: string) =>
      fx.world.ctx.db.insert(planTests).values({
        educationId: fx.id,
        plannedClusterId: fx.planned.B,
        position: position++,
        name,
        kind: 'exercise',
        size,
        week,
        resultType: 'grade',
      });
    // B runs weeks 4-7. Week 4: two large tests: 2 is not more than 2.
    await add(4, 'large', 'Groot 1');
    await add(4, 'large', 'Groot 2');
    // Week 6 already holds "Integraal B" (medium) from the case above; three small ones make 4.
    for (const n of [1, 2, 3]) await add(6, 'small', `Klein ${n}`);
    let weeks = (await testsOf(fx.yearIds[0])).weeks;
    expect(weeks.map((w) => [w.week, w.tests, w.by_size.large, w.peak])).toEqual([
      [1, 0, 0, false],
      [2, 0, 0, false],
      [3, 3, 3, true],
      [4, 2, 2, false],
      [5, 1, 0, false],
      [6, 4, 0, false],
      [7, 1, 0, false],
      [8, 0, 0, false],
      [9, 1, 0, false],
      [10, 0, 0, false],
    ]);
    // A fifth test in week 6 and a third large one in week 4 make both peaks.
    await add(6, 'small', 'Klein 4');
    await add(4, 'large', 'Groot 3');
    weeks = (await testsOf(fx.yearIds[0])).weeks;
    expect(weeks.filter((w) => w.peak).map((w) => [w.week, w.tests])).toEqual([
      [3, 3],
      [4, 3],
      [6, 5],
    ]);
    const periods = (await testsOf(fx.yearIds[0])).periods;
    expect(periods.map((period) => period.tests)).toEqual([
      // Period 1: week 3 (3) + week 4 (3) + week 5 (1) = 7.
      3 + 3 + 1,
      // Period 2: week 6 (Integraal B + Klein 1-4 = 5) + week 7 (tB1) + week 9 (tD1) = 7.
      5 + 1 + 1,
    ]);
  });
});
