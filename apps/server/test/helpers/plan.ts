import type { JobsRef } from '../../src/http/exports/routes';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  DESIGN_ITEM_RESPONSE_SCHEMAS,
  PLAN_ITEM_RESPONSE_SCHEMAS,
  ZCatalogueItemListResponseSchema,
  ZYearPlanResponseSchema,
  type TDesignKind,
  type TEducationStatus,
  type TPlanItemKindPath,
  type TYearPlan,
} from '@cp/contracts';
import type { Db } from '../../src/db/client';
import { designRestrictions, educations, type UserRow } from '../../src/db/schema';
import { loadYearPlan } from '../../src/domain/plan/load-year-plan';
import { testScope } from './location-scope';
import { RecordingPublisher } from '../../src/domain/events/publisher';
import type { Agent } from './agent';
import { createTestContext, type TestContext } from './app';
import { createEducation, createEducationParent } from './educations';
import { createLocation, createUser } from './fixtures';

/*
 * The world the plan tests share (docs/plan.md): a location with people of every role, another
 * location, and educations with a small design (clusters of known widths, an elective with three
 * clusters, goals) made through the design API, so the plan works on real design rows.
 */

export type Person = { user: UserRow; agent: Agent };

export type PlanWorld = {
  ctx: TestContext;
  recorder: RecordingPublisher;
  schoolId: number;
  otherSchoolId: number;
  parentId: number;
  designer: Person;
  admin: Person;
  member: Person;
  restricted: Person;
  otherAdmin: Person;
  /** Active default test formats and activities of the school (at least three of each). */
  formats: number[];
  activities: number[];
  /** A test format and an activity of the other location. */
  foreignFormat: number;
  foreignActivity: number;
};

async function person(
  ctx: TestContext,
  locationId: number,
  roles: ('admin' | 'designer' | 'user')[],
) {
  const user = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return { user, agent: await ctx.agent().signIn(user.email) };
}

