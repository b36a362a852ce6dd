import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  catalogueItemName,
  DEFAULT_ACTIVITIES,
  ZCatalogueItemListResponseSchema,
} from '@cp/contracts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let locationId: number;
let admin: Agent;
let designer: Agent;

const base = () => `locations/${locationId}/activities`;

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
  const member = (roles: ('admin' | 'designer')[]) => ({ memberships: [{ locationId, roles }] });
  admin = await ctx.agent().signIn((await createUser(ctx.db, member(['admin']))).email);
  designer = await ctx.agent().signIn((await createUser(ctx.db, member(['designer']))).email);
});
afterAll(() => ctx?.close());

describe('activities / working methods', () => {
  it('has the 16 activity types as defaults, named in both languages', async () => {
    const response = await designer.request('GET', base());
    expect(response.statusCode).toBe(200);
    const items = ZCatalogueItemListResponseSchema.parse(response.json()).data;
    expect(items.map((i) => i.key)).toEqual([...ACTIVITY_TYPES]);
    expect(DEFAULT_ACTIVITIES.map((d) => d.key)).toEqual([...ACTIVITY_TYPES]);
    const lecture = items.find((i) => i.key === 'lecture');
    if (!lecture) throw new Error('no lecture');
    expect(catalogueItemName('activities', lecture, 'nl')).toBe('Hoorcollege');
    expect(catalogueItemName('activities', lecture, 'en')).toBe('Lecture');
    expect(items.every((i) => /^#[0-9a-f]{6}$/.test(i.color))).toBe(true);
  });

  it('keeps its own names apart from test formats', async () => {
    // "Written exam" is a default test format, not an activity.
    const created = await admin.request('POST', base(), {
      body: { name: 'Written exam', icon: 'pencil', color: '#123456' },
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await admin.request('POST', base(), {
      body: { name: 'hoorcollege', icon: 'pencil', color: '#123456' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().keys).toEqual({ name: ['catalogues.nameTaken'] });
  });

  it('deactivates a default once; designers may not change the catalogue', async () => {
    const items = ZCatalogueItemListResponseSchema.parse(
      (await admin.request('GET', base())).json(),
    ).data;
    const online = items.find((i) => i.key === 'online');
    if (!online) throw new Error('no online');
    const url = `${base()}/${online.id}/active`;
    expect((await designer.request('PUT', url, { body: { active: false } })).statusCode).toBe(403);
    expect((await admin.request('PUT', url, { body: { active: false } })).statusCode).toBe(200);
    expect((await admin.request('PUT', url, { body: { active: true } })).statusCode).toBe(409);
    expect((await admin.request('DELETE', `${base()}/${online.id}`)).statusCode).toBe(409);
  });
});
