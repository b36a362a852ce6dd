import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESIGN_ITEM_RESPONSE_SCHEMAS,
  DESIGN_MESSAGES,
  ZCoverageAnalysisResponseSchema,
  ZEducationResponseSchema,
  ZFrameworkCoverageResponseSchema,
  ZHealthAnalysisResponseSchema,
  type THealthAnalysis,
} from '@cp/contracts';
import { frameworkItems, learningGoalFrameworkItems, learningGoals } from '../src/db/schema';
import { loadSnapshot, restoreSnapshot } from '../src/domain/backups/snapshot';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { storeFramework } from '../src/domain/frameworks/store-framework';
import {
  analysisUrl,
  createAnalysisFixture,
  getAnalysisTab,
  type AnalysisFixture,
} from './helpers/analysis';
import { sloExamRecords } from './helpers/framework-files';
import { createUser } from './helpers/fixtures';
import { expectInvalid, planApi, testBody } from './helpers/plan';

/*
 * A learning goal's status (docs/design.md "Rules"): withdrawn (vervallen) and track, on the
 * analysis fixture (test/helpers/analysis.ts lists what it holds). A withdrawn goal keeps its
 * links, gains none, and is left out of the health checks, the coverage matrix and framework
 * coverage (docs/analysis.md).
 */

const M = DESIGN_MESSAGES;
let fx: AnalysisFixture;
let frameworkId: number;
const itemIds = new Map<string, number>();

beforeAll(async () => {
  fx = await createAnalysisFixture();
  const { db } = fx.world.ctx;
  const platform = await createUser(db, { isPlatformAdmin: true });
  const informatica = readSloExamProgrammes(await sloExamRecords()).frameworks.find(
    (programme) => programme.code === 'INF/havo',
  )!;
  frameworkId = await storeFramework(db, {
    owner: { locationId: null },
    parsed: informatica,
    release: 'november 2025',
    userId: platform.id,
    storedId: null,
  });
  for (const row of await db
    .select({ id: frameworkItems.id, code: frameworkItems.code })
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, frameworkId))) {
    itemIds.set(row.code, row.id);
  }
  // g1 alone covers B1/14; g1 and g2 both cover B2/15.
  await db.insert(learningGoalFrameworkItems).values([
    { learningGoalId: fx.goals.g1, frameworkItemId: itemIds.get('INF/H/DomeinB/B1/14')! },
    { learningGoalId: fx.goals.g1, frameworkItemId: itemIds.get('INF/H/DomeinB/B2/15')! },
    { learningGoalId: fx.goals.g2, frameworkItemId: itemIds.get('INF/H/DomeinB/B2/15')! },
  ]);
}, 180_000);
afterAll(() => fx?.world.ctx.close());

const designUrl = (educationId = fx.id) =>
  `locations/${fx.world.schoolId}/educations/${educationId}/design`;
const designer = () => fx.world.designer.agent;

/** A goal body under outcome 1.1 (the fixture's goals are "1.1.x" there). */
const goalBody = (index: string, extra: Record<string, unknown> = {}) => ({
  index,
  title: `Doel ${index}`,
  details: `Omschrijving ${index}`,
  level: null,
  learning_outcome_id: fx.outcomes.o1,
  ...extra,
});

async function goalRow(id: number) {
  const [row] = await fx.world.ctx.db
    .select({
      index: learningGoals.index,
      title: learningGoals.title,
      details: learningGoals.details,
      level: learningGoals.level,
      learning_outcome_id: learningGoals.learningOutcomeId,
      withdrawn: learningGoals.withdrawn,
      track: learningGoals.track,
    })
    .from(learningGoals)
    .where(eq(learningGoals.id, id));
  return row!;
}

