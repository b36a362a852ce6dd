import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeResponseSchema, ZSessionResponseSchema } from '@cp/contracts';
import { sessions, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/http/cookies';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser, TEST_PASSWORD } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('POST auth/login', () => {
  it('signs in with the right password and answers the current user', async () => {
    const location = await createLocation(ctx.db, { title: 'Het Lyceum' });
    const user = await createUser(ctx.db, {
      email: 'anja@lyceum.nl',
      memberships: [{ locationId: location.id, roles: ['admin', 'designer'] }],
    });
    const agent = ctx.agent();
    // Addresses are matched ignoring case and surrounding spaces.
    const response = await agent.login('  Anja@Lyceum.NL ');
    expect(response.statusCode).toBe(200);
    const body = ZMeResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      id: user.id,
      email: 'anja@lyceum.nl',
      is_platform_admin: false,
    });
    expect(body.data.memberships).toEqual([
      { location_id: location.id, location_title: 'Het Lyceum', roles: ['admin', 'designer'] },
    ]);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const me = await agent.request('GET', 'auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });

  it('stores only a hash of the session id', async () => {
    const user = await createUser(ctx.db);
    const agent = ctx.agent();
    await agent.signIn(user.email);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).not.toBe(agent.cookies.get(SESSION_COOKIE));
  });

  it('gives the same answer for a wrong password, an unknown user and unusable accounts', async () => {
    const known = await createUser(ctx.db);
    const inactive = await createUser(ctx.db, { activated: false });
    const noPassword = await createUser(ctx.db, { withPassword: false });
    const answers = [];
    for (const [email, password] of [
      [known.email, 'Wrong!Pass1'],
      ['nobody@example.nl', TEST_PASSWORD],
      [inactive.email, TEST_PASSWORD],
      [noPassword.email, TEST_PASSWORD],
    ] as const) {
      const response = await ctx.agent().login(email, password);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers[0]!.status).toBe(401);
    expect(JSON.parse(answers[0]!.body)).toEqual({
      message: expect.any(String),
      code: 'invalid_credentials',
      key: 'account.invalidCredentials',
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('refuses invalid input with 422 and field errors', async () => {
    const agent = ctx.agent();
    await agent.csrf();
    const response = await agent.request('POST', 'auth/login', {
      body: { email: 'not-an-address', password: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation');
    expect(Object.keys(body.keys).sort()).toEqual(['email', 'password']);
  });

  it('renews the session id at login and drops the old one', async () => {
    const user = await createUser(ctx.db);
    const agent = ctx.agent();
    await agent.signIn(user.email);
    const first = agent.cookies.get(SESSION_COOKIE);
    await agent.signIn(user.email);
    const second = agent.cookies.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const old = ctx.agent();
    old.cookies.set(SESSION_COOKIE, first!);
    expect((await old.request('GET', 'auth/me')).statusCode).toBe(401);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET auth/session', () => {
  it('answers null without a session, or with a dead one: the login page logs no 401', async () => {
    const anonymous = await ctx.agent().request('GET', 'auth/session');
    expect(anonymous.statusCode).toBe(200);
    expect(ZSessionResponseSchema.parse(anonymous.json())).toEqual({ data: null });

    const stale = ctx.agent();
    stale.cookies.set(SESSION_COOKIE, 'no-such-session');
    expect((await stale.request('GET', 'auth/session')).json()).toEqual({ data: null });
  });

  it('answers the signed-in user as auth/me does', async () => {
    const user = await createUser(ctx.db, { email: 'sessie@lyceum.nl' });
    const agent = await ctx.agent().signIn(user.email);
    const session = await agent.request('GET', 'auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual((await agent.request('GET', 'auth/me')).json());
    expect(ZSessionResponseSchema.parse(session.json()).data?.email).toBe('sessie@lyceum.nl');
  });
});

describe('POST auth/logout', () => {
  it('deletes the session on the server, so the old cookie no longer works', async () => {
    const user = await createUser(ctx.db);
    const agent = ctx.agent();
    await agent.signIn(user.email);
    const sid = agent.cookies.get(SESSION_COOKIE)!;

    const response = await agent.request('POST', 'auth/logout');
    expect(response.statusCode).toBe(200);
    // A password session has no provider to sign out of as well.
    expect(response.json()).toEqual({ data: { provider_logout_url: null } });
    expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);

    // A copy of the cookie (say, stolen before logout) is dead too.
    const replay = ctx.agent();
    replay.cookies.set(SESSION_COOKIE, sid);
    const me = await replay.request('GET', 'auth/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      message: expect.any(String),
      code: 'unauthenticated',
      key: 'common.notSignedIn',
    });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('accepts a body-less POST sent with a JSON content type', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('POST', 'auth/logout', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT auth/me/language', () => {
  it('stores the language', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('PUT', 'auth/me/language', { body: { language: 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.language).toBe('en');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('en');
  });

  it('refuses an unknown language with 422 and changes nothing', async () => {
    const user = await createUser(ctx.db, { language: 'nl' });
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('PUT', 'auth/me/language', { body: { language: 'de' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.language).toHaveLength(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('nl');
  });
});
