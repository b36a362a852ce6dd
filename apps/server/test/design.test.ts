import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DESIGN_ITEM_RESPONSE_SCHEMAS,
  DESIGN_KINDS,
  DESIGN_MESSAGES,
  educationParentRoom,
  ZCatalogueItemListResponseSchema,
  ZDesignResponseSchema,
  type TDesign,
  type TDesignKind,
  type TEducationStatus,
} from '@cp/contracts';
import type { Db } from '../src/db/client';
import { designRestrictions, educations, type UserRow } from '../src/db/schema';
import { loadDesign } from '../src/domain/design/load-design';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';
import { clusterBody, described, madeItem } from './helpers/design-bodies';

const M = DESIGN_MESSAGES;
const recorder = new RecordingPublisher();
let ctx: TestContext;
let schoolId: number;
let otherSchoolId: number;
let parentId: number;

type Person = { user: UserRow; agent: Agent };
let designer: Person;
let admin: Person;
let member: Person;
let restricted: Person;
let otherAdmin: Person;

async function person(locationId: number, roles: ('admin' | 'designer' | 'user')[]) {
  const user = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return { user, agent: await ctx.agent().signIn(user.email) };
}

async function education(status: TEducationStatus = 'designing') {
  return (
    await createEducation(ctx.db, { locationId: schoolId, educationParentId: parentId, status })
  ).id;
}

const url = (educationId: number, location = schoolId) =>
  `locations/${location}/educations/${educationId}/design`;

const create = (agent: Agent, id: number, kind: TDesignKind, body: unknown) =>
  agent.request('POST', `${url(id)}/${kind}`, { body });
const edit = (agent: Agent, id: number, kind: TDesignKind, itemId: number, body: unknown) =>
  agent.request('PUT', `${url(id)}/${kind}/${itemId}`, { body });
const remove = (agent: Agent, id: number, kind: TDesignKind, itemId: number) =>
  agent.request('DELETE', `${url(id)}/${kind}/${itemId}`);
const order = (agent: Agent, id: number, kind: TDesignKind, ids: number[]) =>
  agent.request('PUT', `${url(id)}/${kind}/order`, { body: { ids } });
const goalClusters = (agent: Agent, id: number, goalId: number, clusterIds: number[]) =>
  agent.request('PUT', `${url(id)}/learning-goals/${goalId}/clusters`, {
    body: { cluster_ids: clusterIds },
  });

const designOf = (educationId: number, db: Db = ctx.db) =>
  loadDesign({ db, education: { id: educationId } });

/** Creates through the API and answers the item (parsed with its kind's answer schema). */
async function made<K extends TDesignKind>(id: number, kind: K, body: unknown) {
  return madeItem(await create(designer.agent, id, kind, body), kind);
}

/** An education with one item of every kind, linked; answers the ids. */
async function fullDesign(id: number) {
  const competence = await made(id, 'competences', described('1'));
  const learningCluster = await made(
    id,
    'learning-clusters',
    described('1', { competence_id: competence.id }),
  );
  const outcome = await made(
    id,
    'learning-outcomes',
    described('1', { competence_id: competence.id, learning_cluster_id: learningCluster.id }),
  );
  const goal = await made(
    id,
    'learning-goals',
    described('1', { learning_outcome_id: outcome.id }),
  );
  const subject = await made(id, 'subjects', { title: 'Nederlands' });
  const cluster = await made(
    id,
    'clusters',
    clusterBody('1', { goal_ids: [goal.id], subject_ids: [subject.id] }),
  );
  const group = await made(id, 'cluster-groups', { title: 'Groep', cluster_ids: [cluster.id] });
  const elective = await made(id, 'electives', { title: 'Keuze', cluster_ids: [cluster.id] });
  return { competence, learningCluster, outcome, goal, subject, cluster, group, elective };
}

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher: recorder });
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  designer = await person(schoolId, ['designer']);
  admin = await person(schoolId, ['admin']);
  member = await person(schoolId, ['user']);
  restricted = await person(schoolId, ['designer']);
  otherAdmin = await person(otherSchoolId, ['admin']);
  const elsewhere = await education();
  await ctx.db
    .insert(designRestrictions)
    .values({ userId: restricted.user.id, locationId: schoolId, educationId: elsewhere });
});
afterAll(() => ctx?.close());
beforeEach(() => recorder.clear());

