import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  frameworkItems,
  learningGoalFrameworkItems,
  planTestFrameworkItems,
} from '../src/db/schema';
import { loadSnapshot, restoreSnapshot } from '../src/domain/backups/snapshot';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { storeFramework } from '../src/domain/frameworks/store-framework';
import { sloExamRecords } from './helpers/framework-files';
import {
  addedItem,
  createPlanWorld,
  dataOf,
  expectInvalid,
  planEducation,
  placed,
  setStatus,
  testBody,
  type PlanEducation,
  type PlanWorld,
} from './helpers/plan';

/*
 * Links from goals and tests to framework items (docs/frameworks.md "Linking"), on the real
 * Informatica havo programme: a national framework, and an own framework of another location
 * that this school may not use.
 */

let world: PlanWorld;
let education: PlanEducation;
let testId: number;
/** Informatica havo's items by code. */
const items = new Map<string, number>();
let foreignItem: number;

const base = (educationId = education.id, location = world.schoolId) =>
  `locations/${location}/educations/${educationId}`;

beforeAll(async () => {
  world = await createPlanWorld();
  education = await planEducation(world);
  const programmes = readSloExamProgrammes(await sloExamRecords()).frameworks;
  const informatica = programmes.find((p) => p.code === 'INF/havo')!;
  const store = (locationId: number | null) =>
    storeFramework(world.ctx.db, {
      owner: { locationId },
      parsed: informatica,
      release: 'november 2025',
      userId: world.admin.user.id,
      storedId: null,
    });
  const national = await store(null);
  for (const row of await world.ctx.db
    .select({ id: frameworkItems.id, code: frameworkItems.code })
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, national))) {
    if (row.code) items.set(row.code, row.id);
  }
  const foreign = await store(world.otherSchoolId);
  [{ id: foreignItem }] = (await world.ctx.db
    .select({ id: frameworkItems.id })
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, foreign))
    .limit(1)) as [{ id: number }];
  const { id: plannedId } = await placed(world, education.id, {
    education_year_id: education.yearIds[0]!,
    cluster_id: education.clusters.a,
    start_week: 1,
  });
  testId = (
    await addedItem(world, education.id, plannedId, 'tests', testBody(world.formats[0]!, 2))
  ).id;
});
afterAll(() => world?.ctx.close());

const item = (code: string) => {
  const id = items.get(code);
  if (id === undefined) throw new Error(`no item ${code}`);
  return id;
};
const setGoal = (goalId: number, ids: number[], agent = world.designer.agent) =>
  agent.request('PUT', `${base()}/framework-links/goals/${goalId}`, {
    body: { framework_item_ids: ids },
  });
const setTest = (id: number, ids: number[], agent = world.designer.agent) =>
  agent.request('PUT', `${base()}/framework-links/tests/${id}`, {
    body: { framework_item_ids: ids },
  });
const links = async (agent = world.member.agent) =>
  dataOf<{
    goals: { learning_goal_id: number; framework_item_ids: number[] }[];
    tests: { plan_test_id: number; framework_item_ids: number[] }[];
    items: { id: number; code: string; framework_title: string; attribution: string }[];
  }>(await agent.request('GET', `${base()}/framework-links`));

