import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ITEMS, ZLocationListResponseSchema, ZNavbarResponseSchema } from '@cp/contracts';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let schoolA: Awaited<ReturnType<typeof createLocation>>;
let schoolB: Awaited<ReturnType<typeof createLocation>>;
let schoolC: Awaited<ReturnType<typeof createLocation>>;

beforeAll(async () => {
  ctx = await createTestContext();
  schoolA = await createLocation(ctx.db, { title: 'A-school', domain: 'a-school.nl' });
  schoolB = await createLocation(ctx.db, {
    title: 'B-school',
    domain: 'b-school.nl',
    type: 'other',
  });
  schoolC = await createLocation(ctx.db, { title: 'C-school', domain: 'c-school.nl' });
});
afterAll(() => ctx?.close());

const ADMIN_PATHS = MENU_ITEMS.filter((m) => m.audience === 'locationAdmin').map((m) => m.path);
const paths = (body: unknown) =>
  ZNavbarResponseSchema.parse(body).data.menu_items.map((item) => item.path);

describe('GET locations', () => {
  it("lists only the user's own locations, never another school's", async () => {
    const user = await createUser(ctx.db, {
      memberships: [{ locationId: schoolA.id, roles: ['user'] }],
    });
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('GET', 'locations');
    expect(response.statusCode).toBe(200);
    expect(ZLocationListResponseSchema.parse(response.json()).data).toEqual([
      { id: schoolA.id, title: 'A-school', domain: 'a-school.nl', type: 'vo', sso_required: null },
    ]);
    expect(response.body).not.toContain('b-school');
  });

  it('lists nothing for a user without a location', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    expect((await agent.request('GET', 'locations')).json()).toEqual({ data: [] });
  });

  it('lists every location for the platform administrator', async () => {
    const platform = await createUser(ctx.db, { isPlatformAdmin: true });
    const agent = await ctx.agent().signIn(platform.email);
    const ids = (await agent.request('GET', 'locations'))
      .json()
      .data.map((l: { id: number }) => l.id);
    expect(ids).toEqual(expect.arrayContaining([schoolA.id, schoolB.id, schoolC.id]));
  });
});

describe('GET location/user/:location', () => {
  it('refuses a location the user does not belong to with 403, and an unknown one alike', async () => {
    const adminA = await createUser(ctx.db, {
      memberships: [{ locationId: schoolA.id, roles: ['admin'] }],
    });
    const agent = await ctx.agent().signIn(adminA.email);
    for (const id of [schoolB.id, 999_999]) {
      const response = await agent.request('GET', `location/user/${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: expect.any(String),
        code: 'forbidden',
        key: 'common.noAccess',
      });
    }
  });

  it('refuses a malformed location id with 422', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await agent.request('GET', `location/user/${id}`)).statusCode).toBe(422);
    }
  });

  it('gives a location admin the admin menu, and a plain user none', async () => {
    const user = await createUser(ctx.db, {
      memberships: [
        { locationId: schoolA.id, roles: ['admin'] },
        { locationId: schoolB.id, roles: ['user', 'designer'] },
      ],
    });
    const agent = await ctx.agent().signIn(user.email);

    const atA = await agent.request('GET', `location/user/${schoolA.id}`);
    expect(atA.statusCode).toBe(200);
    expect(atA.json().data.current_user).toBe(user.id);
    // Two locations, so the location switcher comes first.
    expect(paths(atA.json())).toEqual(['/locaties', ...ADMIN_PATHS]);

    const atB = await agent.request('GET', `location/user/${schoolB.id}`);
    expect(paths(atB.json())).toEqual(['/locaties']);
  });

  it('gives a single-location designer or user no menu items', async () => {
    for (const roles of [['designer'], ['user']] as const) {
      const user = await createUser(ctx.db, {
        memberships: [{ locationId: schoolC.id, roles: [...roles] }],
      });
      const agent = await ctx.agent().signIn(user.email);
      expect(paths((await agent.request('GET', `location/user/${schoolC.id}`)).json())).toEqual([]);
      expect(paths((await agent.request('GET', 'location/user')).json())).toEqual([]);
    }
  });

  it('sends translation keys as titles', async () => {
    const user = await createUser(ctx.db, {
      memberships: [{ locationId: schoolC.id, roles: ['admin'] }],
    });
    const agent = await ctx.agent().signIn(user.email);
    const items = ZNavbarResponseSchema.parse(
      (await agent.request('GET', `location/user/${schoolC.id}`)).json(),
    ).data.menu_items;
    expect(items.find((i) => i.path === '/admin/users')).toEqual({
      path: '/admin/users',
      icon: 'users',
      title: 'menu.users',
    });
    for (const item of items) expect(item.title).toMatch(/^menu\.[a-zA-Z]+$/);
  });

  it('lets the platform administrator open any location, with the platform entries', async () => {
    const platform = await createUser(ctx.db, { isPlatformAdmin: true });
    const agent = await ctx.agent().signIn(platform.email);
    const atB = await agent.request('GET', `location/user/${schoolB.id}`);
    expect(atB.statusCode).toBe(200);
    expect(paths(atB.json())).toEqual([
      '/locaties',
      '/admin/licenses',
      '/admin/help',
      '/admin/trials',
      '/admin/norms',
    ]);
    expect(paths((await agent.request('GET', 'location/user')).json())).toEqual([
      '/locaties',
      '/admin/licenses',
      '/admin/help',
      '/admin/trials',
      '/admin/norms',
    ]);
    expect((await agent.request('GET', 'location/user/999999')).statusCode).toBe(404);
  });

  it('adds the admin menu when the platform administrator is also a location admin', async () => {
    const platform = await createUser(ctx.db, {
      isPlatformAdmin: true,
      memberships: [{ locationId: schoolA.id, roles: ['admin'] }],
    });
    const agent = await ctx.agent().signIn(platform.email);
    expect(paths((await agent.request('GET', `location/user/${schoolA.id}`)).json())).toEqual([
      '/locaties',
      '/admin/licenses',
      '/admin/help',
      '/admin/trials',
      '/admin/norms',
      ...ADMIN_PATHS,
    ]);
  });
});