describe('GET design', () => {
  it('answers the whole design, every list in order, to every member', async () => {
    const id = await education();
    const empty = await member.agent.request('GET', url(id));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(ZDesignResponseSchema.parse(empty.json()).data).toEqual({
      competences: [],
      learning_clusters: [],
      learning_outcomes: [],
      learning_goals: [],
      clusters: [],
      subjects: [],
      cluster_groups: [],
      electives: [],
    });

    const items = await fullDesign(id);
    const response = await member.agent.request('GET', url(id));
    expect(response.statusCode).toBe(200);
    const data = ZDesignResponseSchema.parse(response.json()).data;
    expect(data.clusters).toEqual([
      {
        id: items.cluster.id,
        position: 1,
        index: '1',
        title: 'Cluster 1',
        short_title: 'C1',
        details: 'Iets',
        ects: null,
        course_code: null,
        requirements: null,
        coordinator: null,
        cluster_width: 2,
        color: null,
        goal_ids: [items.goal.id],
        subject_ids: [items.subject.id],
        planned_count: 0,
      },
    ]);
    expect(data.cluster_groups).toEqual([
      {
        id: items.group.id,
        position: 1,
        title: 'Groep',
        details: null,
        cluster_ids: [items.cluster.id],
      },
    ]);
    expect(data.electives[0]).toMatchObject({
      cluster_ids: [items.cluster.id],
      default_ects: null,
      planned_count: 0,
    });
    expect(data.learning_goals[0]).toMatchObject({ id: items.goal.id, plan_coverage_count: 0 });
    expect(data.learning_outcomes[0]).toMatchObject({
      competence_id: items.competence.id,
      learning_cluster_id: items.learningCluster.id,
    });
  });

  it('stays within the location: 404 for another location education, 403 for another location', async () => {
    const id = await education();
    const otherParent = await createEducationParent(ctx.db, otherSchoolId);
    const foreign = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParent,
    });
    expect((await member.agent.request('GET', url(foreign.id))).statusCode).toBe(404);
    expect((await member.agent.request('GET', url(id, otherSchoolId))).statusCode).toBe(403);
    expect((await otherAdmin.agent.request('GET', url(id))).statusCode).toBe(403);
  });

  it('takes a fixed number of queries whatever the size of the design', async () => {
    const id = await education();
    const counted = () => {
      let selects = 0;
      const db = new Proxy(ctx.db, {
        get(target, property, receiver) {
          if (property === 'select') selects += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      return { db, count: () => selects };
    };
    const before = counted();
    await designOf(id, before.db);
    await fullDesign(id);
    await made(id, 'clusters', clusterBody('2'));
    await made(id, 'competences', described('2'));
    const after = counted();
    await designOf(id, after.db);
    // One per kind (finding the education is the route's, before the cache).
    expect(before.count()).toBe(DESIGN_KINDS.length);
    expect(after.count()).toBe(before.count());
  });
});

describe('create and edit', () => {
  it('creates every kind at the end of its list and edits it', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const second = await made(id, 'competences', described('2'));
    expect(second.position).toBe(2);
    // A list per parent: the first goal of another outcome is position 1 again.
    const otherOutcome = await made(
      id,
      'learning-outcomes',
      described('2', { competence_id: items.competence.id }),
    );
    const goal = await made(
      id,
      'learning-goals',
      described('1', { learning_outcome_id: otherOutcome.id }),
    );
    expect(goal).toMatchObject({ position: 1, index: '1', learning_outcome_id: otherOutcome.id });

    const edits: [TDesignKind, number, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'competences',
        items.competence.id,
        described('3', { level: 'B1' }),
        { index: '3', level: 'B1' },
      ],
      [
        'learning-clusters',
        items.learningCluster.id,
        described('4', { competence_id: items.competence.id }),
        { index: '4' },
      ],
      [
        'learning-outcomes',
        items.outcome.id,
        described('5', { competence_id: items.competence.id, learning_cluster_id: null }),
        { index: '5', learning_cluster_id: null },
      ],
      [
        'learning-goals',
        items.goal.id,
        described('6', { learning_outcome_id: items.outcome.id, title: '  Nieuw  ' }),
        { index: '6', title: 'Nieuw' },
      ],
      [
        'clusters',
        items.cluster.id,
        clusterBody('7', {
          ects: '1,5',
          color: '#AABBCC',
          course_code: 'NE-1',
          coordinator: 'Jan',
          goal_ids: [],
          subject_ids: [items.subject.id, items.subject.id],
        }),
        {
          index: '7',
          ects: '1.5',
          color: '#AABBCC',
          goal_ids: [],
          subject_ids: [items.subject.id],
        },
      ],
      [
        'subjects',
        items.subject.id,
        { title: 'Engels', details: 'Taal' },
        { title: 'Engels', details: 'Taal' },
      ],
      [
        'cluster-groups',
        items.group.id,
        { title: 'G2', cluster_ids: [] },
        { title: 'G2', cluster_ids: [] },
      ],
      [
        'electives',
        items.elective.id,
        { title: 'K2', default_ects: 3, cluster_ids: [items.cluster.id] },
        { title: 'K2', default_ects: '3', cluster_ids: [items.cluster.id] },
      ],
    ];
    for (const [kind, itemId, body, expected] of edits) {
      const response = await edit(designer.agent, id, kind, itemId, body);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      const data = DESIGN_ITEM_RESPONSE_SCHEMAS[kind].parse(response.json()).data;
      expect(data, kind).toMatchObject({ id: itemId, ...expected });
    }
    const design = await designOf(id);
    expect(design.clusters[0]).toMatchObject({
      index: '7',
      ects: '1.5',
      subject_ids: [items.subject.id],
    });
    expect(design.cluster_groups[0]?.cluster_ids).toEqual([]);
  });

  it('accepts ects 1, 1.5 and 1,5 and refuses 1.55', async () => {
    const id = await education();
    const accepted: [unknown, string][] = [
      [1, '1'],
      ['1.5', '1.5'],
      ['1,5', '1.5'],
      [2.5, '2.5'],
    ];
    for (const [index, [ects, stored]] of accepted.entries()) {
      const cluster = await made(id, 'clusters', clusterBody(String(index + 1), { ects }));
      expect(cluster.ects).toBe(stored);
    }
    const before = await designOf(id);
    const refused = await create(
      designer.agent,
      id,
      'clusters',
      clusterBody('9', { ects: '1.55' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().keys).toEqual({ ects: [M.ectsInvalid] });
    const elective = await create(designer.agent, id, 'electives', {
      title: 'K',
      default_ects: 'x',
    });
    expect(elective.json().keys).toEqual({ default_ects: [M.ectsInvalid] });
    expect(await designOf(id)).toEqual(before);
  });

  it('refuses bad input per field (422) and changes nothing', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const before = await designOf(id);
    const cases: [TDesignKind, unknown, Record<string, string[]>][] = [
      ['competences', described('a'), { index: [M.indexInvalid] }],
      ['competences', described('1.'), { index: [M.indexInvalid] }],
      ['competences', { ...described('2'), title: '  ' }, { title: [M.titleRequired] }],
      ['competences', { index: '2', title: 'T' }, { details: [M.detailsRequired] }],
      ['learning-clusters', described('2'), { competence_id: expect.any(Array) as string[] }],
      ['clusters', clusterBody('2', { color: 'red' }), { color: [M.colorInvalid] }],
      ['clusters', clusterBody('2', { cluster_width: 0 }), { cluster_width: [M.widthRange] }],
      ['clusters', clusterBody('2', { cluster_width: 61 }), { cluster_width: [M.widthRange] }],
      [
        'clusters',
        { ...clusterBody('2'), short_title: '' },
        { short_title: [M.shortTitleRequired] },
      ],
      ['subjects', { title: 'x'.repeat(201) }, { title: [M.tooLong] }],
      ['cluster-groups', { title: '' }, { title: [M.titleRequired] }],
    ];
    for (const [kind, body, keys] of cases) {
      const response = await create(designer.agent, id, kind, body);
      expect(response.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json().keys).toEqual(keys);
    }
    const noIndex = await create(designer.agent, id, 'competences', described(' '));
    expect(noIndex.statusCode).toBe(422);
    expect(noIndex.json().keys.index[0]).toBe(M.indexRequired);
    const badEdit = await edit(designer.agent, id, 'clusters', items.cluster.id, clusterBody('x'));
    expect(badEdit.statusCode).toBe(422);
    expect(await designOf(id)).toEqual(before);
    expect(recorder.events.filter((e) => e.event === 'education_update')).toHaveLength(8);
  });

  it('refuses an index taken in the same list, create and edit, but allows it in another list', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const before = await designOf(id);
    const taken: [TDesignKind, unknown][] = [
      ['competences', described('1')],
      ['learning-clusters', described('1', { competence_id: items.competence.id })],
      ['learning-outcomes', described('1', { competence_id: items.competence.id })],
      ['learning-goals', described('1', { learning_outcome_id: items.outcome.id })],
      ['clusters', clusterBody('1')],
    ];
    for (const [kind, body] of taken) {
      const response = await create(designer.agent, id, kind, body);
      expect(response.statusCode, kind).toBe(422);
      expect(response.json().keys).toEqual({ index: [M.indexTaken] });
    }
    expect(await designOf(id)).toEqual(before);

    const second = await made(id, 'competences', described('2'));
    const clash = await edit(designer.agent, id, 'competences', second.id, described('1'));
    expect(clash.json().keys).toEqual({ index: [M.indexTaken] });
    // Keeping its own index is no clash.
    expect(
      (await edit(designer.agent, id, 'competences', second.id, described('2'))).statusCode,
    ).toBe(200);
    // Same index under another competence is fine; another education has its own lists too.
    await made(id, 'learning-outcomes', described('1', { competence_id: second.id }));
    await made(await education(), 'competences', described('1'));
  });

  it('refuses parents and links of another education or the wrong competence (422)', async () => {
    const id = await education();
    const other = await education();
    const mine = await fullDesign(id);
    const theirs = await fullDesign(other);
    const before = await designOf(id);
    const cases: [TDesignKind, unknown, Record<string, string[]>][] = [
      [
        'learning-clusters',
        described('2', { competence_id: theirs.competence.id }),
        { competence_id: [M.parentMissing] },
      ],
      [
        'learning-outcomes',
        described('2', { competence_id: theirs.competence.id }),
        { competence_id: [M.parentMissing] },
      ],
      [
        'learning-outcomes',
        described('2', {
          competence_id: mine.competence.id,
          learning_cluster_id: theirs.learningCluster.id,
        }),
        { learning_cluster_id: [M.parentMissing] },
      ],
      [
        'learning-goals',
        described('2', { learning_outcome_id: theirs.outcome.id }),
        { learning_outcome_id: [M.parentMissing] },
      ],
      [
        'clusters',
        clusterBody('2', { goal_ids: [mine.goal.id, theirs.goal.id] }),
        { goal_ids: [M.linkMissing] },
      ],
      [
        'clusters',
        clusterBody('2', { subject_ids: [theirs.subject.id] }),
        { subject_ids: [M.linkMissing] },
      ],
      [
        'cluster-groups',
        { title: 'G', cluster_ids: [theirs.cluster.id] },
        { cluster_ids: [M.linkMissing] },
      ],
      ['electives', { title: 'K', cluster_ids: [999_999] }, { cluster_ids: [M.linkMissing] }],
    ];
    for (const [kind, body, keys] of cases) {
      const response = await create(designer.agent, id, kind, body);
      expect(response.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json().keys).toEqual(keys);
    }
    // A learning cluster of another competence of the same education is refused as well.
    const second = await made(id, 'competences', described('2'));
    const wrongGroup = await create(
      designer.agent,
      id,
      'learning-outcomes',
      described('7', { competence_id: second.id, learning_cluster_id: mine.learningCluster.id }),
    );
    expect(wrongGroup.json().keys).toEqual({ learning_cluster_id: [M.parentMissing] });
    const after = await designOf(id);
    expect({ ...after, competences: before.competences }).toEqual(before);
  });

  it('answers 404 for items of another education or an unknown kind', async () => {
    const id = await education();
    const theirs = await fullDesign(await education());
    const response = await edit(
      designer.agent,
      id,
      'competences',
      theirs.competence.id,
      described('1'),
    );
    expect(response.statusCode).toBe(404);
    expect((await remove(designer.agent, id, 'clusters', theirs.cluster.id)).statusCode).toBe(404);
    expect((await goalClusters(designer.agent, id, theirs.goal.id, [])).statusCode).toBe(404);
    const unknown = await designer.agent.request('POST', `${url(id)}/widgets`, { body: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('moves an item to another parent: last in its new list, the old list closes up', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const other = await made(id, 'competences', described('2'));
    const second = await made(
      id,
      'learning-outcomes',
      described('2', { competence_id: items.competence.id }),
    );
    await made(id, 'learning-outcomes', described('1', { competence_id: other.id }));
    const moved = await edit(
      designer.agent,
      id,
      'learning-outcomes',
      items.outcome.id,
      described('5', { competence_id: other.id, learning_cluster_id: null }),
    );
    expect(moved.json().data).toMatchObject({ competence_id: other.id, position: 2 });
    const design = await designOf(id);
    expect(design.learning_outcomes.find((o) => o.id === second.id)?.position).toBe(1);

    // A learning cluster moved to another competence leaves its outcomes ungrouped.
    const grouped = await made(
      id,
      'learning-outcomes',
      described('9', {
        competence_id: items.competence.id,
        learning_cluster_id: items.learningCluster.id,
      }),
    );
    await edit(
      designer.agent,
      id,
      'learning-clusters',
      items.learningCluster.id,
      described('1', { competence_id: other.id }),
    );
    const after = await designOf(id);
    expect(
      after.learning_outcomes.find((o) => o.id === grouped.id)?.learning_cluster_id,
    ).toBeNull();
  });
});

describe('delete', () => {
  it('deletes with children and links; the list closes up', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const second = await made(id, 'competences', described('2'));
    const response = await remove(designer.agent, id, 'competences', items.competence.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    const design = await designOf(id);
    expect(design.competences).toEqual([expect.objectContaining({ id: second.id, position: 1 })]);
    expect(design.learning_clusters).toEqual([]);
    expect(design.learning_outcomes).toEqual([]);
    expect(design.learning_goals).toEqual([]);
    expect(design.clusters[0]?.goal_ids).toEqual([]);

    for (const [kind, itemId] of [
      ['subjects', items.subject.id],
      ['cluster-groups', items.group.id],
      ['electives', items.elective.id],
      ['clusters', items.cluster.id],
    ] as const) {
      expect((await remove(designer.agent, id, kind, itemId)).statusCode, kind).toBe(200);
    }
    const empty = await designOf(id);
    expect([
      ...empty.clusters,
      ...empty.subjects,
      ...empty.cluster_groups,
      ...empty.electives,
    ]).toEqual([]);
    expect((await remove(designer.agent, id, 'clusters', items.cluster.id)).statusCode).toBe(404);
  });
});

describe('what the plan holds of the design', () => {
  it('counts planned clusters, elective slots and the plan coverage of goals, cheaply', async () => {
    const { id, yearIds } = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      years: 2,
      periods: 2,
      weeks: 10,
    });
    const [first, second] = yearIds as [number, number];
    const items = await fullDesign(id);
    const other = await made(id, 'clusters', clusterBody('2'));
    const otherElective = await made(id, 'electives', {
      title: 'Andere keuze',
      cluster_ids: [other.id],
    });
    const plan = `locations/${schoolId}/educations/${id}/plan`;
    const posted = async (path: string, body: unknown) => {
      const response = await designer.agent.request('POST', `${plan}/${path}`, { body });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: { id: number } }).data;
    };
    const counts = async () => {
      const response = await member.agent.request('GET', url(id));
      expect(response.statusCode).toBe(200);
      const data = ZDesignResponseSchema.parse(response.json()).data;
      return {
        clusters: data.clusters.map((c) => [c.id, c.planned_count]),
        electives: data.electives.map((e) => [e.id, e.planned_count]),
        goals: data.learning_goals.map((g) => [g.id, g.plan_coverage_count]),
      };
    };
    /** The counts the design answers, by item: [cluster, other], [elective, other], [goal]. */
    const expectCounts = async (clusters: number[], electives: number[], goal: number) =>
      expect(await counts()).toEqual({
        clusters: [
          [items.cluster.id, clusters[0]],
          [other.id, clusters[1]],
        ],
        electives: [
          [items.elective.id, electives[0]],
          [otherElective.id, electives[1]],
        ],
        goals: [[items.goal.id, goal]],
      });
    await expectCounts([0, 0], [0, 0], 0);

    // The cluster in both years; the other elective in year 2, with the other cluster as choice.
    const planned = await posted('clusters', {
      education_year_id: first,
      cluster_id: items.cluster.id,
      start_week: 1,
    });
    await posted('clusters', {
      education_year_id: second,
      cluster_id: items.cluster.id,
      start_week: 1,
    });
    const slot = await posted('electives', {
      education_year_id: second,
      elective_subject_id: otherElective.id,
      places: 2,
      start_week: 11,
      end_week: 14,
    });
    await posted(`electives/${slot.id}/choices`, { cluster_id: other.id });
    // A test and a link of the planned cluster cover the goal.
    const firstActive = async (kind: 'test-formats' | 'activities') => {
      const response = await admin.agent.request('GET', `locations/${schoolId}/${kind}`);
      expect(response.statusCode, response.body).toBe(200);
      return ZCatalogueItemListResponseSchema.parse(response.json()).data.find((i) => i.active)!.id;
    };
    const test = await posted(`clusters/${planned.id}/tests`, {
      name: 'Toets',
      kind: 'written_exam',
      size: 'medium',
      test_format_id: await firstActive('test-formats'),
      week: 2,
      goal_ids: [items.goal.id],
    });
    const activity = await posted(`clusters/${planned.id}/activities`, {
      activity_id: await firstActive('activities'),
      start_week: 1,
      end_week: 2,
    });
    await posted(`clusters/${planned.id}/links`, {
      plan_test_id: test.id,
      plan_activity_id: activity.id,
      type: 'practice',
      goal_ids: [items.goal.id],
    });
    await expectCounts([2, 1], [0, 1], 2);
    // An edit answers the item with its count too (the web app's cache takes it as it is).
    const edited = await edit(designer.agent, id, 'clusters', items.cluster.id, clusterBody('1'));
    expect(DESIGN_ITEM_RESPONSE_SCHEMAS.clusters.parse(edited.json()).data.planned_count).toBe(2);

    // What the delete dialog warns of is what goes: the slot takes its choice along.
    expect((await remove(designer.agent, id, 'electives', otherElective.id)).statusCode).toBe(200);
    expect((await counts()).clusters).toEqual([
      [items.cluster.id, 2],
      [other.id, 0],
    ]);
    expect((await remove(designer.agent, id, 'clusters', items.cluster.id)).statusCode).toBe(200);
    expect((await counts()).goals).toEqual([[items.goal.id, 0]]);
  });
});

