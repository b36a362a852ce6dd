import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEALTH_CHECK_KEYS,
  HEALTH_ITEMS_MAX,
  ZHealthAnalysisResponseSchema,
  type THealthAnalysis,
} from '@cp/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { educations, planTests } from '../src/db/schema';
import { analyseHealth } from '../src/domain/analysis/health';
import { analysisUrl, createAnalysisFixture, type AnalysisFixture } from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { addedItem, placed, testBody } from './helpers/plan';
import { testScope } from './helpers/location-scope';
import { statementsOf } from './helpers/statements';

/*
 * The curriculum health check (docs/analysis.md "Health check") on the analysis fixture
 * (test/helpers/analysis.ts, whose comment lists what it holds). Every total, failing count and
 * score is worked out by hand from that list; the arithmetic is in the comments. The HO norm
 * (migration) asks 60 EC a year; year 1 plans A 5 + B 10 + C 2.5 + the slot's two choices
 * D 3 + E 4 = 24.5 EC, year 2 nothing: both are under it.
 */

let fx: AnalysisFixture;
beforeAll(async () => {
  fx = await createAnalysisFixture();
}, 120_000);
afterAll(() => fx?.world.ctx.close());

async function health() {
  const response = await fx.world.member.agent.request('GET', `${analysisUrl(fx)}/health`);
  expect(response.statusCode, response.body).toBe(200);
  return ZHealthAnalysisResponseSchema.parse(response.json()).data;
}

type Scope = THealthAnalysis['education'];
/** [total, failing] of every check of a scope, in HEALTH_CHECK_KEYS order. */
const counts = (scope: Scope) => scope.checks.map((check) => [check.total, check.failing]);
const check = (scope: Scope, key: (typeof HEALTH_CHECK_KEYS)[number]) =>
  scope.checks.find((c) => c.key === key)!;
const yearOf = (data: THealthAnalysis, yearId: number) =>
  data.years.find((year) => year.year_id === yearId)!;
/** The ids of a year's failing cluster_without_tests items. */
const untestedIds = (data: THealthAnalysis, yearId: number) =>
  check(yearOf(data, yearId), 'cluster_without_tests').items.map((item) => item.id);