async function catalogue(agent: Agent, locationId: number, kind: 'test-formats' | 'activities') {
  const response = await agent.request('GET', `locations/${locationId}/${kind}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZCatalogueItemListResponseSchema.parse(response.json())
    .data.filter((item) => item.active)
    .map((item) => item.id);
}

export async function createPlanWorld(options: { jobs?: JobsRef } = {}): Promise<PlanWorld> {
  const recorder = new RecordingPublisher();
  const ctx = await createTestContext({}, { publisher: recorder, jobs: options.jobs });
  const schoolId = (await createLocation(ctx.db)).id;
  const otherSchoolId = (await createLocation(ctx.db)).id;
  const parentId = await createEducationParent(ctx.db, schoolId);
  const world = {
    ctx,
    recorder,
    schoolId,
    otherSchoolId,
    parentId,
    designer: await person(ctx, schoolId, ['designer']),
    admin: await person(ctx, schoolId, ['admin']),
    member: await person(ctx, schoolId, ['user']),
    restricted: await person(ctx, schoolId, ['designer']),
    otherAdmin: await person(ctx, otherSchoolId, ['admin']),
  };
  // The restricted designer may design another education only (docs/organisation.md).
  const elsewhere = await createEducation(ctx.db, {
    locationId: schoolId,
    educationParentId: parentId,
  });
  await ctx.db
    .insert(designRestrictions)
    .values({ userId: world.restricted.user.id, locationId: schoolId, educationId: elsewhere.id });
  const formats = await catalogue(world.admin.agent, schoolId, 'test-formats');
  const activities = await catalogue(world.admin.agent, schoolId, 'activities');
  expect(formats.length).toBeGreaterThanOrEqual(3);
  expect(activities.length).toBeGreaterThanOrEqual(3);
  const foreignFormat = (
    await catalogue(world.otherAdmin.agent, otherSchoolId, 'test-formats')
  )[0]!;
  const foreignActivity = (
    await catalogue(world.otherAdmin.agent, otherSchoolId, 'activities')
  )[0]!;
  return { ...world, formats, activities, foreignFormat, foreignActivity };
}

export const planUrl = (world: PlanWorld, educationId: number, location = world.schoolId) =>
  `locations/${location}/educations/${educationId}/plan`;

/** A design item made through the design API; answers its id. */
async function designItem(world: PlanWorld, educationId: number, kind: TDesignKind, body: unknown) {
  const response = await world.designer.agent.request(
    'POST',
    `locations/${world.schoolId}/educations/${educationId}/design/${kind}`,
    { body },
  );
  expect(response.statusCode, response.body).toBe(201);
  return (DESIGN_ITEM_RESPONSE_SCHEMAS[kind].parse(response.json()).data as { id: number }).id;
}

export type PlanEducation = {
  id: number;
  yearIds: number[];
  /** Design clusters: a (width 3), b (width 4), c (width 2); d, e, f are the elective's. */
  clusters: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', number>;
  /** Learning goals of the design. */
  goals: number[];
  elective: number;
  /** A second elective subject without clusters. */
  otherElective: number;
};

/**
 * An education of `years` years of two periods of 10 weeks (20 weeks a year), with a design:
 * six clusters, three goals, an elective holding d, e and f.
 */
export async function planEducation(
  world: PlanWorld,
  options: { years?: number; status?: TEducationStatus } = {},
): Promise<PlanEducation> {
  const { id, yearIds } = await createEducation(world.ctx.db, {
    locationId: world.schoolId,
    educationParentId: world.parentId,
    years: options.years ?? 2,
    periods: 2,
    weeks: 10,
  });
  const described = (index: string, extra: Record<string, unknown> = {}) => ({
    index,
    title: `Titel ${index}`,
    details: `Omschrijving ${index}`,
    ...extra,
  });
  const competence = await designItem(world, id, 'competences', described('1'));
  const outcome = await designItem(
    world,
    id,
    'learning-outcomes',
    described('1', { competence_id: competence }),
  );
  const goals: number[] = [];
  for (const index of ['1', '2', '3']) {
    goals.push(
      await designItem(
        world,
        id,
        'learning-goals',
        described(index, { learning_outcome_id: outcome }),
      ),
    );
  }
  const widths = { a: 3, b: 4, c: 2, d: 2, e: 2, f: 2 } as const;
  const clusters = {} as PlanEducation['clusters'];
  for (const [i, [key, width]] of (
    Object.entries(widths) as [keyof typeof widths, number][]
  ).entries()) {
    clusters[key] = await designItem(world, id, 'clusters', {
      index: String(i + 1),
      title: `Cluster ${key}`,
      short_title: key.toUpperCase(),
      details: 'Iets',
      cluster_width: width,
    });
  }
  const elective = await designItem(world, id, 'electives', {
    title: 'Keuze',
    cluster_ids: [clusters.d, clusters.e, clusters.f],
  });
  const otherElective = await designItem(world, id, 'electives', { title: 'Andere keuze' });
  if (options.status && options.status !== 'designing') {
    await setStatus(world, id, options.status);
  }
  return { id, yearIds, clusters, goals, elective, otherElective };
}

export async function setStatus(world: PlanWorld, educationId: number, status: TEducationStatus) {
  await world.ctx.db.update(educations).set({ status }).where(eq(educations.id, educationId));
}

/** The year's plan straight from the domain (what the GET answers). */
export const planOf = (
  world: PlanWorld,
  educationId: number,
  yearId: number,
  db: Db = world.ctx.db,
) => loadYearPlan({ db, scope: testScope(world.schoolId), educationId, yearId });

/** The year's plan through the API, parsed. */
export async function getPlan(world: PlanWorld, agent: Agent, educationId: number, yearId: number) {
  const response = await agent.request('GET', `${planUrl(world, educationId)}/years/${yearId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZYearPlanResponseSchema.parse(response.json()).data;
}

/** The API calls of the plan, as the designer (or `agent`). */
export function planApi(
  world: PlanWorld,
  educationId: number,
  agent: Agent = world.designer.agent,
) {
  const base = planUrl(world, educationId);
  return {
    base,
    place: (body: unknown) => agent.request('POST', `${base}/clusters`, { body }),
    patch: (id: number, body: unknown) =>
      agent.request('PATCH', `${base}/clusters/${id}`, { body }),
    unplan: (id: number) => agent.request('DELETE', `${base}/clusters/${id}`),
    placeElective: (body: unknown) => agent.request('POST', `${base}/electives`, { body }),
    updateElective: (id: number, body: unknown) =>
      agent.request('PUT', `${base}/electives/${id}`, { body }),
    removeElective: (id: number) => agent.request('DELETE', `${base}/electives/${id}`),
    choose: (id: number, clusterId: number) =>
      agent.request('POST', `${base}/electives/${id}/choices`, { body: { cluster_id: clusterId } }),
    addBlock: (yearId: number, body: unknown) =>
      agent.request('POST', `${base}/years/${yearId}/special-blocks`, { body }),
    editBlock: (id: number, body: unknown) =>
      agent.request('PUT', `${base}/special-blocks/${id}`, { body }),
    removeBlock: (id: number) => agent.request('DELETE', `${base}/special-blocks/${id}`),
    addItem: (plannedClusterId: number, kind: TPlanItemKindPath, body: unknown) =>
      agent.request('POST', `${base}/clusters/${plannedClusterId}/${kind}`, { body }),
    editItem: (kind: TPlanItemKindPath, id: number, body: unknown) =>
      agent.request('PUT', `${base}/items/${kind}/${id}`, { body }),
    removeItem: (kind: TPlanItemKindPath, id: number) =>
      agent.request('DELETE', `${base}/items/${kind}/${id}`),
    order: (plannedClusterId: number, kind: TPlanItemKindPath, ids: number[]) =>
      agent.request('PUT', `${base}/clusters/${plannedClusterId}/${kind}/order`, {
        body: { ids },
      }),
  };
}

/**
 * Expects a 422 with exactly these field keys (`keys`, the contract), and a text for each of
 * them under `errors`.
 */
export function expectInvalid(
  response: { statusCode: number; body: string; json: () => unknown },
  keys: Record<string, string[]>,
) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as { key?: string; keys?: unknown; errors?: object };
  expect(body.key).toBe('common.invalidData');
  expect(body.keys).toEqual(keys);
  expect(Object.keys(body.errors ?? {}).sort()).toEqual(Object.keys(keys).sort());
}

/** Expects a 2xx answer and answers its data. */
export function dataOf<T = Record<string, unknown>>(
  response: { statusCode: number; body: string; json: () => unknown },
  status = 200,
): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

/** Places a cluster (201) and answers the planned cluster. */
export async function placed(
  world: PlanWorld,
  educationId: number,
  body: { education_year_id: number; cluster_id: number; start_week: number; end_week?: number },
) {
  return dataOf<{ id: number; start_week: number; end_week: number }>(
    await planApi(world, educationId).place(body),
    201,
  );
}

/** A plan world with an education whose cluster a is placed in week 1 of its first year. */
export async function worldWithPlacedCluster() {
  const world = await createPlanWorld();
  const education = await planEducation(world);
  const { id: clusterId } = await placed(world, education.id, {
    education_year_id: education.yearIds[0]!,
    cluster_id: education.clusters.a,
    start_week: 1,
  });
  return { world, education, clusterId };
}

/** Adds an item through the API (201), parsed with its kind's answer schema. */
export async function addedItem<K extends TPlanItemKindPath>(
  world: PlanWorld,
  educationId: number,
  plannedClusterId: number,
  kind: K,
  body: unknown,
) {
  const response = await planApi(world, educationId).addItem(plannedClusterId, kind, body);
  expect(response.statusCode, response.body).toBe(201);
  return PLAN_ITEM_RESPONSE_SCHEMAS[kind].parse(response.json()).data as TYearPlan[K][number];
}

export const testBody = (
  formatId: number | null,
  week: number,
  extra: Record<string, unknown> = {},
) => ({
  name: 'Toets',
  kind: 'written_exam',
  size: 'medium',
  test_format_id: formatId,
  week,
  ...extra,
});
export const activityBody = (
  activityId: number | null,
  start: number,
  end: number,
  extra: Record<string, unknown> = {},
) => ({ activity_id: activityId, start_week: start, end_week: end, ...extra });
