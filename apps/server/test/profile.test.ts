import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD, ZMeResponseSchema } from '@cp/contracts';
import { sessions, users } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser, TEST_PASSWORD } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let ipCounter = 0;
/** Each test signs in from its own address, so one test's failures never throttle another. */
const freshIp = () => `10.14.0.${++ipCounter}`;

const NEW_PASSWORD = 'Nieuw!Wacht2';

describe('PUT auth/me (own name)', () => {
  it('changes the name and answers the current user with it', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('PUT', 'auth/me', {
      body: { first_name: '  Anja ', middle_name: 'van der', last_name: 'Berg' },
    });
    expect(response.statusCode).toBe(200);
    const me = ZMeResponseSchema.parse(response.json()).data;
    expect(me).toMatchObject({ first_name: 'Anja', middle_name: 'van der', last_name: 'Berg' });
    // A later read is not served the old name from the cache.
    const again = ZMeResponseSchema.parse((await agent.request('GET', 'auth/me')).json()).data;
    expect(again.middle_name).toBe('van der');

    const cleared = await agent.request('PUT', 'auth/me', {
      body: { first_name: 'Anja', middle_name: '  ', last_name: 'Berg' },
    });
    expect(ZMeResponseSchema.parse(cleared.json()).data.middle_name).toBeNull();
  });

  it.each([
    ['an empty first name', { first_name: ' ', last_name: 'Berg' }, 'first_name'],
    ['an empty last name', { first_name: 'Anja', last_name: '' }, 'last_name'],
    ['a name that is too long', { first_name: 'A'.repeat(101), last_name: 'Berg' }, 'first_name'],
    ['a control character', { first_name: 'An\u0000ja', last_name: 'Berg' }, 'first_name'],
    [
      'a control character in the middle name',
      { first_name: 'Anja', middle_name: 'v\u0007', last_name: 'Berg' },
      'middle_name',
    ],
    ['a missing last name', { first_name: 'Anja' }, 'last_name'],
  ])('refuses %s with 422 and changes nothing', async (_case, body, field) => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('PUT', 'auth/me', { body });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().keys)).toContain(field);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: user.firstName, lastName: user.lastName });
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = ctx.agent();
    await anonymous.csrf();
    const body = { first_name: 'Anja', last_name: 'Berg' };
    expect((await anonymous.request('PUT', 'auth/me', { body })).statusCode).toBe(401);

    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('PUT', 'auth/me', { body, csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT auth/me/password', () => {
  const change = (current: string, password = NEW_PASSWORD, confirmation = password) => ({
    body: { current_password: current, password, password_confirmation: confirmation },
  });

  it('changes the password, ends every other session of the user and keeps this one', async () => {
    const user = await createUser(ctx.db);
    const ip = freshIp();
    const here = await ctx.agent(ip).signIn(user.email);
    const elsewhere = await ctx.agent(freshIp()).signIn(user.email);
    const someoneElse = await ctx.agent(freshIp()).signIn((await createUser(ctx.db)).email);
    // Resolved once, so the other session sits in the auth cache: it must still stop at once.
    expect((await elsewhere.request('GET', 'auth/me')).statusCode).toBe(200);

    const response = await here.request('PUT', 'auth/me/password', change(TEST_PASSWORD));
    expect(response.statusCode).toBe(200);

    expect((await here.request('GET', 'auth/me')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', 'auth/me')).statusCode).toBe(401);
    expect((await someoneElse.request('GET', 'auth/me')).statusCode).toBe(200);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);

    // The new password signs in, the old one no longer does.
    expect((await ctx.agent(freshIp()).login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await ctx.agent(freshIp()).login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const user = await createUser(ctx.db);
    const here = await ctx.agent(freshIp()).signIn(user.email);
    const elsewhere = await ctx.agent(freshIp()).signIn(user.email);
    const [before] = await ctx.db.select().from(users).where(eq(users.id, user.id));

    const response = await here.request('PUT', 'auth/me/password', change('Wrong!Pass1'));
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toEqual({ current_password: [WRONG_PASSWORD] });

    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await elsewhere.request('GET', 'auth/me')).statusCode).toBe(200);
    expect((await ctx.agent(freshIp()).login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password like a failed sign-in', async () => {
    const user = await createUser(ctx.db);
    const here = await ctx.agent(freshIp()).signIn(user.email);
    // Without the device cookie its sign-in left (a browser that is no known device of the
    // address): its failures count for the address, as a stranger's sign-in would (decision 0020).
    here.cookies.delete('sign_in_device');
    const max = ctx.config.loginMaxFailuresPerEmail;
    for (let i = 0; i < max; i++) {
      const wrong = await here.request('PUT', 'auth/me/password', change(`Wrong!Pass${i}`));
      expect(wrong.statusCode).toBe(422);
    }
    // Now throttled: even the right password is refused, and sign-in for the address is too.
    const throttled = await here.request('PUT', 'auth/me/password', change(TEST_PASSWORD));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await ctx.agent(freshIp()).login(user.email)).statusCode).toBe(429);

    // After the window the right password works again.
    ctx.clock.advance(61_000);
    const ok = await here.request('PUT', 'auth/me/password', change(TEST_PASSWORD));
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['too short', change(TEST_PASSWORD, 'Ab1!'), 'password'],
    ['too long', change(TEST_PASSWORD, `Ab1!${'x'.repeat(27)}`), 'password'],
    ['without a sign', change(TEST_PASSWORD, 'Abcdefg1'), 'password'],
    ['not confirmed', change(TEST_PASSWORD, NEW_PASSWORD, 'Other!Pass3'), 'password_confirmation'],
    ['without the current password', change('', NEW_PASSWORD), 'current_password'],
  ])('refuses a new password %s with 422 and changes nothing', async (_case, request, field) => {
    const user = await createUser(ctx.db);
    const here = await ctx.agent(freshIp()).signIn(user.email);
    const elsewhere = await ctx.agent(freshIp()).signIn(user.email);
    const response = await here.request('PUT', 'auth/me/password', request);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().keys)).toContain(field);
    expect((await elsewhere.request('GET', 'auth/me')).statusCode).toBe(200);
    expect((await ctx.agent(freshIp()).login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tells the web app whether the account has a password of its own', async () => {
    const withPassword = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(withPassword.email);
    const me = ZMeResponseSchema.parse((await agent.request('GET', 'auth/me')).json()).data;
    expect(me.has_password).toBe(true);
  });
});

describe('GET auth/me (memberships on the profile)', () => {
  it('lists only the own active memberships, with their roles', async () => {
    const north = await createLocation(ctx.db, { title: 'Noord' });
    const south = await createLocation(ctx.db, { title: 'Zuid' });
    const former = await createLocation(ctx.db, { title: 'Vroeger' });
    const user = await createUser(ctx.db, {
      memberships: [
        { locationId: south.id, roles: ['designer'] },
        { locationId: north.id, roles: ['admin', 'user'] },
        { locationId: former.id, roles: ['admin'], active: false },
      ],
    });
    // A colleague's membership elsewhere is not the user's.
    await createUser(ctx.db, { memberships: [{ locationId: north.id, roles: ['user'] }] });
    const agent = await ctx.agent().signIn(user.email);
    const me = ZMeResponseSchema.parse((await agent.request('GET', 'auth/me')).json()).data;
    expect(me.memberships).toEqual([
      { location_id: north.id, location_title: 'Noord', roles: ['admin', 'user'] },
      { location_id: south.id, location_title: 'Zuid', roles: ['designer'] },
    ]);
  });
});
