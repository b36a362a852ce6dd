import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FIELD_NAMES, ZPlanFieldsResponseSchema } from '@cp/contracts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let admin: Agent;
let designer: Agent;

const base = () => `locations/${locationId}/plan-fields`;

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
  otherLocationId = (await createLocation(ctx.db)).id;
  const member = (roles: ('admin' | 'designer')[]) => ({ memberships: [{ locationId, roles }] });
  admin = await ctx.agent().signIn((await createUser(ctx.db, member(['admin']))).email);
  designer = await ctx.agent().signIn((await createUser(ctx.db, member(['designer']))).email);
});
afterAll(() => ctx?.close());

const fields = async (agent: Agent, path = base()) => {
  const response = await agent.request('GET', path);
  expect(response.statusCode).toBe(200);
  return ZPlanFieldsResponseSchema.parse(response.json()).data;
};

describe('plan field visibility', () => {
  it('shows every optional field by default', async () => {
    const map = await fields(designer);
    expect(Object.keys(map).sort()).toEqual([...PLAN_FIELD_NAMES].sort());
    expect(Object.values(map).every(Boolean)).toBe(true);
  });

  it('stores the switched fields and answers the full map', async () => {
    const saved = await admin.request('PUT', base(), { body: { weight: false, teacher: false } });
    expect(saved.statusCode).toBe(200);
    const map = ZPlanFieldsResponseSchema.parse(saved.json()).data;
    expect(map).toMatchObject({ weight: false, teacher: false, test_code: true });
    expect(await fields(designer)).toEqual(map);
    await admin.request('PUT', base(), { body: { weight: true } });
    expect((await fields(designer)).weight).toBe(true);
    // Another location is untouched.
    const otherAdmin = await ctx.agent().signIn(
      (
        await createUser(ctx.db, {
          memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
        })
      ).email,
    );
    expect((await fields(otherAdmin, `locations/${otherLocationId}/plan-fields`)).teacher).toBe(
      true,
    );
  });

  it('refuses unknown fields, non-booleans and an empty change with 422', async () => {
    for (const body of [{ colour: false }, { weight: 'no' }, {}, []]) {
      const response = await admin.request('PUT', base(), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await fields(designer)).teacher).toBe(false);
  });

  it('lets only admins of the location change it', async () => {
    expect((await designer.request('PUT', base(), { body: { ects: false } })).statusCode).toBe(403);
    const stranger = await ctx.agent().signIn(
      (
        await createUser(ctx.db, {
          memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
        })
      ).email,
    );
    const response = await stranger.request('PUT', base(), { body: { ects: false } });
    expect(response.statusCode).toBe(403);
    expect((await fields(designer)).ects).toBe(true);
  });
});