describe('linking goals and tests to framework items', () => {
  it('sets a goal’s items as a set, and every member reads them with their framework', async () => {
    const [goal] = education.goals;
    const a1 = item('INF/H/DomeinA/A1/1');
    const b1 = item('INF/H/DomeinA/A3/3');
    expect(dataOf(await setGoal(goal!, [b1, a1, a1]))).toEqual({
      framework_item_ids: [a1, b1].sort((x, y) => x - y),
    });
    expect(dataOf(await setTest(testId, [b1]))).toEqual({ framework_item_ids: [b1] });
    const answer = await links();
    expect(answer.goals).toEqual([
      { learning_goal_id: goal, framework_item_ids: [a1, b1].sort((x, y) => x - y) },
    ]);
    expect(answer.tests).toEqual([{ plan_test_id: testId, framework_item_ids: [b1] }]);
    expect(answer.items.map((linked) => linked.code)).toEqual([
      'INF/H/DomeinA/A1/1',
      'INF/H/DomeinA/A3/3',
    ]);
    expect(answer.items[0]).toMatchObject({ attribution: 'SLO, opendata.slo.nl' });
    // Replacing with none removes them.
    dataOf(await setGoal(goal!, []));
    expect((await links()).goals).toEqual([]);
  });

  it('tells the education’s room after the change, and the plan part for a test', async () => {
    world.recorder.events.length = 0;
    dataOf(await setTest(testId, [item('INF/H/DomeinA/A1/1')]));
    expect(world.recorder.events.map((event) => event.payload)).toContainEqual(
      expect.objectContaining({ education_id: education.id, part: 'plan' }),
    );
  });

  it('refuses items of another location’s own framework, unknown items and too many', async () => {
    const [goal] = education.goals;
    expectInvalid(await setGoal(goal!, [foreignItem]), {
      framework_item_ids: ['frameworkLinks.itemUnknown'],
    });
    expectInvalid(await setGoal(goal!, [2_000_000_000]), {
      framework_item_ids: ['frameworkLinks.itemUnknown'],
    });
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await setGoal(goal!, tooMany)).statusCode).toBe(422);
    for (const body of [{}, { framework_item_ids: 'x' }, { framework_item_ids: [-1] }, null]) {
      const response = await world.designer.agent.request(
        'PUT',
        `${base()}/framework-links/goals/${goal}`,
        { body },
      );
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const stored = await world.ctx.db
      .select()
      .from(learningGoalFrameworkItems)
      .where(eq(learningGoalFrameworkItems.frameworkItemId, foreignItem));
    expect(stored).toEqual([]);
  });

  it('answers 404 for a goal or test of another education and for another location', async () => {
    const other = await planEducation(world);
    const response = await world.designer.agent.request(
      'PUT',
      `${base(other.id)}/framework-links/goals/${education.goals[0]}`,
      { body: { framework_item_ids: [] } },
    );
    expect(response.statusCode).toBe(404);
    expect((await setTest(2_000_000_000, [])).statusCode).toBe(404);
    const foreign = await world.otherAdmin.agent.request(
      'GET',
      `${base(education.id, world.otherSchoolId)}/framework-links`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('lets a member read but not change; refuses a locked education', async () => {
    expect((await setGoal(education.goals[0]!, [], world.member.agent)).statusCode).toBe(403);
    expect((await setGoal(education.goals[0]!, [], world.restricted.agent)).statusCode).toBe(403);
    const locked = await planEducation(world);
    await setStatus(world, locked.id, 'active');
    const response = await world.designer.agent.request(
      'PUT',
      `${base(locked.id)}/framework-links/goals/${locked.goals[0]}`,
      { body: { framework_item_ids: [] } },
    );
    expect(response.statusCode).toBe(409);
  });

  it('keeps links with the test and the goal until they go', async () => {
    const own = await planEducation(world);
    const { id: plannedId } = await placed(world, own.id, {
      education_year_id: own.yearIds[0]!,
      cluster_id: own.clusters.a,
      start_week: 1,
    });
    const test = await addedItem(world, own.id, plannedId, 'tests', testBody(world.formats[0]!, 2));
    const url = `locations/${world.schoolId}/educations/${own.id}`;
    dataOf(
      await world.designer.agent.request('PUT', `${url}/framework-links/tests/${test.id}`, {
        body: { framework_item_ids: [item('INF/H/DomeinA/A1/1')] },
      }),
    );
    const removed = await world.designer.agent.request(
      'DELETE',
      `${url}/plan/items/tests/${test.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await world.ctx.db
      .select()
      .from(planTestFrameworkItems)
      .where(eq(planTestFrameworkItems.planTestId, test.id));
    expect(left).toEqual([]);
  });
});

describe('a newer release', () => {
  it('keeps a link to an item it no longer publishes, flagged with that release', async () => {
    const programmes = readSloExamProgrammes(await sloExamRecords()).frameworks;
    const informatica = programmes.find((p) => p.code === 'INF/havo')!;
    const own = await planEducation(world);
    const url = `locations/${world.schoolId}/educations/${own.id}`;
    const gone = item('INF/H/DomeinA/A3/3');
    dataOf(
      await world.designer.agent.request('PUT', `${url}/framework-links/goals/${own.goals[0]}`, {
        body: { framework_item_ids: [item('INF/H/DomeinA/A1/1'), gone] },
      }),
    );
    const [{ frameworkId }] = (await world.ctx.db
      .select({ frameworkId: frameworkItems.frameworkId })
      .from(frameworkItems)
      .where(eq(frameworkItems.id, gone))) as [{ frameworkId: number }];
    const [withdrawn] = await world.ctx.db
      .select({ sourceId: frameworkItems.sourceId })
      .from(frameworkItems)
      .where(eq(frameworkItems.id, gone));
    await storeFramework(world.ctx.db, {
      owner: { locationId: null },
      parsed: {
        ...informatica,
        items: informatica.items.filter((entry) => entry.sourceId !== withdrawn!.sourceId),
      },
      release: 'mei 2026',
      userId: world.admin.user.id,
      storedId: frameworkId,
    });
    const answer = dataOf<{
      goals: { learning_goal_id: number; framework_item_ids: number[] }[];
      items: { id: number; withdrawn_in: string | null }[];
    }>(await world.member.agent.request('GET', `${url}/framework-links`));
    expect(answer.goals[0]!.framework_item_ids).toContain(gone);
    expect(answer.items.find((entry) => entry.id === gone)?.withdrawn_in).toBe('mei 2026');
    expect(answer.items.find((entry) => entry.id !== gone)?.withdrawn_in).toBeNull();
    // The picker no longer offers it, but the set that holds it can still be saved.
    dataOf(
      await world.designer.agent.request('PUT', `${url}/framework-links/goals/${own.goals[0]}`, {
        body: { framework_item_ids: [gone] },
      }),
    );
    // Put back for the other tests: the release as it was.
    await storeFramework(world.ctx.db, {
      owner: { locationId: null },
      parsed: informatica,
      release: 'november 2025',
      userId: world.admin.user.id,
      storedId: frameworkId,
    });
  });
});

describe('links in backups and duplicates', () => {
  it('come back with a restored backup, and a duplicate has its own, on its own goals and tests', async () => {
    const own = await planEducation(world);
    const { id: plannedId } = await placed(world, own.id, {
      education_year_id: own.yearIds[0]!,
      cluster_id: own.clusters.a,
      start_week: 1,
    });
    const test = await addedItem(world, own.id, plannedId, 'tests', testBody(world.formats[0]!, 2));
    const url = `locations/${world.schoolId}/educations/${own.id}`;
    const a1 = item('INF/H/DomeinA/A1/1');
    const a2 = item('INF/H/DomeinA/A2/2');
    dataOf(
      await world.designer.agent.request('PUT', `${url}/framework-links/goals/${own.goals[0]}`, {
        body: { framework_item_ids: [a1, a2] },
      }),
    );
    dataOf(
      await world.designer.agent.request('PUT', `${url}/framework-links/tests/${test.id}`, {
        body: { framework_item_ids: [a2] },
      }),
    );
    const read = async (educationId: number) =>
      dataOf<{
        goals: { learning_goal_id: number; framework_item_ids: number[] }[];
        tests: { plan_test_id: number; framework_item_ids: number[] }[];
      }>(
        await world.member.agent.request(
          'GET',
          `locations/${world.schoolId}/educations/${educationId}/framework-links`,
        ),
      );
    const before = await read(own.id);
    const snapshot = await loadSnapshot(world.ctx.db, own.id);
    expect(snapshot.design.learning_goal_framework_items).toHaveLength(2);
    expect(snapshot.plan.plan_test_framework_items).toEqual([
      { plan_test_id: test.id, framework_item_id: a2 },
    ]);
    dataOf(
      await world.designer.agent.request('PUT', `${url}/framework-links/goals/${own.goals[0]}`, {
        body: { framework_item_ids: [] },
      }),
    );
    await world.ctx.db.transaction((tx) => restoreSnapshot(tx, own.id, snapshot));
    expect(await read(own.id)).toEqual(before);

    const copy = dataOf<{ id: number }>(
      await world.designer.agent.request('POST', `${url}/duplicate`, {
        body: { name: `Kopie ${Date.now()}` },
      }),
      201,
    );
    const copied = await read(copy.id);
    expect(copied.goals).toHaveLength(1);
    expect(copied.goals[0]!.learning_goal_id).not.toBe(own.goals[0]);
    expect(copied.goals[0]!.framework_item_ids).toEqual([a1, a2].sort((x, y) => x - y));
    expect(copied.tests).toHaveLength(1);
    expect(copied.tests[0]!.plan_test_id).not.toBe(test.id);
    expect(copied.tests[0]!.framework_item_ids).toEqual([a2]);
  });
});

describe('linking goals in bulk by code', () => {
  const byCode = (body: unknown, agent = world.designer.agent) =>
    agent.request('POST', `${base()}/framework-links/by-code`, { body });
  let frameworkId: number;
  beforeAll(async () => {
    [{ frameworkId }] = (await world.ctx.db
      .select({ frameworkId: frameworkItems.frameworkId })
      .from(frameworkItems)
      .where(eq(frameworkItems.id, item('INF/H/DomeinA/A1/1')))) as [{ frameworkId: number }];
  });

  it('adds links by a goal’s index and whole codes or a tail of them, case aside', async () => {
    const [g1, g2] = education.goals;
    dataOf(await setGoal(g1!, [item('INF/H/DomeinA/A1/1')]));
    const answer = dataOf(
      await byCode({
        framework_id: frameworkId,
        lines: [
          { goal: '1', codes: ['inf/h/domeina/a1/1', 'A3/3'] },
          { goal: '2', codes: ['INF/H/DomeinA/A2/2'] },
        ],
      }),
    );
    // Goal 1 had A1/1 already: two goals, two new links.
    expect(answer).toEqual({ goals: 2, added: 2 });
    const all = await links();
    const of = (goal: number) =>
      all.goals.find((entry) => entry.learning_goal_id === goal)?.framework_item_ids;
    expect(of(g1!)).toEqual(
      [item('INF/H/DomeinA/A1/1'), item('INF/H/DomeinA/A3/3')].sort((a, b) => a - b),
    );
    expect(of(g2!)).toEqual([item('INF/H/DomeinA/A2/2')]);
  });

  it('changes nothing and names the line when a goal or code is not found', async () => {
    const before = await links();
    const unknownGoal = await byCode({
      framework_id: frameworkId,
      lines: [
        { goal: '3', codes: ['INF/H/DomeinA/A1/1'] },
        { goal: '9.9', codes: ['INF/H/DomeinA/A1/1'] },
      ],
    });
    expect(unknownGoal.statusCode).toBe(422);
    expect(unknownGoal.json()).toMatchObject({ key: 'frameworkLinks.lineGoalUnknown' });
    expect(unknownGoal.json().message).toContain('2');
    const unknownCode = await byCode({
      framework_id: frameworkId,
      lines: [{ goal: '3', codes: ['Z99'] }],
    });

    expect(unknownCode.json()).toMatchObject({ key: 'frameworkLinks.lineCodeUnknown' });
    expect(await links()).toEqual(before);
  });

  it('refuses a framework the location may not use, empty input, a member', async () => {
    const foreignFramework = (
      await world.ctx.db
        .select({ frameworkId: frameworkItems.frameworkId })
        .from(frameworkItems)
        .where(eq(frameworkItems.id, foreignItem))
    )[0]!.frameworkId;
    const foreign = await byCode({
      framework_id: foreignFramework,
      lines: [{ goal: '1', codes: ['A1'] }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await byCode({ framework_id: frameworkId, lines: [] })).statusCode).toBe(422);
    const member = await byCode(
      { framework_id: frameworkId, lines: [{ goal: '1', codes: ['A1'] }] },
      world.member.agent,
    );
    expect(member.statusCode).toBe(403);
  });
});