describe('order', () => {
  it('rewrites the positions of one list', async () => {
    const id = await education();
    const ids: number[] = [];
    for (const index of ['1', '2', '3'])
      ids.push((await made(id, 'competences', described(index))).id);
    const reversed = [...ids].reverse();
    const response = await order(designer.agent, id, 'competences', reversed);
    expect(response.statusCode, response.body).toBe(200);
    const design = await designOf(id);
    expect(design.competences.map((c) => [c.id, c.position])).toEqual(
      reversed.map((itemId, index) => [itemId, index + 1]),
    );
  });

  it('orders the goals of one outcome', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const goal2 = await made(
      id,
      'learning-goals',
      described('2', { learning_outcome_id: items.outcome.id }),
    );
    const response = await order(designer.agent, id, 'learning-goals', [goal2.id, items.goal.id]);
    expect(response.statusCode).toBe(200);
    expect((await designOf(id)).learning_goals.map((g) => g.id)).toEqual([goal2.id, items.goal.id]);
  });

  it('refuses a list that is not exactly one list (422 orderMismatch), nothing changes', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const c2 = await made(id, 'competences', described('2'));
    const c3 = await made(id, 'competences', described('3'));
    const otherOutcome = await made(
      id,
      'learning-outcomes',
      described('2', { competence_id: c2.id }),
    );
    const goal2 = await made(
      id,
      'learning-goals',
      described('1', { learning_outcome_id: otherOutcome.id }),
    );
    const theirs = await fullDesign(await education());
    const before = await designOf(id);
    const cases: [TDesignKind, number[]][] = [
      ['competences', [c3.id, c2.id]],
      ['competences', [c3.id, c2.id, items.competence.id, items.competence.id]],
      ['competences', [c3.id, c2.id, items.competence.id, theirs.competence.id]],
      ['competences', [theirs.competence.id]],
      ['learning-goals', [items.goal.id, goal2.id]],
      ['clusters', [items.cluster.id, items.subject.id + 10_000]],
    ];
    for (const [kind, ids] of cases) {
      const response = await order(designer.agent, id, kind, ids);
      expect(response.statusCode, `${kind} ${ids.join(',')}`).toBe(422);
      expect(response.json().keys).toEqual({ ids: [M.orderMismatch] });
    }
    expect((await order(designer.agent, id, 'competences', [])).statusCode).toBe(422);
    expect(await designOf(id)).toEqual(before);
  });
});

