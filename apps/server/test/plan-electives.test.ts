import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, followRange, followWeek, type TPlannedElective } from '@cp/contracts';
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
  testBody,
  type PlanEducation,
  type PlanWorld,
} from './helpers/plan';
import { planWorldPerFile } from './helpers/plan-world-hooks';

/*
 * Elective slots and their choices (docs/plan.md "Rules"): placed once per year, not over a special
 * block; a choice is one of the elective's clusters, not planned elsewhere in the year, while a
 * place is left; a choice follows its slot and never moves alone.
 */

const M = PLAN_MESSAGES;
let world: PlanWorld;
planWorldPerFile((made) => (world = made));

async function slotOf(
  education: PlanEducation,
  body: { start_week: number; end_week: number; places: number; year?: number },
) {
  const { year, ...rest } = body;
  return dataOf<TPlannedElective>(
    await planApi(world, education.id).placeElective({
      education_year_id: year ?? education.yearIds[0],
      elective_subject_id: education.elective,
      ...rest,
    }),
    201,
  );
}

describe('elective slots', () => {
  it('are placed once per year, within the year', async () => {
    const education = await planEducation(world);
    const api = planApi(world, education.id);
    const slot = await slotOf(education, { start_week: 5, end_week: 8, places: 2 });
    expect(slot).toEqual({
      id: slot.id,
      elective_subject_id: education.elective,
      start_week: 5,
      end_week: 8,
      places: 2,
    });
    const body = {
      education_year_id: education.yearIds[0],
      elective_subject_id: education.elective,
      places: 2,
      start_week: 10,
      end_week: 12,
    };
    expectInvalid(await api.placeElective(body), { elective_subject_id: [M.electivePlanned] });
    await slotOf(education, {
      start_week: 10,
      end_week: 12,
      places: 2,
      year: education.yearIds[1],
    });

    const other = { ...body, elective_subject_id: education.otherElective };
    expectInvalid(await api.placeElective({ ...other, start_week: 19, end_week: 21 }), {
      end_week: [M.weekRange],
    });
    expectInvalid(await api.placeElective({ ...other, start_week: 21, end_week: 21 }), {
      start_week: [M.weekRange],
    });
    expectInvalid(await api.placeElective({ ...other, start_week: 12, end_week: 11 }), {
      end_week: [M.endBeforeStart],
    });
    for (const places of [0, 21, 'x', 1.5]) {
      expectInvalid(await api.placeElective({ ...other, places }), {
        places: [M.placesInvalid],
      });
    }
    const foreign = await planEducation(world);
    expectInvalid(await api.placeElective({ ...body, elective_subject_id: foreign.elective }), {
      elective_subject_id: [M.linkMissing],
    });
    expectInvalid(await api.placeElective({ ...other, education_year_id: foreign.yearIds[0] }), {
      education_year_id: [M.linkMissing],
    });
    expect((await planOf(world, education.id, education.yearIds[0]!)).planned_electives).toEqual([
      slot,
    ]);
    // Another education's slot is not found here.
    const foreignSlot = await slotOf(foreign, { start_week: 1, end_week: 2, places: 1 });
    expect(
      (await api.updateElective(foreignSlot.id, { places: 1, start_week: 1, end_week: 2 }))
        .statusCode,
    ).toBe(404);
    expect((await api.removeElective(foreignSlot.id)).statusCode).toBe(404);
    expect((await api.choose(foreignSlot.id, education.clusters.d)).statusCode).toBe(404);
  });

  it('are not placed over a special block', async () => {
    const education = await planEducation(world);
    const api = planApi(world, education.id);
    dataOf(
      await api.addBlock(education.yearIds[0]!, {
        name: 'Toetsweek',
        start_week: 10,
        end_week: 10,
      }),
      201,
    );
    const body = {
      education_year_id: education.yearIds[0],
      elective_subject_id: education.elective,
      places: 2,
    };
    expectInvalid(await api.placeElective({ ...body, start_week: 9, end_week: 11 }), {
      start_week: [M.electiveOverBlock],
    });
    expectInvalid(await api.placeElective({ ...body, start_week: 10, end_week: 10 }), {
      start_week: [M.electiveOverBlock],
    });
    const slot = await slotOf(education, { start_week: 11, end_week: 14, places: 2 });
    expectInvalid(await api.updateElective(slot.id, { places: 2, start_week: 8, end_week: 11 }), {
      start_week: [M.electiveOverBlock],
    });
    expect((await planOf(world, education.id, education.yearIds[0]!)).planned_electives).toEqual([
      slot,
    ]);
  });
});

