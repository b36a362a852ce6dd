import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LICENSE_BODY, ZGoalsAnalysisResponseSchema } from '@cp/contracts';
import type { Db } from '../src/db/client';
import { activities, planActivities } from '../src/db/schema';
import { analyseBubbles } from '../src/domain/analysis/bubbles';
import { analyseCoverage } from '../src/domain/analysis/coverage';
import { analyseGoals } from '../src/domain/analysis/goals';
import { analyseTests } from '../src/domain/analysis/tests';
import { analyseTestsOverview } from '../src/domain/analysis/tests-overview';
import {
  analysisUrl,
  unlicensedEducation,
  createAnalysisFixture,
  getAnalysisTab,
  type AnalysisFixture,
} from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { testScope } from './helpers/location-scope';

/*
 * The goals tab (docs/analysis.md) on the analysis fixture (test/helpers/analysis.ts, whose
 * comment lists what it holds), and the access rules of the year tabs and the health check that
 * this part of the API serves (goals, tests, coverage, tests-overview, bubbles, health).
 */

let fx: AnalysisFixture;
beforeAll(async () => {
  fx = await createAnalysisFixture();
}, 120_000);
afterAll(() => fx?.world.ctx.close());

async function goalsOf(yearId: number) {
  const response = await getAnalysisTab(fx, yearId, 'goals');
  expect(response.statusCode, response.body).toBe(200);
  return ZGoalsAnalysisResponseSchema.parse(response.json()).data;
}

/** A default activity has only its key; the answer names it by that (the screen translates). */
async function activityKey(id: number) {
  const [row] = await fx.world.ctx.db
    .select({ key: activities.key })
    .from(activities)
    .where(eq(activities.id, id));
  return row!.key;
}

describe('GET .../analysis/years/:year/goals', () => {
  it('answers the tree in design order with, per goal, its clusters, tests and links', async () => {
    const { goals: g, clusters: c, planned: p, tests: t, links: l } = fx;
    const data = await goalsOf(fx.yearIds[0]);
    expect(data.year).toMatchObject({ id: fx.yearIds[0], position: 1, weeks: 10 });
    expect(data.year.periods.map((period) => [period.id, period.first_week])).toEqual([
      [fx.periodIds[0][0], 1],
      [fx.periodIds[0][1], 6],
    ]);
    expect(data.competences).toEqual([
      { id: fx.competence, index: '1', title: 'Titel 1', level: null },
    ]);
    expect(data.outcomes.map((o) => [o.id, o.index, o.competence_id])).toEqual([
      [fx.outcomes.o1, '1', fx.competence],
      [fx.outcomes.o2, '2', fx.competence],
    ]);
    // Per goal: design clusters (any year, design order), this year's tests and links (by id).
    // g1: A and D hold it; tA1 and tD1 test it; lA practises it.
    // g2: A and B; tA2. g3: B; tB1. g4: C; tC1. g5: nothing at all.
    expect(
      data.goals.map((goal) => [
        goal.id,
        goal.index,
        goal.level,
        goal.outcome_id,
        goal.cluster_ids,
        goal.test_ids,
        goal.link_ids,
      ]),
    ).toEqual([
      [g.g1, '1', '1', fx.outcomes.o1, [c.A, c.D], [t.tA1, t.tD1], [l.lA]],
      [g.g2, '2', '1', fx.outcomes.o1, [c.A, c.B], [t.tA2], []],
      [g.g3, '3', '2', fx.outcomes.o1, [c.B], [t.tB1], []],
      [g.g4, '1', '2', fx.outcomes.o2, [c.C], [t.tC1], []],
      [g.g5, '2', null, fx.outcomes.o2, [], [], []],
    ]);
    expect(data.goals[0]!.title).toBe('Titel 1');
    // Every design cluster, with its planned cluster this year (F and U are planned nowhere).
    expect(data.clusters).toEqual([
      { id: c.A, index: '1', short_title: 'A', planned_cluster_id: p.A },
      { id: c.B, index: '2', short_title: 'B', planned_cluster_id: p.B },
      { id: c.C, index: '3', short_title: 'C', planned_cluster_id: p.C },
      { id: c.D, index: '4', short_title: 'D', planned_cluster_id: p.D },
      { id: c.E, index: '5', short_title: 'E', planned_cluster_id: p.E },
      { id: c.F, index: '6', short_title: 'F', planned_cluster_id: null },
      { id: c.U, index: '7', short_title: 'U', planned_cluster_id: null },
    ]);
    // The year's tests by week (then planned cluster, then place): three in week 3.
    expect(data.tests).toEqual([
      { id: t.tA1, name: 'Tentamen A', planned_cluster_id: p.A, week: 3 },
      { id: t.tA2, name: 'Beoordeling A', planned_cluster_id: p.A, week: 3 },
      { id: t.tC1, name: 'Examen C', planned_cluster_id: p.C, week: 3 },
      { id: t.tC2, name: 'Oefening C', planned_cluster_id: p.C, week: 5 },
      { id: t.tB1, name: 'Aanwezigheid B', planned_cluster_id: p.B, week: 7 },
      { id: t.tD1, name: 'Tentamen D', planned_cluster_id: p.D, week: 9 },
    ]);
    // Both links join the fixture's first activity (aA1 and aB1), a default: named by its key.
    const key = await activityKey(fx.world.activities[0]!);
    expect(key).toEqual(expect.any(String));
    expect(data.links).toEqual([
      { id: l.lA, planned_cluster_id: p.A, test_name: 'Tentamen A', activity_name: key },
      { id: l.lB, planned_cluster_id: p.B, test_name: 'Aanwezigheid B', activity_name: key },
    ]);
  });

  it('keeps to the chosen year: the empty year 2 has the tree and clusters, no tests or links', async () => {
    const data = await goalsOf(fx.yearIds[1]);
    expect(data.year).toMatchObject({ id: fx.yearIds[1], position: 2 });
    expect(
      data.goals.map((goal) => [goal.cluster_ids.length, goal.test_ids, goal.link_ids]),
    ).toEqual([
      [2, [], []],
      [2, [], []],
      [1, [], []],
      [1, [], []],
      [0, [], []],
    ]);
    expect(data.clusters.map((cluster) => cluster.planned_cluster_id)).toEqual(Array(7).fill(null));
    expect(data).toMatchObject({ tests: [], links: [] });
  });

  it('names a custom activity by its name and one without an activity type as null', async () => {
    const { db } = fx.world.ctx;
    const [custom] = await db
      .insert(activities)
      .values({ locationId: fx.world.schoolId, name: 'Excursie', icon: 'flag', color: '#123456' })
      .returning({ id: activities.id });
    await db
      .update(planActivities)
      .set({ activityId: custom!.id })
      .where(eq(planActivities.id, fx.activities.aA1));
    await db
      .update(planActivities)
      .set({ activityId: null })
      .where(eq(planActivities.id, fx.activities.aB1));
    const data = await goalsOf(fx.yearIds[0]);
    expect(data.links.map((link) => link.activity_name)).toEqual(['Excursie', null]);
  });
});