describe('links between goals and clusters', () => {
  it('sets them from either side', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const goal2 = await made(
      id,
      'learning-goals',
      described('2', { learning_outcome_id: items.outcome.id }),
    );
    const cluster2 = await made(
      id,
      'clusters',
      clusterBody('2', { goal_ids: [goal2.id, items.goal.id] }),
    );
    expect(cluster2.goal_ids).toEqual([items.goal.id, goal2.id].sort((a, b) => a - b));

    const response = await goalClusters(designer.agent, id, goal2.id, [
      items.cluster.id,
      items.cluster.id,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { cluster_ids: [items.cluster.id] } });
    let design: TDesign = await designOf(id);
    const goalsOf = (clusterId: number) =>
      design.clusters.find((c) => c.id === clusterId)?.goal_ids;
    expect(goalsOf(items.cluster.id)).toEqual([items.goal.id, goal2.id].sort((a, b) => a - b));
    expect(goalsOf(cluster2.id)).toEqual([items.goal.id]);

    await goalClusters(designer.agent, id, goal2.id, []);
    design = await designOf(id);
    expect(goalsOf(items.cluster.id)).toEqual([items.goal.id]);

    const theirs = await fullDesign(await education());
    const refused = await goalClusters(designer.agent, id, goal2.id, [theirs.cluster.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().keys).toEqual({ cluster_ids: [M.linkMissing] });
  });
});

