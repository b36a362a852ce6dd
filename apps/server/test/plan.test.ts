import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EDUCATION_MESSAGES,
  PLAN_MESSAGES,
  educationParentRoom,
  followRange,
  followWeek,
  ZYearPlanResponseSchema,
} from '@cp/contracts';
import type { Db } from '../src/db/client';
import { planFieldSettings, planLinks } from '../src/db/schema';
import type { Agent } from './helpers/agent';
import { createEducation, createEducationParent } from './helpers/educations';
import {
  activityBody,
  addedItem,
  dataOf,
  expectInvalid,
  getPlan,
  placed,
  planApi,
  planEducation,
  planOf,
  planUrl,
  setStatus,
  testBody,
  type PlanWorld,
} from './helpers/plan';
import { planWorldPerFile } from './helpers/plan-world-hooks';

const M = PLAN_MESSAGES;
let world: PlanWorld;
planWorldPerFile((made) => (world = made));

describe('GET year plan', () => {
  it('answers the year with its periods and every list, to every member', async () => {
    const education = await planEducation(world);
    const [yearId] = education.yearIds;
    const empty = await getPlan(world, world.member.agent, education.id, yearId!);
    expect(empty.year).toMatchObject({ id: yearId, position: 1, weeks: 20 });
    expect(empty.year.periods.map((p) => [p.position, p.weeks, p.first_week])).toEqual([
      [1, 10, 1],
      [2, 10, 11],
    ]);
    expect(empty).toMatchObject({
      planned_clusters: [],
      planned_electives: [],
      tests: [],
      checkups: [],
      activities: [],
      links: [],
      materials: [],
      special_blocks: [],
    });

    // Planned clusters come in design order, whatever order they were placed in.
    const b = await placed(world, education.id, {
      education_year_id: yearId!,
      cluster_id: education.clusters.b,
      start_week: 5,
    });
    const a = await placed(world, education.id, {
      education_year_id: yearId!,
      cluster_id: education.clusters.a,
      start_week: 1,
    });
    const test = await addedItem(
      world,
      education.id,
      a.id,
      'tests',
      testBody(world.formats[0]!, 2),
    );
    const plan = await getPlan(world, world.member.agent, education.id, yearId!);
    expect(plan.planned_clusters.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(plan.tests).toEqual([test]);
    // The other year holds none of it.
    const second = await getPlan(world, world.member.agent, education.id, education.yearIds[1]!);
    expect(second.planned_clusters).toEqual([]);
    expect(second.year.position).toBe(2);
  });

  it('stays within the education and the location (404 / 403)', async () => {
    const education = await planEducation(world);
    const other = await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
    });
    const foreignParent = await createEducationParent(world.ctx.db, world.otherSchoolId);
    const foreign = await createEducation(world.ctx.db, {
      locationId: world.otherSchoolId,
      educationParentId: foreignParent,
    });
    const get = (agent: Agent, path: string) => agent.request('GET', path);
    // A year of another education.
    const crossYear = await get(
      world.member.agent,
      `${planUrl(world, education.id)}/years/${other.yearIds[0]}`,
    );
    expect(crossYear.statusCode).toBe(404);
    // An education of another location under this location.
    expect(
      (await get(world.member.agent, `${planUrl(world, foreign.id)}/years/${foreign.yearIds[0]}`))
        .statusCode,
    ).toBe(404);
    // Another location's route.
    const yearPath = `${planUrl(world, education.id)}/years/${education.yearIds[0]}`;
    expect((await get(world.otherAdmin.agent, yearPath)).statusCode).toBe(403);
    expect(
      (
        await get(
          world.member.agent,
          `${planUrl(world, education.id, world.otherSchoolId)}/years/${education.yearIds[0]}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('takes a fixed number of queries whatever the size of the plan', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const counted = () => {
      let selects = 0;
      const db = new Proxy(world.ctx.db, {
        get(target, property, receiver) {
          if (property === 'select') selects += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      return { db: db as Db, count: () => selects };
    };
    const before = counted();
    await planOf(world, education.id, yearId, before.db);
    await buildFullPlan(education.id, yearId, education);
    const after = counted();
    const plan = await planOf(world, education.id, yearId, after.db);
    expect(plan.tests.length).toBeGreaterThan(1);
    expect(plan.links).toHaveLength(1);
    expect(plan.special_blocks).toHaveLength(1);
    expect(plan.planned_electives).toHaveLength(1);
    // Education, year, periods, then one query per list.
    expect(before.count()).toBe(3 + 8);
    expect(after.count()).toBe(before.count());
    // And the answer has the contract's shape.
    expect(ZYearPlanResponseSchema.parse({ data: plan }).data).toEqual(plan);
  });
});

/** A plan with something in every list; answers the ids. */
async function buildFullPlan(
  educationId: number,
  yearId: number,
  education: Awaited<ReturnType<typeof planEducation>>,
) {
  const api = planApi(world, educationId);
  const cluster = await placed(world, educationId, {
    education_year_id: yearId,
    cluster_id: education.clusters.a,
    start_week: 1,
    end_week: 6,
  });
  const test = await addedItem(
    world,
    educationId,
    cluster.id,
    'tests',
    testBody(world.formats[0]!, 2),
  );
  await addedItem(world, educationId, cluster.id, 'tests', testBody(world.formats[1]!, 3));
  const checkup = await addedItem(world, educationId, cluster.id, 'checkups', {
    title: 'Voortgang',
    week: 4,
  });
  const activity = await addedItem(
    world,
    educationId,
    cluster.id,
    'activities',
    activityBody(world.activities[0]!, 1, 3),
  );
  const link = await addedItem(world, educationId, cluster.id, 'links', {
    plan_test_id: test.id,
    plan_activity_id: activity.id,
    type: 'practice',
    goal_ids: [education.goals[0]],
  });
  const material = dataOf<{ id: number }>(
    await world.designer.agent.request('POST', `${api.base}/clusters/${cluster.id}/materials`, {
      body: { title: 'Site', url: 'https://example.org' },
    }),
    201,
  );
  const block = dataOf<{ id: number }>(
    await api.addBlock(yearId, { name: 'Vakantie', start_week: 9, end_week: 9 }),
    201,
  );
  const slot = dataOf<{ id: number }>(
    await api.placeElective({
      education_year_id: yearId,
      elective_subject_id: education.elective,
      places: 2,
      start_week: 11,
      end_week: 14,
    }),
    201,
  );
  const choice = dataOf<{ id: number }>(await api.choose(slot.id, education.clusters.d), 201);
  return { cluster, test, checkup, activity, link, material, block, slot, choice };
}

describe('planned clusters', () => {
  it('are placed with their cluster_width, cut off at the year end, or an explicit range', async () => {
    const education = await planEducation(world);
    world.recorder.clear();
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const a = dataOf(
      await api.place({
        education_year_id: yearId,
        cluster_id: education.clusters.a,
        start_week: 2,
      }),
      201,
    );
    expect(a).toMatchObject({
      cluster_id: education.clusters.a,
      planned_elective_id: null,
      start_week: 2,
      end_week: 4,
      comment: null,
    });
    // b is 4 weeks wide; from week 19 of 20 it is cut off at 20.
    const b = dataOf(
      await api.place({
        education_year_id: yearId,
        cluster_id: education.clusters.b,
        start_week: 19,
      }),
      201,
    );
    expect(b).toMatchObject({ start_week: 19, end_week: 20 });
    const c = dataOf(
      await api.place({
        education_year_id: yearId,
        cluster_id: education.clusters.c,
        start_week: 5,
        end_week: 12,
      }),
      201,
    );
    expect(c).toMatchObject({ start_week: 5, end_week: 12 });
    expect(world.recorder.events.filter((e) => e.event === 'education_update')).toHaveLength(3);
  });

  it('refuse ranges outside the year, an end before the start and foreign clusters (422)', async () => {
    const education = await planEducation(world);
    const other = await planEducation(world);
    world.recorder.clear();
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const body = { education_year_id: yearId, cluster_id: education.clusters.a };
    expectInvalid(await api.place({ ...body, start_week: 21 }), { start_week: [M.weekRange] });
    expectInvalid(await api.place({ ...body, start_week: 18, end_week: 21 }), {
      end_week: [M.weekRange],
    });
    expectInvalid(await api.place({ ...body, start_week: 0 }), { start_week: [M.weekRange] });
    expectInvalid(await api.place({ ...body, start_week: 5, end_week: 4 }), {
      end_week: [M.endBeforeStart],
    });
    expectInvalid(await api.place({ ...body, cluster_id: other.clusters.a, start_week: 1 }), {
      cluster_id: [M.linkMissing],
    });
    expectInvalid(
      await api.place({ ...body, education_year_id: other.yearIds[0], start_week: 1 }),
      {
        education_year_id: [M.linkMissing],
      },
    );
    expect((await planOf(world, education.id, yearId)).planned_clusters).toEqual([]);
    expect(world.recorder.events).toEqual([]);
  });

  it('are planned once per year, and again in another year', async () => {
    const education = await planEducation(world);
    const [first, second] = education.yearIds;
    const api = planApi(world, education.id);
    await placed(world, education.id, {
      education_year_id: first!,
      cluster_id: education.clusters.a,
      start_week: 1,
    });
    expectInvalid(
      await api.place({
        education_year_id: first,
        cluster_id: education.clusters.a,
        start_week: 8,
      }),
      { cluster_id: [M.clusterPlanned] },
    );
    await placed(world, education.id, {
      education_year_id: second!,
      cluster_id: education.clusters.a,
      start_week: 8,
    });
  });

  it('take their tests, check moments and activities along when moved', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const cluster = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.a,
      start_week: 2,
      end_week: 6,
    });
    const test = await addedItem(
      world,
      education.id,
      cluster.id,
      'tests',
      testBody(world.formats[0]!, 3),
    );
    const checkup = await addedItem(world, education.id, cluster.id, 'checkups', {
      title: 'Check',
      week: 6,
    });
    const activity = await addedItem(
      world,
      education.id,
      cluster.id,
      'activities',
      activityBody(world.activities[0]!, 2, 4),
    );
    const moved = dataOf(await api.patch(cluster.id, { start_week: 12, end_week: 16 }));
    expect(moved).toMatchObject({ start_week: 12, end_week: 16 });
    const plan = await planOf(world, education.id, yearId);
    expect(plan.tests.find((t) => t.id === test.id)?.week).toBe(13);
    expect(plan.checkups.find((c) => c.id === checkup.id)?.week).toBe(16);
    expect(plan.activities.find((a) => a.id === activity.id)).toMatchObject({
      start_week: 12,
      end_week: 14,
    });
    // Moving outside the year is refused and moves nothing.
    expectInvalid(await api.patch(cluster.id, { start_week: 17, end_week: 21 }), {
      end_week: [M.weekRange],
    });
    expectInvalid(await api.patch(cluster.id, { start_week: 17 }), { end_week: [M.weekRange] });
    expectInvalid(await api.patch(cluster.id, { start_week: 17, end_week: 15 }), {
      end_week: [M.endBeforeStart],
    });
    expect(await planOf(world, education.id, yearId)).toEqual(plan);
  });

  it('keep their items when resized, moving those outside to the nearest week', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const from = { start_week: 5, end_week: 12 };
    const cluster = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.b,
      ...from,
    });
    const weeks = [5, 8, 12];
    for (const [i, week] of weeks.entries()) {
      await addedItem(world, education.id, cluster.id, 'tests', testBody(world.formats[i]!, week));
      await addedItem(world, education.id, cluster.id, 'checkups', { title: `C${week}`, week });
    }
    const ranges = [
      [5, 6],
      [8, 9],
      [11, 12],
      [5, 12],
      [6, 11],
    ] as const;
    for (const [start, end] of ranges) {
      await addedItem(
        world,
        education.id,
        cluster.id,
        'activities',
        activityBody(world.activities[0]!, start, end),
      );
    }
    const before = await planOf(world, education.id, yearId);
    // Narrower and shifted start: not a move (the length changes).
    const to = { start_week: 7, end_week: 10 };
    dataOf(await api.patch(cluster.id, to));
    const after = await planOf(world, education.id, yearId);
    expect(after.tests.map((t) => t.week)).toEqual(
      before.tests.map((t) => followWeek(t.week, from, to)),
    );
    expect(after.tests.map((t) => t.week)).toEqual([7, 8, 10]);
    expect(after.checkups.map((c) => c.week)).toEqual([7, 8, 10]);
    expect(after.activities.map((a) => [a.start_week, a.end_week])).toEqual(
      before.activities.map((a) => {
        const range = followRange(a, from, to);
        return [range.start_week, range.end_week];
      }),
    );
    expect(after.activities.map((a) => [a.start_week, a.end_week])).toEqual([
      [7, 8],
      [8, 9],
      [9, 10],
      [7, 10],
      [7, 10],
    ]);
    // Growing keeps every week.
    const wider = { start_week: 1, end_week: 20 };
    dataOf(await api.patch(cluster.id, wider));
    const grown = await planOf(world, education.id, yearId);
    expect(grown.tests).toEqual(after.tests);
    expect(grown.activities).toEqual(after.activities);
  });

  it('take a comment, and are removed with their items', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const full = await buildFullPlan(education.id, yearId, education);
    const commented = dataOf(await api.patch(full.cluster.id, { comment: '  Let op  ' }));
    expect(commented).toMatchObject({ comment: 'Let op', start_week: 1, end_week: 6 });
    expect(dataOf(await api.patch(full.cluster.id, { comment: '' }))).toMatchObject({
      comment: null,
    });
    const tooLong = await api.patch(full.cluster.id, { comment: 'x'.repeat(10_001) });
    expectInvalid(tooLong, { comment: [M.tooLong] });

    expect(dataOf(await api.unplan(full.cluster.id))).toBeNull();
    const plan = await planOf(world, education.id, yearId);
    expect(plan.planned_clusters.map((c) => c.id)).toEqual([full.choice.id]);
    expect(plan.tests).toEqual([]);
    expect(plan.checkups).toEqual([]);
    expect(plan.activities).toEqual([]);
    expect(plan.links).toEqual([]);
    expect(plan.materials).toEqual([]);
    expect((await api.unplan(full.cluster.id)).statusCode).toBe(404);
    // Another education's planned cluster is not found here.
    const other = await planEducation(world);
    const foreign = await placed(world, other.id, {
      education_year_id: other.yearIds[0]!,
      cluster_id: other.clusters.a,
      start_week: 1,
    });
    expect((await api.patch(foreign.id, { comment: 'x' })).statusCode).toBe(404);
    expect((await api.unplan(foreign.id)).statusCode).toBe(404);
    expect((await api.addItem(foreign.id, 'checkups', { title: 'x', week: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('special blocks', () => {
  it('are created, edited and removed within the year', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const block = dataOf<{ id: number }>(
      await api.addBlock(yearId, { name: ' Kerstvakantie ', start_week: 8, end_week: 9 }),
      201,
    );
    // Without a kind: 'other', as every block before kinds.
    expect(block).toEqual({
      id: block.id,
      name: 'Kerstvakantie',
      kind: 'other',
      start_week: 8,
      end_week: 9,
    });
    const edited = dataOf(
      await api.editBlock(block.id, { name: 'Toetsweek', start_week: 10, end_week: 10 }),
    );
    expect(edited).toEqual({
      id: block.id,
      name: 'Toetsweek',
      kind: 'other',
      start_week: 10,
      end_week: 10,
    });
    expect((await planOf(world, education.id, yearId)).special_blocks).toEqual([edited]);

    expectInvalid(await api.addBlock(yearId, { name: 'X', start_week: 19, end_week: 21 }), {
      end_week: [M.weekRange],
    });
    expectInvalid(await api.addBlock(yearId, { name: 'X', start_week: 4, end_week: 3 }), {
      end_week: [M.endBeforeStart],
    });
    expectInvalid(await api.addBlock(yearId, { name: ' ', start_week: 4, end_week: 4 }), {
      name: [M.nameRequired],
    });
    expectInvalid(await api.editBlock(block.id, { name: 'X', start_week: 21, end_week: 22 }), {
      start_week: [M.weekRange],
    });
    expect(dataOf(await api.removeBlock(block.id))).toBeNull();
    expect((await planOf(world, education.id, yearId)).special_blocks).toEqual([]);
    expect((await api.removeBlock(block.id)).statusCode).toBe(404);
  });

  it('cannot lie inside an elective slot', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    dataOf(
      await api.placeElective({
        education_year_id: yearId,
        elective_subject_id: education.elective,
        places: 2,
        start_week: 5,
        end_week: 8,
      }),
      201,
    );
    expectInvalid(await api.addBlock(yearId, { name: 'X', start_week: 8, end_week: 9 }), {
      start_week: [M.blockInElective],
    });
    const block = dataOf<{ id: number }>(
      await api.addBlock(yearId, { name: 'X', start_week: 9, end_week: 10 }),
      201,
    );
    expectInvalid(await api.editBlock(block.id, { name: 'X', start_week: 4, end_week: 5 }), {
      start_week: [M.blockInElective],
    });
    // The other year has no slot there.
    dataOf(
      await api.addBlock(education.yearIds[1]!, { name: 'X', start_week: 5, end_week: 8 }),
      201,
    );
  });

  it('of another education are not found (404)', async () => {
    const education = await planEducation(world);
    const other = await planEducation(world);
    const block = dataOf<{ id: number }>(
      await planApi(world, other.id).addBlock(other.yearIds[0]!, {
        name: 'X',
        start_week: 1,
        end_week: 1,
      }),
      201,
    );
    const api = planApi(world, education.id);
    expect(
      (await api.editBlock(block.id, { name: 'Y', start_week: 1, end_week: 1 })).statusCode,
    ).toBe(404);
    expect((await api.removeBlock(block.id)).statusCode).toBe(404);
    expect(
      (await api.addBlock(other.yearIds[0]!, { name: 'Y', start_week: 1, end_week: 1 })).statusCode,
    ).toBe(404);
    expect((await planOf(world, other.id, other.yearIds[0]!)).special_blocks).toHaveLength(1);
  });
});

describe('tests, check moments, activities and links', () => {
  async function setup() {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const cluster = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.a,
      start_week: 3,
      end_week: 8,
    });
    const second = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.b,
      start_week: 3,
      end_week: 8,
    });
    return { education, yearId, cluster, second, api: planApi(world, education.id) };
  }

  it('tests are created, edited, reordered and deleted', async () => {
    const { education, yearId, cluster, api } = await setup();
    const [g1, g2] = education.goals;
    const first = await addedItem(
      world,
      education.id,
      cluster.id,
      'tests',
      testBody(world.formats[0]!, 3, {
        code: ' T1 ',
        minutes: 90,
        weight: '1,25',
        resit: true,
        result_type: 'usg',
        ects: 2.5,
        goal_ids: [g2, g1, g2],
      }),
    );
    expect(first).toEqual({
      id: first.id,
      planned_cluster_id: cluster.id,
      position: 1,
      name: 'Toets',
      code: 'T1',
      kind: 'written_exam',
      size: 'medium',
      test_format_id: world.formats[0],
      week: 3,
      minutes: 90,
      weight: '1.25',
      resit: true,
      result_type: 'usg',
      ects: '2.5',
      goal_ids: [g1, g2].sort((a, b) => a! - b!),
      // The test plan's fields, at their defaults (plan-test-plan-fields.test.ts).
      end_week: null,
      study_hours: null,
      purpose: 'summative',
      weight_unit: 'factor',
      counts_for_exam: false,
      exam_weight: null,
      exam_weight_unit: 'percent',
      resit_count: 1,
      resit_rule: null,
      pass_mark: null,
      aids: null,
      organisation: null,
    });
    const second = await addedItem(
      world,
      education.id,
      cluster.id,
      'tests',
      testBody(world.formats[1]!, 8),
    );
    const third = await addedItem(
      world,
      education.id,
      cluster.id,
      'tests',
      testBody(world.formats[2]!, 5),
    );
    expect([second.position, third.position]).toEqual([2, 3]);
    expect(second).toMatchObject({
      result_type: 'grade',
      resit: false,
      weight: null,
      goal_ids: [],
    });

    // Editing keeps its own format; goals are replaced.
    const edited = dataOf(
      await api.editItem(
        'tests',
        first.id,
        testBody(world.formats[0]!, 4, { name: 'Eindtoets', goal_ids: [] }),
      ),
    );
    expect(edited).toMatchObject({
      name: 'Eindtoets',
      week: 4,
      goal_ids: [],
      position: 1,
      code: null,
    });

    // Reorder: exactly the list's ids.
    dataOf(await api.order(cluster.id, 'tests', [third.id, first.id, second.id]));
    const order = async () =>
      (await planOf(world, education.id, yearId)).tests.map((t) => [t.id, t.position]);
    expect(await order()).toEqual([
      [third.id, 1],
      [first.id, 2],
      [second.id, 3],
    ]);
    for (const ids of [
      [third.id, first.id],
      [third.id, first.id, first.id],
      [third.id, first.id, second.id, second.id],
      [third.id, first.id, second.id + 1000],
    ]) {
      expectInvalid(await api.order(cluster.id, 'tests', ids), { ids: [M.orderMismatch] });
    }
    // Delete closes the gap.
    expect(dataOf(await api.removeItem('tests', first.id))).toBeNull();
    expect(await order()).toEqual([
      [third.id, 1],
      [second.id, 2],
    ]);
    expect((await api.removeItem('tests', first.id)).statusCode).toBe(404);
    expect((await api.editItem('tests', first.id, testBody(world.formats[0]!, 4))).statusCode).toBe(
      404,
    );
  });

  it('tests follow the week and format rules', async () => {
    const { education, cluster, second, api } = await setup();
    const [f1, f2] = world.formats;
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(f1!, 9)), {
      week: [M.weekOutsideCluster],
    });
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(f1!, 2)), {
      week: [M.weekOutsideCluster],
    });
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(null, 4)), {
      test_format_id: [M.formatRequired],
    });
    const { test_format_id: _omitted, ...withoutFormat } = testBody(f1!, 4);
    expectInvalid(await api.addItem(cluster.id, 'tests', withoutFormat), {
      test_format_id: [M.formatRequired],
    });
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(world.foreignFormat, 4)), {
      test_format_id: [M.formatInactive],
    });
    // A location that hides the test format field (/admin/plan) does not require one.
    await world.ctx.db
      .insert(planFieldSettings)
      .values({ locationId: world.schoolId, field: 'test_format', visible: false });
    try {
      const created = await api.addItem(cluster.id, 'tests', testBody(null, 4));
      expect(created.statusCode, created.body).toBe(201);
      const without = created.json().data as { id: number; test_format_id: number | null };
      expect(without.test_format_id).toBeNull();
      expect((await api.removeItem('tests', without.id)).statusCode).toBe(200);
    } finally {
      await world.ctx.db
        .delete(planFieldSettings)
        .where(eq(planFieldSettings.locationId, world.schoolId));
    }
    expectInvalid(
      await api.addItem(cluster.id, 'tests', testBody(f1!, 4, { goal_ids: [999_999] })),
      {
        goal_ids: [M.linkMissing],
      },
    );
    const other = await planEducation(world);
    expectInvalid(
      await api.addItem(cluster.id, 'tests', testBody(f1!, 4, { goal_ids: [other.goals[0]] })),
      { goal_ids: [M.linkMissing] },
    );
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(f1!, 4, { weight: '1.255' })), {
      weight: [M.numberInvalid],
    });
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(f1!, 4, { minutes: 1.5 })), {
      minutes: [M.minutesInvalid],
    });
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(f1!, 4, { name: '' })), {
      name: [M.nameRequired],
    });

    // A format once per planned cluster; again in another one.
    const test = await addedItem(world, education.id, cluster.id, 'tests', testBody(f1!, 4));
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(f1!, 5)), {
      test_format_id: [M.formatInUse],
    });
    const another = await addedItem(world, education.id, cluster.id, 'tests', testBody(f2!, 5));
    expectInvalid(await api.editItem('tests', another.id, testBody(f1!, 5)), {
      test_format_id: [M.formatInUse],
    });
    await addedItem(world, education.id, second.id, 'tests', testBody(f1!, 5));
    // Its own format is fine when editing.
    dataOf(await api.editItem('tests', test.id, testBody(f1!, 8)));
    expectInvalid(await api.editItem('tests', test.id, testBody(f1!, 9)), {
      week: [M.weekOutsideCluster],
    });

    // An inactive format of the location.
    const custom = dataOf<{ id: number }>(
      await world.admin.agent.request('POST', `locations/${world.schoolId}/test-formats`, {
        body: { name: `Inactief ${education.id}`, icon: 'star', color: '#123456' },
      }),
      201,
    );
    dataOf(
      await world.admin.agent.request(
        'PUT',
        `locations/${world.schoolId}/test-formats/${custom.id}/active`,
        { body: { active: false } },
      ),
    );
    expectInvalid(await api.addItem(cluster.id, 'tests', testBody(custom.id, 4)), {
      test_format_id: [M.formatInactive],
    });
  });

  it('check moments are created, edited, reordered and deleted within their cluster', async () => {
    const { education, yearId, cluster, api } = await setup();
    const a = await addedItem(world, education.id, cluster.id, 'checkups', {
      title: 'Eerste',
      details: 'Iets',
      week: 3,
    });
    expect(a).toEqual({
      id: a.id,
      planned_cluster_id: cluster.id,
      position: 1,
      title: 'Eerste',
      details: 'Iets',
      week: 3,
    });
    const b = await addedItem(world, education.id, cluster.id, 'checkups', {
      title: 'Tweede',
      week: 8,
    });
    expectInvalid(await api.addItem(cluster.id, 'checkups', { title: 'X', week: 9 }), {
      week: [M.weekOutsideCluster],
    });
    expectInvalid(await api.addItem(cluster.id, 'checkups', { title: '', week: 4 }), {
      title: [M.titleRequired],
    });
    expect(
      dataOf(await api.editItem('checkups', a.id, { title: 'Anders', week: 5 })),
    ).toMatchObject({
      title: 'Anders',
      details: null,
      week: 5,
    });
    expectInvalid(await api.editItem('checkups', a.id, { title: 'Anders', week: 1 }), {
      week: [M.weekOutsideCluster],
    });
    dataOf(await api.order(cluster.id, 'checkups', [b.id, a.id]));
    dataOf(await api.removeItem('checkups', b.id));
    expect((await planOf(world, education.id, yearId)).checkups).toEqual([
      expect.objectContaining({ id: a.id, position: 1 }),
    ]);
  });

  it('activities need an active activity and weeks within their cluster', async () => {
    const { education, cluster, api } = await setup();
    const activity = await addedItem(
      world,
      education.id,
      cluster.id,
      'activities',
      activityBody(world.activities[0]!, 3, 5, {
        class_hours: '1,5',
        teacher: 'Jansen',
        method: 'Werkcollege',
        reading: 'H1',
        tools: 'Laptop',
        tools_permitted: 'Rekenmachine',
        description: 'Oefenen',
      }),
    );
    expect(activity).toEqual({
      id: activity.id,
      planned_cluster_id: cluster.id,
      position: 1,
      activity_id: world.activities[0],
      class_hours: '1.5',
      teacher: 'Jansen',
      method: 'Werkcollege',
      reading: 'H1',
      tools: 'Laptop',
      tools_permitted: 'Rekenmachine',
      description: 'Oefenen',
      start_week: 3,
      end_week: 5,
    });
    expectInvalid(await api.addItem(cluster.id, 'activities', activityBody(null, 3, 5)), {
      activity_id: [M.activityRequired],
    });
    expectInvalid(
      await api.addItem(cluster.id, 'activities', activityBody(world.foreignActivity, 3, 5)),
      { activity_id: [M.activityInactive] },
    );
    expectInvalid(
      await api.addItem(cluster.id, 'activities', activityBody(world.activities[0]!, 2, 5)),
      {
        start_week: [M.weekOutsideCluster],
      },
    );
    expectInvalid(
      await api.addItem(cluster.id, 'activities', activityBody(world.activities[0]!, 7, 9)),
      {
        end_week: [M.weekOutsideCluster],
      },
    );
    expectInvalid(
      await api.addItem(cluster.id, 'activities', activityBody(world.activities[0]!, 6, 5)),
      {
        end_week: [M.endBeforeStart],
      },
    );
    expectInvalid(
      await api.addItem(
        cluster.id,
        'activities',
        activityBody(world.activities[0]!, 3, 5, { class_hours: 'x' }),
      ),
      { class_hours: [M.numberInvalid] },
    );
    const custom = dataOf<{ id: number }>(
      await world.admin.agent.request('POST', `locations/${world.schoolId}/activities`, {
        body: { name: `Inactief ${education.id}`, icon: 'star', color: '#123456' },
      }),
      201,
    );
    dataOf(
      await world.admin.agent.request(
        'PUT',
        `locations/${world.schoolId}/activities/${custom.id}/active`,
        { body: { active: false } },
      ),
    );
    expectInvalid(await api.addItem(cluster.id, 'activities', activityBody(custom.id, 3, 5)), {
      activity_id: [M.activityInactive],
    });
    const edited = dataOf(
      await api.editItem('activities', activity.id, activityBody(world.activities[1]!, 6, 8)),
    );
    expect(edited).toMatchObject({
      activity_id: world.activities[1],
      start_week: 6,
      end_week: 8,
      teacher: null,
      class_hours: null,
    });
    dataOf(await api.removeItem('activities', activity.id));
  });

  it('links join a test and an activity of the same cluster once, with covered goals', async () => {
    const { education, yearId, cluster, second, api } = await setup();
    const [g1, g2, g3] = education.goals;
    const added = <K extends 'tests' | 'activities'>(
      planned: { id: number },
      kind: K,
      body: unknown,
    ) => addedItem(world, education.id, planned.id, kind, body);
    const test = await added(cluster, 'tests', testBody(world.formats[0]!, 4));
    const test2 = await added(cluster, 'tests', testBody(world.formats[1]!, 5));
    const activity = await added(cluster, 'activities', activityBody(world.activities[0]!, 3, 4));
    const elsewhere = await added(second, 'tests', testBody(world.formats[0]!, 4));
    const elsewhereActivity = await added(
      second,
      'activities',
      activityBody(world.activities[0]!, 3, 4),
    );
    const body = {
      plan_test_id: test.id,
      plan_activity_id: activity.id,
      type: 'preparation',
      mandatory: true,
      goal_ids: [g3, g1],
    };
    expectInvalid(await api.addItem(cluster.id, 'links', { ...body, plan_test_id: null }), {
      plan_test_id: [M.itemRequired],
    });
    const { plan_activity_id: _activity, ...withoutActivity } = body;
    expectInvalid(await api.addItem(cluster.id, 'links', withoutActivity), {
      plan_activity_id: [M.itemRequired],
    });
    const { type: _type, ...withoutType } = body;
    expectInvalid(await api.addItem(cluster.id, 'links', withoutType), { type: [M.typeRequired] });
    expectInvalid(await api.addItem(cluster.id, 'links', { ...body, type: 'other' }), {
      type: [M.typeRequired],
    });
    expectInvalid(await api.addItem(cluster.id, 'links', { ...body, plan_test_id: elsewhere.id }), {
      plan_test_id: [M.linkMissing],
    });
    expectInvalid(
      await api.addItem(cluster.id, 'links', { ...body, plan_activity_id: elsewhereActivity.id }),
      { plan_activity_id: [M.linkMissing] },
    );
    const other = await planEducation(world);
    expectInvalid(await api.addItem(cluster.id, 'links', { ...body, goal_ids: [other.goals[0]] }), {
      goal_ids: [M.linkMissing],
    });

    const link = await addedItem(world, education.id, cluster.id, 'links', body);
    expect(link).toEqual({
      id: link.id,
      planned_cluster_id: cluster.id,
      position: 1,
      plan_test_id: test.id,
      plan_activity_id: activity.id,
      type: 'preparation',
      mandatory: true,
      goal_ids: [g1, g3].sort((a, b) => a! - b!),
    });
    expectInvalid(await api.addItem(cluster.id, 'links', { ...body, type: 'feedback' }), {
      plan_activity_id: [M.linkTaken],
    });
    const link2 = await addedItem(world, education.id, cluster.id, 'links', {
      ...body,
      plan_test_id: test2.id,
      goal_ids: [],
    });
    expectInvalid(await api.editItem('links', link2.id, body), { plan_activity_id: [M.linkTaken] });
    // Editing keeps its own pair.
    const edited = dataOf(
      await api.editItem('links', link.id, {
        ...body,
        type: 'feedback',
        mandatory: false,
        goal_ids: [g2],
      }),
    );
    expect(edited).toMatchObject({ type: 'feedback', mandatory: false, goal_ids: [g2] });
    // A link of this cluster cannot be added through another one.
    expectInvalid(await api.addItem(second.id, 'links', { ...body, plan_test_id: test2.id }), {
      plan_test_id: [M.linkMissing],
    });

    // Deleting a test takes its links along and closes the gap.
    dataOf(await api.removeItem('tests', test.id));
    const plan = await planOf(world, education.id, yearId);
    expect(plan.links).toEqual([expect.objectContaining({ id: link2.id, position: 1 })]);
    expect(await world.ctx.db.select().from(planLinks).where(eq(planLinks.id, link.id))).toEqual(
      [],
    );
    // Unknown lists are paths that do not exist.
    const unknown = await world.designer.agent.request(
      'POST',
      `${api.base}/clusters/${cluster.id}/notes`,
      { body: {} },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('of another education are not found (404)', async () => {
    const { education, cluster } = await setup();
    const test = await addedItem(
      world,
      education.id,
      cluster.id,
      'tests',
      testBody(world.formats[0]!, 4),
    );
    const other = await planEducation(world);
    const api = planApi(world, other.id);
    expect((await api.editItem('tests', test.id, testBody(world.formats[0]!, 4))).statusCode).toBe(
      404,
    );
    expect((await api.removeItem('tests', test.id)).statusCode).toBe(404);
    expect((await api.order(cluster.id, 'tests', [test.id])).statusCode).toBe(404);
    expect((await planOf(world, education.id, education.yearIds[0]!)).tests).toHaveLength(1);
  });
});

describe('catalogue deactivation', () => {
  it('removes a test format or activity from the plan, keeping the tests and activities', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const admin = world.admin.agent;
    const base = `locations/${world.schoolId}`;
    const format = async (name: string) =>
      dataOf<{ id: number }>(
        await admin.request('POST', `${base}/test-formats`, {
          body: { name: `${name} ${education.id}`, icon: 'star', color: '#123456' },
        }),
        201,
      ).id;
    const activityType = async (name: string) =>
      dataOf<{ id: number }>(
        await admin.request('POST', `${base}/activities`, {
          body: { name: `${name} ${education.id}`, icon: 'star', color: '#123456' },
        }),
        201,
      ).id;
    const retired = await format('Weg');
    const deleted = await format('Verwijderd');
    const retiredActivity = await activityType('Weg');
    const deletedActivity = await activityType('Verwijderd');
    const cluster = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.a,
      start_week: 1,
      end_week: 6,
    });
    const t1 = await addedItem(world, education.id, cluster.id, 'tests', testBody(retired, 2));
    const t2 = await addedItem(world, education.id, cluster.id, 'tests', testBody(deleted, 3));
    const t3 = await addedItem(
      world,
      education.id,
      cluster.id,
      'tests',
      testBody(world.formats[0]!, 4),
    );
    const a1 = await addedItem(
      world,
      education.id,
      cluster.id,
      'activities',
      activityBody(retiredActivity, 1, 2),
    );
    const a2 = await addedItem(
      world,
      education.id,
      cluster.id,
      'activities',
      activityBody(deletedActivity, 1, 2),
    );
    const link = await addedItem(world, education.id, cluster.id, 'links', {
      plan_test_id: t1.id,
      plan_activity_id: a1.id,
      type: 'practice',
    });

    world.recorder.clear();
    dataOf(
      await admin.request('PUT', `${base}/test-formats/${retired}/active`, {
        body: { active: false },
      }),
    );
    // Open plan screens of the education hear of it (after the commit).
    expect(world.recorder.events).toEqual([
      {
        room: educationParentRoom(world.parentId),
        event: 'education_update',
        payload: {
          education_parent_id: world.parentId,
          education_id: education.id,
          part: 'plan',
        },
      },
    ]);
    dataOf(await admin.request('DELETE', `${base}/test-formats/${deleted}`));
    dataOf(
      await admin.request('PUT', `${base}/activities/${retiredActivity}/active`, {
        body: { active: false },
      }),
    );
    dataOf(await admin.request('DELETE', `${base}/activities/${deletedActivity}`));
    // An item no plan uses changes no education: no event.
    const unused = await format('Ongebruikt');
    world.recorder.clear();
    dataOf(
      await admin.request('PUT', `${base}/test-formats/${unused}/active`, {
        body: { active: false },
      }),
    );
    expect(world.recorder.events).toEqual([]);

    const plan = await planOf(world, education.id, yearId);
    expect(plan.tests.map((t) => [t.id, t.test_format_id])).toEqual([
      [t1.id, null],
      [t2.id, null],
      [t3.id, world.formats[0]],
    ]);
    expect(plan.activities.map((a) => [a.id, a.activity_id])).toEqual([
      [a1.id, null],
      [a2.id, null],
    ]);
    expect(plan.links.map((l) => l.id)).toEqual([link.id]);
    // The next edit asks for a format again.
    const api = planApi(world, education.id);
    expectInvalid(await api.editItem('tests', t1.id, testBody(null, 2)), {
      test_format_id: [M.formatRequired],
    });
    dataOf(await api.editItem('tests', t1.id, testBody(world.formats[1]!, 2)));
  });
});

describe('rights, status and events', () => {
  /** Every change route of the plan, each with a valid body. */
  async function everyChange(agent: Agent, educationId: number, location = world.schoolId) {
    const education = lockedEducation!;
    const full = lockedPlan!;
    const base = planUrl(world, educationId, location);
    const yearId = education.yearIds[0]!;
    const form = new FormData();
    form.append('title', 'Bestand');
    form.append('file', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1')]), 'a.pdf');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = {
      body: Buffer.from(await multipart.arrayBuffer()),
      headers: { 'content-type': multipart.headers.get('content-type') ?? '' },
    };
    const requests: [string, string, unknown?][] = [
      [
        'POST',
        `${base}/clusters`,
        { education_year_id: yearId, cluster_id: education.clusters.b, start_week: 1 },
      ],
      ['PATCH', `${base}/clusters/${full.cluster.id}`, { start_week: 2, end_week: 7 }],
      ['PATCH', `${base}/clusters/${full.cluster.id}`, { comment: 'x' }],
      ['DELETE', `${base}/clusters/${full.cluster.id}`],
      [
        'POST',
        `${base}/electives`,
        {
          education_year_id: yearId,
          elective_subject_id: education.otherElective,
          places: 1,
          start_week: 16,
          end_week: 17,
        },
      ],
      ['PUT', `${base}/electives/${full.slot.id}`, { places: 3, start_week: 11, end_week: 15 }],
      ['POST', `${base}/electives/${full.slot.id}/choices`, { cluster_id: education.clusters.e }],
      ['DELETE', `${base}/electives/${full.slot.id}`],
      [
        'POST',
        `${base}/years/${yearId}/special-blocks`,
        { name: 'X', start_week: 20, end_week: 20 },
      ],
      [
        'PUT',
        `${base}/special-blocks/${full.block.id}`,
        { name: 'Y', start_week: 9, end_week: 10 },
      ],
      ['DELETE', `${base}/special-blocks/${full.block.id}`],
      ['POST', `${base}/clusters/${full.cluster.id}/checkups`, { title: 'X', week: 2 }],
      ['PUT', `${base}/items/checkups/${full.checkup.id}`, { title: 'Y', week: 2 }],
      ['PUT', `${base}/clusters/${full.cluster.id}/checkups/order`, { ids: [full.checkup.id] }],
      ['DELETE', `${base}/items/checkups/${full.checkup.id}`],
      [
        'PUT',
        `${base}/items/links/${full.link.id}`,
        { plan_test_id: full.test.id, plan_activity_id: full.activity.id, type: 'feedback' },
      ],
      ['DELETE', `${base}/items/tests/${full.test.id}`],
      [
        'POST',
        `${base}/clusters/${full.cluster.id}/materials`,
        { title: 'X', url: 'https://x.nl' },
      ],
      ['PUT', `${base}/materials/${full.material.id}`, { title: 'Y' }],
      ['PUT', `${base}/clusters/${full.cluster.id}/materials/order`, { ids: [full.material.id] }],
      ['DELETE', `${base}/materials/${full.material.id}`],
    ];
    const responses = [];
    for (const [method, path, body] of requests) {
      responses.push({
        what: `${method} ${path}`,
        response: await agent.request(method as 'POST', path, body === undefined ? {} : { body }),
      });
    }
    responses.push({
      what: 'upload',
      response: await agent.request(
        'POST',
        `${base}/clusters/${full.cluster.id}/materials`,
        upload,
      ),
    });
    return responses;
  }

  let lockedEducation: Awaited<ReturnType<typeof planEducation>> | undefined;
  let lockedPlan: Awaited<ReturnType<typeof buildFullPlan>> | undefined;

  beforeAll(async () => {
    lockedEducation = await planEducation(world);
    lockedPlan = await buildFullPlan(
      lockedEducation.id,
      lockedEducation.yearIds[0]!,
      lockedEducation,
    );
  });

  it('refuses every change while the education is not designing (409 education_locked)', async () => {
    const education = lockedEducation!;
    const yearId = education.yearIds[0]!;
    for (const status of ['reviewing', 'active'] as const) {
      await setStatus(world, education.id, status);
      const before = await planOf(world, education.id, yearId);
      world.recorder.clear();
      for (const { what, response } of await everyChange(world.designer.agent, education.id)) {
        expect(response.statusCode, `${what}: ${response.body}`).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'education_locked',
          key: EDUCATION_MESSAGES.locked,
        });
      }
      expect(await planOf(world, education.id, yearId)).toEqual(before);
      expect(world.recorder.events).toEqual([]);
      // Reading stays open.
      await getPlan(world, world.member.agent, education.id, yearId);
    }
    await setStatus(world, education.id, 'designing');
  });

  it('needs design rights (403) and stays within the location', async () => {
    const education = lockedEducation!;
    const yearId = education.yearIds[0]!;
    const before = await planOf(world, education.id, yearId);
    for (const { what, response } of await everyChange(world.member.agent, education.id)) {
      expect(response.statusCode, what).toBe(403);
    }
    for (const { what, response } of await everyChange(world.restricted.agent, education.id)) {
      expect(response.statusCode, what).toBe(403);
      expect(response.json(), what).toMatchObject({ code: 'design_restricted' });
    }
    for (const { what, response } of await everyChange(world.otherAdmin.agent, education.id)) {
      expect(response.statusCode, what).toBe(403);
    }
    for (const { what, response } of await everyChange(
      world.designer.agent,
      education.id,
      world.otherSchoolId,
    )) {
      expect(response.statusCode, what).toBe(403);
    }
    expect(await planOf(world, education.id, yearId)).toEqual(before);
    expect(world.recorder.events).toEqual([]);
    // Admins plan too.
    const api = planApi(world, education.id, world.admin.agent);
    dataOf(await api.patch(lockedPlan!.cluster.id, { comment: 'Door de beheerder' }));
  });

  it('tells the education parent room after each change, and nothing after a refused one', async () => {
    const education = await planEducation(world);
    world.recorder.clear();
    const api = planApi(world, education.id);
    const cluster = await placed(world, education.id, {
      education_year_id: education.yearIds[0]!,
      cluster_id: education.clusters.a,
      start_week: 1,
    });
    // `part: 'plan'`: open screens reload the plan and keep the design they hold.
    expect(world.recorder.events).toEqual([
      {
        room: educationParentRoom(world.parentId),
        event: 'education_update',
        payload: { education_parent_id: world.parentId, education_id: education.id, part: 'plan' },
      },
    ]);
    world.recorder.clear();
    await api.place({
      education_year_id: education.yearIds[0],
      cluster_id: education.clusters.a,
      start_week: 1,
    });
    await api.addItem(cluster.id, 'checkups', { title: 'X', week: 9 });
    await api.patch(cluster.id, { start_week: 19, end_week: 22 });
    expect(world.recorder.events).toEqual([]);
    await api.addItem(cluster.id, 'checkups', { title: 'X', week: 1 });
    await api.patch(cluster.id, { start_week: 2, end_week: 4 });
    expect(world.recorder.events).toHaveLength(2);
  });
});