describe('choices', () => {
  it('are clusters of the elective, not planned elsewhere in the year, while a place is left', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const slot = await slotOf(education, { start_week: 5, end_week: 8, places: 2 });
    const d = dataOf(await api.choose(slot.id, education.clusters.d), 201);
    expect(d).toEqual({
      id: d.id,
      cluster_id: education.clusters.d,
      planned_elective_id: slot.id,
      start_week: 5,
      end_week: 8,
      comment: null,
    });
    expectInvalid(await api.choose(slot.id, education.clusters.a), {
      cluster_id: [M.notInElective],
    });
    expectInvalid(await api.choose(slot.id, education.clusters.d), {
      cluster_id: [M.clusterPlanned],
    });
    const foreign = await planEducation(world);
    expectInvalid(await api.choose(slot.id, foreign.clusters.d), { cluster_id: [M.linkMissing] });
    // f is planned on its own in this year: not again as a choice.
    const f = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.f,
      start_week: 15,
    });
    expectInvalid(await api.choose(slot.id, education.clusters.f), {
      cluster_id: [M.clusterPlanned],
    });
    // And a chosen cluster cannot be planned on its own.
    expectInvalid(
      await api.place({
        education_year_id: yearId,
        cluster_id: education.clusters.d,
        start_week: 1,
      }),
      { cluster_id: [M.clusterPlanned] },
    );
    const e = dataOf<{ id: number }>(await api.choose(slot.id, education.clusters.e), 201);
    dataOf(await api.unplan(f.id));
    expectInvalid(await api.choose(slot.id, education.clusters.f), {
      cluster_id: [M.noPlaceLeft],
    });
    // Removing a choice frees its place.
    dataOf(await api.unplan(e.id));
    dataOf(await api.choose(slot.id, education.clusters.f), 201);
    const plan = await getPlan(world, world.member.agent, education.id, yearId);
    expect(
      plan.planned_clusters.map((c) => [c.cluster_id, c.planned_elective_id, c.start_week]),
    ).toEqual([
      [education.clusters.d, slot.id, 5],
      [education.clusters.f, slot.id, 5],
    ]);
    // In another year the same clusters may be chosen again.
    const next = await slotOf(education, {
      start_week: 5,
      end_week: 8,
      places: 1,
      year: education.yearIds[1],
    });
    dataOf(await api.choose(next.id, education.clusters.d), 201);
  });

  it('follow their slot and never move alone', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const slot = await slotOf(education, { start_week: 5, end_week: 8, places: 2 });
    const d = dataOf<{ id: number }>(await api.choose(slot.id, education.clusters.d), 201);
    const e = dataOf<{ id: number }>(await api.choose(slot.id, education.clusters.e), 201);
    await addedItem(world, education.id, d.id, 'tests', testBody(world.formats[0]!, 6));
    await addedItem(world, education.id, d.id, 'checkups', { title: 'Check', week: 8 });
    await addedItem(
      world,
      education.id,
      d.id,
      'activities',
      activityBody(world.activities[0]!, 5, 6),
    );
    await addedItem(
      world,
      education.id,
      e.id,
      'activities',
      activityBody(world.activities[0]!, 7, 8),
    );

    expectInvalid(await api.patch(d.id, { start_week: 6, end_week: 9 }), {
      start_week: [M.choiceOnly],
    });
    expectInvalid(await api.patch(d.id, { start_week: 5, end_week: 9 }), {
      start_week: [M.choiceOnly],
    });
    // Its own weeks and a comment are fine.
    expect(
      dataOf(await api.patch(d.id, { start_week: 5, end_week: 8, comment: 'Keuze' })),
    ).toMatchObject({
      start_week: 5,
      end_week: 8,
      comment: 'Keuze',
    });

    // Moving the slot moves its choices and their items.
    const moved = dataOf(
      await api.updateElective(slot.id, { places: 2, start_week: 11, end_week: 14 }),
    );
    expect(moved).toMatchObject({ start_week: 11, end_week: 14, places: 2 });
    let plan = await planOf(world, education.id, yearId);
    expect(plan.planned_clusters.map((c) => [c.start_week, c.end_week])).toEqual([
      [11, 14],
      [11, 14],
    ]);
    expect(plan.tests.map((t) => t.week)).toEqual([12]);
    expect(plan.checkups.map((c) => c.week)).toEqual([14]);
    expect(plan.activities.map((a) => [a.start_week, a.end_week])).toEqual([
      [11, 12],
      [13, 14],
    ]);

    // Resizing keeps the weeks and moves those outside inside, as the screen computes it.
    const from = { start_week: 11, end_week: 14 };
    const to = { start_week: 12, end_week: 13 };
    const before = plan;
    dataOf(await api.updateElective(slot.id, { places: 2, ...to }));
    plan = await planOf(world, education.id, yearId);
    expect(plan.planned_clusters.every((c) => c.start_week === 12 && c.end_week === 13)).toBe(true);
    expect(plan.tests.map((t) => t.week)).toEqual(
      before.tests.map((t) => followWeek(t.week, from, to)),
    );
    expect(plan.checkups.map((c) => c.week)).toEqual([13]);
    expect(plan.activities.map((a) => [a.start_week, a.end_week])).toEqual(
      before.activities.map((a) => {
        const range = followRange(a, from, to);
        return [range.start_week, range.end_week];
      }),
    );
    expect(plan.activities.map((a) => [a.start_week, a.end_week])).toEqual([
      [12, 13],
      [12, 13],
    ]);

    // Fewer places than choices, or outside the year: refused, nothing moves.
    expectInvalid(await api.updateElective(slot.id, { places: 1, start_week: 12, end_week: 13 }), {
      places: [M.noPlaceLeft],
    });
    expectInvalid(await api.updateElective(slot.id, { places: 2, start_week: 19, end_week: 21 }), {
      end_week: [M.weekRange],
    });
    expect(await planOf(world, education.id, yearId)).toEqual(plan);
    // More places let another choice in.
    dataOf(await api.updateElective(slot.id, { places: 3, start_week: 12, end_week: 13 }));
    expect(dataOf(await api.choose(slot.id, education.clusters.f), 201)).toMatchObject({
      start_week: 12,
      end_week: 13,
      planned_elective_id: slot.id,
    });
  });

  it('are removed with their slot', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const own = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.a,
      start_week: 1,
    });
    const slot = await slotOf(education, { start_week: 5, end_week: 8, places: 2 });
    const d = dataOf<{ id: number }>(await api.choose(slot.id, education.clusters.d), 201);
    await addedItem(world, education.id, d.id, 'tests', testBody(world.formats[0]!, 6));
    await addedItem(world, education.id, own.id, 'tests', testBody(world.formats[0]!, 2));
    expect(dataOf(await api.removeElective(slot.id))).toBeNull();
    const plan = await planOf(world, education.id, yearId);
    expect(plan.planned_electives).toEqual([]);
    expect(plan.planned_clusters.map((c) => c.id)).toEqual([own.id]);
    expect(plan.tests.map((t) => t.planned_cluster_id)).toEqual([own.id]);
    expect((await api.removeElective(slot.id)).statusCode).toBe(404);
    // The elective and its clusters may be planned again.
    const again = await slotOf(education, { start_week: 5, end_week: 8, places: 1 });
    dataOf(await api.choose(again.id, education.clusters.d), 201);
  });
});