describe('rights, status and events', () => {
  it('refuses every change while the education is not designing (409 education_locked)', async () => {
    const id = await education();
    const items = await fullDesign(id);
    for (const status of ['reviewing', 'active'] as const) {
      await ctx.db.update(educations).set({ status }).where(eq(educations.id, id));
      const before = await designOf(id);
      const responses = [
        await create(designer.agent, id, 'competences', described('2')),
        await edit(designer.agent, id, 'competences', items.competence.id, described('3')),
        await order(designer.agent, id, 'competences', [items.competence.id]),
        await goalClusters(designer.agent, id, items.goal.id, []),
        await remove(designer.agent, id, 'competences', items.competence.id),
      ];
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toMatchObject({ code: 'education_locked' });
      }
      expect(await designOf(id)).toEqual(before);
    }
    // Reading stays open.
    expect((await member.agent.request('GET', url(id))).statusCode).toBe(200);
  });

  it('needs design rights (403) and stays within the location', async () => {
    const id = await education();
    const items = await fullDesign(id);
    const before = await designOf(id);
    const attempts = (agent: Agent, location = schoolId) => [
      agent.request('POST', `${url(id, location)}/competences`, { body: described('2') }),
      agent.request('PUT', `${url(id, location)}/competences/${items.competence.id}`, {
        body: described('3'),
      }),
      agent.request('PUT', `${url(id, location)}/competences/order`, {
        body: { ids: [items.competence.id] },
      }),
      agent.request('PUT', `${url(id, location)}/learning-goals/${items.goal.id}/clusters`, {
        body: { cluster_ids: [] },
      }),
      agent.request('DELETE', `${url(id, location)}/competences/${items.competence.id}`),
    ];
    for (const response of await Promise.all(attempts(member.agent))) {
      expect(response.statusCode).toBe(403);
    }
    for (const response of await Promise.all(attempts(restricted.agent))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'design_restricted' });
    }
    for (const response of await Promise.all(attempts(otherAdmin.agent))) {
      expect(response.statusCode).toBe(403);
    }
    for (const response of await Promise.all(attempts(designer.agent, otherSchoolId))) {
      expect(response.statusCode).toBe(403);
    }
    expect(await designOf(id)).toEqual(before);
    expect(recorder.events).toHaveLength(8);
    // Admins design too.
    expect((await create(admin.agent, id, 'competences', described('2'))).statusCode).toBe(201);
  });

  it('tells the education parent room after each change, and nothing after a refused one', async () => {
    const id = await education();
    const competence = await made(id, 'competences', described('1'));
    expect(recorder.events).toEqual([
      {
        room: educationParentRoom(parentId),
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: id },
      },
    ]);
    recorder.clear();
    await create(designer.agent, id, 'competences', described('1'));
    expect(recorder.events).toEqual([]);
    await order(designer.agent, id, 'competences', [competence.id]);
    await remove(designer.agent, id, 'competences', competence.id);
    expect(recorder.events).toHaveLength(2);
  });
});