/** Marks a fixture goal withdrawn (or not) through the API, keeping all else. */
async function setWithdrawn(goalId: number, withdrawn: boolean) {
  const row = await goalRow(goalId);
  const response = await designer().request('PUT', `${designUrl()}/learning-goals/${goalId}`, {
    body: { ...row, withdrawn },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function health() {
  const response = await fx.world.member.agent.request('GET', `${analysisUrl(fx)}/health`);
  expect(response.statusCode, response.body).toBe(200);
  return ZHealthAnalysisResponseSchema.parse(response.json()).data;
}
const checkOf = (scope: THealthAnalysis['education'], key: string) => {
  const found = scope.checks.find((c) => c.key === key)!;
  return [found.total, found.failing];
};

describe('a learning goal with a track and withdrawn', () => {
  it('round-trips both fields, trims the track and answers them in the design', async () => {
    const created = await designer().request('POST', `${designUrl()}/learning-goals`, {
      body: goalBody('1.1.8', { track: '  havo ', withdrawn: true }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = DESIGN_ITEM_RESPONSE_SCHEMAS['learning-goals'].parse(created.json()).data;
    expect(goal).toMatchObject({ track: 'havo', withdrawn: true, plan_coverage_count: 0 });
    // Without the fields: every track, in force.
    const edited = await designer().request('PUT', `${designUrl()}/learning-goals/${goal.id}`, {
      body: goalBody('1.1.8', { track: '   ' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ track: null, withdrawn: false });
    const design = await designer().request('GET', designUrl());
    const listed = (design.json() as { data: { learning_goals: { id: number }[] } }).data
      .learning_goals;
    expect(listed.find((g) => g.id === goal.id)).toMatchObject({ track: null, withdrawn: false });
    const removed = await designer().request('DELETE', `${designUrl()}/learning-goals/${goal.id}`);
    expect(removed.statusCode).toBe(200);
  });

  it('refuses a track over 40 characters, a withdrawn that is no boolean and a title over 200; nothing changes', async () => {
    const before = await goalRow(fx.goals.g5);
    const put = (body: object) =>
      designer().request('PUT', `${designUrl()}/learning-goals/${fx.goals.g5}`, {
        body: { ...before, ...body },
      });
    expectInvalid(await put({ track: 'v'.repeat(41) }), { track: [M.tooLong] });
    expectInvalid(await put({ withdrawn: 'ja' }), { withdrawn: [M.withdrawnInvalid] });
    // The server keeps the 200 limit: the form moves a long text into the description.
    expectInvalid(await put({ title: 'x'.repeat(362) }), { title: [M.tooLong] });
    expect(await goalRow(fx.goals.g5)).toEqual(before);
    // 40 characters fit.
    expect((await put({ track: 'v'.repeat(40) })).statusCode).toBe(200);
    expect((await put({ track: null })).statusCode).toBe(200);
  });
});

describe('a withdrawn goal', () => {
  it('is left out of the health checks, the coverage matrix and framework coverage', async () => {
    const before = await health();
    const [y1] = fx.yearIds;
    const year = (data: THealthAnalysis) => data.years.find((y) => y.year_id === y1)!;
    // Before, from the fixture: g5 in no cluster (5 goals); year 1 holds g1-g4, all tested;
    // tests: only tC2 covers no goal.
    expect(checkOf(before.education, 'goal_not_in_cluster')).toEqual([5, 1]);
    expect(checkOf(year(before), 'goal_never_tested')).toEqual([4, 0]);
    expect(checkOf(year(before), 'test_without_goals')).toEqual([6, 1]);
    expect(checkOf(year(before), 'link_without_goals')).toEqual([2, 1]);
    const coverageBefore = await frameworkCoverage();
    expect(itemCovered(coverageBefore, 'INF/H/DomeinB/B1/14')).toBe(true);

    await setWithdrawn(fx.goals.g5, true);
    await setWithdrawn(fx.goals.g1, true);
    const after = await health();
    // g5 and g1 are out: 3 goals, all in a cluster.
    expect(checkOf(after.education, 'goal_not_in_cluster')).toEqual([3, 0]);
    // Year 1 holds g2-g4 in force, all tested.
    expect(checkOf(year(after), 'goal_never_tested')).toEqual([3, 0]);
    // tA1 and tD1 covered only g1: with tC2 three tests cover no goal in force.
    expect(checkOf(year(after), 'test_without_goals')).toEqual([6, 3]);
    // lA named only g1.
    expect(checkOf(year(after), 'link_without_goals')).toEqual([2, 2]);

    // The coverage matrix: g1 and g5 are no rows and have no cells; shares of 3 goals.
    const matrix = await getAnalysisTab(fx, y1!, 'coverage');
    expect(matrix.statusCode, matrix.body).toBe(200);
    const coverage = ZCoverageAnalysisResponseSchema.parse(matrix.json()).data;
    expect(coverage.goals.map((goal) => goal.id)).toEqual([fx.goals.g2, fx.goals.g3, fx.goals.g4]);
    expect(coverage.cells.some(([goal]) => goal === fx.goals.g1)).toBe(false);
    // designed: g2 (A, B), g3 (B), g4 (C) = 3 of 3.
    expect(coverage.percentages.designed).toBe(100);

    // Framework coverage: B1/14 was covered by g1 alone; B2/15 still by g2.
    const framework = await frameworkCoverage();
    expect(itemCovered(framework, 'INF/H/DomeinB/B1/14')).toBe(false);
    expect(itemCovered(framework, 'INF/H/DomeinB/B2/15')).toBe(true);
    expect(framework.totals.covered).toBe(coverageBefore.totals.covered - 1);

    await setWithdrawn(fx.goals.g5, false);
    await setWithdrawn(fx.goals.g1, false);
    expect(checkOf((await health()).education, 'goal_not_in_cluster')).toEqual([5, 1]);
  });

  it('keeps its links through edits but gains none: clusters and plan tests answer 422', async () => {
    await setWithdrawn(fx.goals.g1, true);
    const { clusters, goals } = fx;
    // From the goal: A and D hold it; keeping them (or fewer) is fine, adding C is not.
    const goalClusters = (ids: number[]) =>
      designer().request('PUT', `${designUrl()}/learning-goals/${goals.g1}/clusters`, {
        body: { cluster_ids: ids },
      });
    expect((await goalClusters([clusters.D, clusters.A])).statusCode).toBe(200);
    expectInvalid(await goalClusters([clusters.A, clusters.D, clusters.C]), {
      cluster_ids: [M.goalWithdrawn],
    });
    // From a cluster: A keeps g1 when edited, E (no goals) cannot take it.
    const clusterOf = async (id: number) => {
      const design = await designer().request('GET', designUrl());
      const found = (
        design.json() as { data: { clusters: ({ id: number } & Record<string, unknown>)[] } }
      ).data.clusters.find((cluster) => cluster.id === id)!;
      const { id: _id, position: _p, planned_count: _c, ...body } = found;
      return body;
    };
    const a = await clusterOf(clusters.A);
    expect(a.goal_ids).toContain(goals.g1);
    const editA = await designer().request('PUT', `${designUrl()}/clusters/${clusters.A}`, {
      body: { ...a, title: 'Cluster A bewerkt' },
    });
    expect(editA.statusCode, editA.body).toBe(200);
    const e = await clusterOf(clusters.E);
    expectInvalid(
      await designer().request('PUT', `${designUrl()}/clusters/${clusters.E}`, {
        body: { ...e, goal_ids: [goals.g1] },
      }),
      { goal_ids: [M.goalWithdrawn] },
    );
    // A new cluster cannot take it either; g2 in force can.
    expectInvalid(
      await designer().request('POST', `${designUrl()}/clusters`, {
        body: {
          index: '99',
          title: 'Nieuw',
          short_title: 'N',
          details: 'x',
          cluster_width: 1,
          goal_ids: [goals.g1],
        },
      }),
      { goal_ids: [M.goalWithdrawn] },
    );

    // Plan tests: tA1 covers g1 and keeps it through an edit; a new test cannot take it.
    const plan = planApi(fx.world, fx.id);
    const added = await plan.addItem(
      fx.planned.A,
      'tests',
      testBody(fx.world.formats[2]!, 2, { goal_ids: [goals.g1] }),
    );
    expectInvalid(added, { goal_ids: [M.goalWithdrawn] });
    const year = await fx.world.designer.agent.request(
      'GET',
      `${plan.base}/years/${fx.yearIds[0]}`,
    );
    expect(year.statusCode, year.body).toBe(200);
    const tA1 = (
      year.json() as { data: { tests: ({ id: number } & Record<string, unknown>)[] } }
    ).data.tests.find((test) => test.id === fx.tests.tA1)!;
    expect(tA1.goal_ids).toEqual([goals.g1]);
    const { id: _id, position: _p, planned_cluster_id: _pc, ...testInput } = tA1;
    const kept = await plan.editItem('tests', fx.tests.tA1, { ...testInput, name: 'Tentamen A' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.goal_ids).toEqual([goals.g1]);
    // Another test of A (tA2, covering g2) cannot take it on.
    const tA2 = (
      year.json() as { data: { tests: ({ id: number } & Record<string, unknown>)[] } }
    ).data.tests.find((test) => test.id === fx.tests.tA2)!;
    const { id: _i2, position: _p2, planned_cluster_id: _c2, ...tA2Input } = tA2;
    expectInvalid(
      await plan.editItem('tests', fx.tests.tA2, { ...tA2Input, goal_ids: [goals.g2, goals.g1] }),
      { goal_ids: [M.goalWithdrawn] },
    );
    await setWithdrawn(fx.goals.g1, false);
  });

  it('travels in a backup and a duplicate', async () => {
    const { db } = fx.world.ctx;
    await db
      .update(learningGoals)
      .set({ withdrawn: true, track: 'vwo' })
      .where(eq(learningGoals.id, fx.goals.g4));
    const snapshot = await loadSnapshot(db, fx.id);
    const row = snapshot.design.learning_goals.find((goal) => goal.id === fx.goals.g4)!;
    expect(row).toMatchObject({ withdrawn: true, track: 'vwo' });
    await db
      .update(learningGoals)
      .set({ withdrawn: false, track: null })
      .where(eq(learningGoals.id, fx.goals.g4));
    await db.transaction((tx) => restoreSnapshot(tx, fx.id, snapshot));
    expect(await goalRow(fx.goals.g4)).toMatchObject({ withdrawn: true, track: 'vwo' });

    const response = await fx.world.designer.agent.request(
      'POST',
      `locations/${fx.world.schoolId}/educations/${fx.id}/duplicate`,
      { body: { name: 'Kopie met vervallen doel' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const copy = ZEducationResponseSchema.parse(response.json()).data;
    const copied = await db
      .select({
        index: learningGoals.index,
        withdrawn: learningGoals.withdrawn,
        track: learningGoals.track,
      })
      .from(learningGoals)
      .where(eq(learningGoals.educationId, copy.id));
    // g4 (number 1 under outcome 1.2) is the copy's one withdrawn goal, with its track.
    expect(copied.filter((goal) => goal.withdrawn)).toEqual([
      { index: '1', withdrawn: true, track: 'vwo' },
    ]);
  });
});

async function frameworkCoverage() {
  const response = await fx.world.member.agent.request(
    'GET',
    `${analysisUrl(fx)}/frameworks/${frameworkId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZFrameworkCoverageResponseSchema.parse(response.json()).data;
}
const itemCovered = (data: Awaited<ReturnType<typeof frameworkCoverage>>, code: string): boolean =>
  data.items.find((item) => item.id === itemIds.get(code))!.covered;