describe('the number of queries', () => {
  it('is the same for a filled and an empty year, per tab', async () => {
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
    // The year (education, year, periods: 3) and then per tab a fixed number of statements.
    const reads = {
      goals: [analyseGoals, 3 + 6],
      tests: [analyseTests, 3 + 3],
      coverage: [analyseCoverage, 3 + 6],
      'tests-overview': [analyseTestsOverview, 3 + 2],
      bubbles: [analyseBubbles, 3 + 2],
    } as const;
    for (const [tab, [read, expected]] of Object.entries(reads)) {
      for (const yearId of fx.yearIds) {
        const { db, count } = counted();
        await read({
          db,
          scope: testScope(fx.world.schoolId),
          educationId: fx.id,
          yearId,
        });
        expect(count(), `${tab} of year ${yearId}`).toBe(expected);
      }
    }
  });
});

describe('access to the analysis of this part (year tabs and health)', () => {
  const TABS = ['goals', 'tests', 'coverage', 'tests-overview', 'bubbles'];
  const paths = (base: string, yearId: number) => [
    `${base}/health`,
    ...TABS.map((tab) => `${base}/years/${yearId}/${tab}`),
  ];

  it('answers every member, also a plain user', async () => {
    for (const path of paths(analysisUrl(fx), fx.yearIds[0])) {
      const response = await fx.world.member.agent.request('GET', path);
      expect(response.statusCode, `${path} ${response.body}`).toBe(200);
    }
  });

  it('answers 404 for an education of another location and a year of another education', async () => {
    const { world } = fx;
    // The other location's admin asks for this education under their own location.
    for (const path of paths(analysisUrl(fx, { locationId: world.otherSchoolId }), fx.yearIds[0])) {
      expect((await world.otherAdmin.agent.request('GET', path)).statusCode, path).toBe(404);
    }
    const other = await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
    });
    for (const path of paths(analysisUrl(fx), other.yearIds[0]!).slice(1)) {
      expect((await world.member.agent.request('GET', path)).statusCode, path).toBe(404);
    }
  });

  it('answers 403 no_license at a location without a license, and 403 to a stranger', async () => {
    const { world } = fx;
    const { agent, base, yearId } = await unlicensedEducation(fx);
    for (const path of paths(base, yearId)) {
      const response = await agent.request('GET', path);
      expect(response.statusCode, path).toBe(403);
      expect(response.body).toBe(NO_LICENSE_BODY);
    }
    for (const path of paths(analysisUrl(fx), fx.yearIds[0])) {
      expect((await world.otherAdmin.agent.request('GET', path)).statusCode, path).toBe(403);
    }
  });
});