describe('GET .../analysis/health', () => {
  it('answers every check per year and for the education, with the failing items', async () => {
    const data = await health();
    const [y1, y2] = fx.yearIds;
    expect(data.years.map((year) => year.year_id)).toEqual([y1, y2]);
    for (const scope of [data.education, ...data.years]) {
      expect(scope.checks.map((c) => c.key)).toEqual([...HEALTH_CHECK_KEYS]);
    }
    const year1 = yearOf(data, y1);
    expect(counts(year1)).toEqual([
      // goal_not_in_cluster: a design fact, not checked per year.
      [0, 0],
      // goal_never_tested: goals year 1's clusters hold: A [g1 g2], C [g4], B [g2 g3], D [g1],
      // E [] = g1-g4; tested this year: g1 (tA1, tD1), g2 (tA2), g3 (tB1), g4 (tC1).
      [4, 0],
      // test_without_goals: 6 tests, tC2 covers none.
      [6, 1],
      // link_without_goals: lA [g1], lB none.
      [2, 1],
      // activity_without_hours: 8 activities, aB3 has none.
      [8, 1],
      // cluster_without_tests: A, C, B, D, E planned; E has no test.
      [5, 1],
      // week_over_peak: 10 weeks; week 3 holds 3 large tests (> 2).
      [10, 1],
      // year_off_norm: 24.5 EC < 60.
      [1, 1],
      // framework_item_not_tested, framework_item_not_covered: no framework links.
      [0, 0],
      [0, 0],
      // The test plan's checks. Every test is summative (the API's default), weighted as a factor
      // or not at all: no cluster weighs in percent; A, C and D have weights and do not mix
      // units; tC2 and tB1 have no weight; none counts for the exam; tB1 has a resit, no rule.
      [0, 0],
      [3, 0],
      [6, 2],
      [0, 0],
      [0, 0],
      [1, 1],
    ]);
    const { planned: p, tests: t } = fx;
    expect(check(year1, 'test_without_goals').items).toEqual([
      {
        kind: 'test',
        id: t.tC2,
        label: 'Oefening C',
        year_id: y1,
        planned_cluster_id: p.C,
        week: 5,
      },
    ]);
    expect(check(year1, 'link_without_goals').items).toEqual([
      {
        kind: 'link',
        id: fx.links.lB,
        label: 'Aanwezigheid B',
        year_id: y1,
        planned_cluster_id: p.B,
        week: 7,
      },
    ]);
    expect(check(year1, 'activity_without_hours').items).toEqual([
      {
        kind: 'activity',
        id: fx.activities.aB3,
        label: '2 B · K. Bakker',
        year_id: y1,
        planned_cluster_id: p.B,
        week: 4,
      },
    ]);
    expect(check(year1, 'cluster_without_tests').items).toEqual([
      {
        kind: 'planned_cluster',
        id: p.E,
        label: '5 E',
        year_id: y1,
        planned_cluster_id: p.E,
        week: 8,
      },
    ]);
    expect(check(year1, 'week_over_peak').items).toEqual([
      { kind: 'week', id: 3, label: 'Week 3', year_id: y1, planned_cluster_id: null, week: 3 },
    ]);
    expect(check(year1, 'year_off_norm').items).toEqual([
      { kind: 'year', id: y1, label: '1', year_id: y1, planned_cluster_id: null, week: null },
    ]);
    expect(check(year1, 'summative_without_weight').items.map((item) => item.id)).toEqual([
      t.tC2,
      t.tB1,
    ]);
    expect(check(year1, 'resit_rule_missing').items).toEqual([
      {
        kind: 'test',
        id: t.tB1,
        label: 'Aanwezigheid B',
        year_id: y1,
        planned_cluster_id: p.B,
        week: 7,
      },
    ]);
    // Score: mean over the 10 checks that apply of the passing share:
    // (4/4 + 5/6 + 1/2 + 7/8 + 4/5 + 9/10 + 0/1 + 3/3 + 4/6 + 0/1) / 10 = 6.575 / 10 → 66.
    expect(year1.score).toBe(66);

    // Year 2 is empty: only its weeks (none a peak) and its norm (0 EC < 60) are checked.
    const year2 = yearOf(data, y2);
    expect(counts(year2)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [10, 0],
      [1, 1],
      // framework_item_not_tested, framework_item_not_covered: no framework links.
      [0, 0],
      [0, 0],
      // The test plan's checks: no tests.
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // (10/10 + 0/1) / 2 = 0.5 → 50.
    expect(year2.score).toBe(50);

    // The education: the design-level goal checks count its 5 goals once (g5 is in no cluster
    // and no test of any year covers it); the other checks add up both years.
    expect(counts(data.education)).toEqual([
      [5, 1],
      [5, 1],
      [6, 1],
      [2, 1],
      [8, 1],
      [5, 1],
      [20, 1],
      [2, 2],
      // framework_item_not_tested, framework_item_not_covered: no framework links.
      [0, 0],
      [0, 0],
      // The test plan's checks: year 1's.
      [0, 0],
      [3, 0],
      [6, 2],
      [0, 0],
      [0, 0],
      [1, 1],
    ]);
    const g5 = {
      kind: 'goal',
      id: fx.goals.g5,
      label: '2 Titel 2',
      year_id: null,
      planned_cluster_id: null,
      week: null,
    };
    expect(check(data.education, 'goal_not_in_cluster').items).toEqual([g5]);
    expect(check(data.education, 'goal_never_tested').items).toEqual([g5]);
    expect(check(data.education, 'year_off_norm').items.map((item) => item.id)).toEqual([y1, y2]);
    // (4/5 + 4/5 + 5/6 + 1/2 + 7/8 + 4/5 + 19/20 + 0/2 + 3/3 + 4/6 + 0/1) / 11
    // = 7.225 / 11 = 0.6568 → 66.
    expect(data.education.score).toBe(66);
  });

  it('checks per year the goals its clusters hold against its own tests', async () => {
    const [y1, y2] = fx.yearIds;
    // Cluster A (goals g1, g2) planned in year 2 too, weeks 1-3, without tests.
    const a2 = await placed(fx.world, fx.id, {
      education_year_id: y2,
      cluster_id: fx.clusters.A,
      start_week: 1,
    });
    const data = await health();
    const year2 = yearOf(data, y2);
    // Year 2: g1 and g2 are held by A and tested by no test of year 2 (year 1's do not count);
    // A has no test; the norm: 5 EC < 60.
    expect(counts(year2)).toEqual([
      [0, 0],
      [2, 2],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 1],
      [10, 0],
      [1, 1],
      // framework_item_not_tested, framework_item_not_covered: no framework links.
      [0, 0],
      [0, 0],
      // The test plan's checks: no tests.
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(check(year2, 'goal_never_tested').items).toEqual([
      {
        kind: 'goal',
        id: fx.goals.g1,
        label: '1 Titel 1',
        year_id: y2,
        planned_cluster_id: a2.id,
        week: null,
      },
      {
        kind: 'goal',
        id: fx.goals.g2,
        label: '2 Titel 2',
        year_id: y2,
        planned_cluster_id: a2.id,
        week: null,
      },
    ]);
    // (0/2 + 0/1 + 10/10 + 0/1) / 4 = 0.25 → 25.
    expect(year2.score).toBe(25);
    // The education: g1 and g2 are tested in year 1, so still only g5 is never tested; the
    // clusters without tests are E (year 1) then A (year 2), in year order.
    expect(check(data.education, 'goal_never_tested')).toMatchObject({ total: 5, failing: 1 });
    const untested = check(data.education, 'cluster_without_tests');
    expect([untested.total, untested.failing]).toEqual([6, 2]);
    expect(untested.items.map((item) => [item.id, item.year_id])).toEqual([
      [fx.planned.E, y1],
      [a2.id, y2],
    ]);
    // (4/5 + 4/5 + 5/6 + 1/2 + 7/8 + 4/6 + 19/20 + 0/2 + 3/3 + 4/6 + 0/1) / 11
    // = 7.0917 / 11 = 0.6447 → 64.
    expect(data.education.score).toBe(64);
    expect(yearOf(data, y1).score).toBe(66);
  });

  it(`lists at most ${HEALTH_ITEMS_MAX} items of a check and counts them all`, async () => {
    const [y1] = fx.yearIds;
    // 55 tests without goals in week 2 of A, straight into the database.
    await fx.world.ctx.db.insert(planTests).values(
      Array.from({ length: 55 }, (_, i) => ({
        educationId: fx.id,
        plannedClusterId: fx.planned.A,
        position: 100 + i,
        name: `Extra ${i + 1}`,
        kind: 'exercise',
        size: 'small',
        week: 2,
        resultType: 'grade',
      })),
    );
    // Counted as a change, as every change of the education is: the health check keeps the
    // test plan's findings per content version (test-plan-findings.ts).
    await fx.world.ctx.db
      .update(educations)
      .set({ contentVersion: sql`${educations.contentVersion} + 1` })
      .where(eq(educations.id, fx.id));
    const data = await health();
    const year1 = yearOf(data, y1);
    const tests = check(year1, 'test_without_goals');
    // 6 + 55 = 61 tests, 1 + 55 = 56 without goals; week 2 comes first, in place order.
    expect([tests.total, tests.failing, tests.items.length]).toEqual([61, 56, HEALTH_ITEMS_MAX]);
    expect(tests.items.slice(0, 2).map((item) => [item.label, item.week])).toEqual([
      ['Extra 1', 2],
      ['Extra 2', 2],
    ]);
    expect(check(data.education, 'test_without_goals')).toMatchObject({ total: 61, failing: 56 });
    expect(check(data.education, 'test_without_goals').items).toHaveLength(HEALTH_ITEMS_MAX);
    // Week 2 now holds 55 tests (> 4): a second peak.
    expect(check(year1, 'week_over_peak').items.map((item) => item.week)).toEqual([2, 3]);
    // The 55 are summative (the column's default) without a weight: 57 of 61.
    expect(check(year1, 'summative_without_weight')).toMatchObject({ total: 61, failing: 57 });
    // (4/4 + 5/61 + 1/2 + 7/8 + 4/5 + 8/10 + 0/1 + 3/3 + 4/61 + 0/1) / 10 = 5.1226 / 10 → 51.
    expect(year1.score).toBe(51);
  });

  it("keeps the test plan's findings per content version and reads them again after a change", async () => {
    const { db } = fx.world.ctx;
    const [y1] = fx.yearIds;
    const lookup = { db, scope: testScope(fx.world.schoolId), educationId: fx.id, now: new Date() };
    const unweighted = (data: THealthAnalysis) => {
      const { total, failing } = check(yearOf(data, y1), 'summative_without_weight');
      return [total, failing];
    };
    const before = await analyseHealth(lookup);
    // The same version again: the test plan's two reads are not made.
    const again = await statementsOf(db, () => analyseHealth(lookup));
    expect(again.filter((text) => text.includes('"plan_tests"."purpose"'))).toEqual([]);
    // A summative test without a weight added through the plan API (a change: the version
    // goes up), read at once.
    await addedItem(
      fx.world,
      fx.id,
      fx.planned.C,
      'tests',
      // C's tests use the first two formats already (one test per format in a cluster).
      testBody(fx.world.formats[2]!, 4, { name: 'Nieuw' }),
    );
    let after = before;
    const changed = await statementsOf(db, async () => {
      after = await analyseHealth(lookup);
    });
    expect(changed.length).toBe(again.length + 2);
    expect(changed.some((text) => text.includes('"plan_tests"."purpose"'))).toBe(true);
    const [total, failing] = unweighted(before);
    expect(unweighted(after)).toEqual([total! + 1, failing! + 1]);
  });

  it('counts a cluster as tested by a test of its year in another cluster that covers its goal', async () => {
    const [, y2] = fx.yearIds;
    const { goals: g, clusters: c } = fx;
    const untested = async () => {
      const check2 = check(yearOf(await health(), y2), 'cluster_without_tests');
      return [check2.total, check2.failing, check2.items.map((item) => item.id)];
    };
    // Year 2 holds A (placed by 'checks per year ...' above, goals g1 g2, no test); C (goal g4)
    // and B (goals g2 g3) placed now, without tests. Year 1's tests cover g1-g4, but a cluster
    // counts the tests of its own year only: all three fail.
    const a2 = untestedIds(await health(), y2)[0]!;
    const c2 = (
      await placed(fx.world, fx.id, { education_year_id: y2, cluster_id: c.C, start_week: 4 })
    ).id;
    const b2 = (
      await placed(fx.world, fx.id, { education_year_id: y2, cluster_id: c.B, start_week: 6 })
    ).id;
    expect(await untested()).toEqual([3, 3, [a2, b2, c2]]);
    // A test of C covering g4 (C's) and g3 (B's, not C's): C and B are tested, A is not.
    await addedItem(
      fx.world,
      fx.id,
      c2,
      'tests',
      testBody(fx.world.formats[0]!, 5, { name: 'Dubbel', goal_ids: [g.g4, g.g3] }),
    );
    expect(await untested()).toEqual([3, 1, [a2]]);
    // A test of B covering g2, which A holds too: a goal both hold counts for B only.
    await addedItem(
      fx.world,
      fx.id,
      b2,
      'tests',
      testBody(fx.world.formats[0]!, 7, { name: 'Gedeeld', goal_ids: [g.g2] }),
    );
    expect(await untested()).toEqual([3, 1, [a2]]);
    // A test of B covering g1 (A's, not B's): all three tested.
    await addedItem(
      fx.world,
      fx.id,
      b2,
      'tests',
      testBody(fx.world.formats[1]!, 7, { name: 'Ook A', goal_ids: [g.g1] }),
    );
    expect(await untested()).toEqual([3, 0, []]);
  });

  it('takes the same number of queries whatever the size of the education', async () => {
    const counted = () => {
      let queries = 0;
      const db = new Proxy(fx.world.ctx.db, {
        get(target, property, receiver) {
          if (property === 'select' || property === 'execute') queries += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      return { db: db as Db, count: () => queries };
    };
    const scope = { scope: testScope(fx.world.schoolId), educationId: fx.id, now: new Date() };
    const big = counted();
    await analyseHealth({ ...scope, db: big.db });
    const empty = await createEducation(fx.world.ctx.db, {
      locationId: fx.world.schoolId,
      educationParentId: fx.world.parentId,
      type: 'hbo_full_bachelor',
    });
    const small = counted();
    await analyseHealth({ ...scope, educationId: empty.id, db: small.db });
    // The education, its years, the SQL checks (one statement), the norm, the study loads, and
    // the test plan's two reads for its checks, all years at once (test-plan-data.ts).
    expect(big.count()).toBe(7);
    expect(small.count()).toBe(big.count());
  });
});
