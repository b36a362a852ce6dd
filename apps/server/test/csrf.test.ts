import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@cp/contracts';
import { faculties, sessions, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/http/cookies';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const CSRF_REFUSAL = { message: expect.any(String), code: 'csrf', key: 'common.csrf' };

describe('CSRF double submit', () => {
  it('GET auth/csrf sets a readable token cookie and keeps an existing one', async () => {
    const agent = ctx.agent();
    const response = await agent.request('GET', 'auth/csrf');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    const again = await agent.request('GET', 'auth/csrf');
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBe(cookie?.value);
  });

  it('refuses a logout without the header, and the session keeps working', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('POST', 'auth/logout', { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      1,
    );
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
  });

  it('refuses a language change with a wrong header and leaves the language unchanged', async () => {
    const user = await createUser(ctx.db, { language: 'nl' });
    const agent = await ctx.agent().signIn(user.email);
    for (const header of [undefined, 'not-the-token', '']) {
      const response = await agent.request('PUT', 'auth/me/language', {
        body: { language: 'en' },
        csrf: false,
        headers: header === undefined ? {} : { [CSRF_HEADER]: header },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(CSRF_REFUSAL);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('nl');
  });

  it('refuses a header without the cookie (the token must match the cookie)', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const token = agent.cookies.get(CSRF_COOKIE)!;
    agent.cookies.delete(CSRF_COOKIE);
    const response = await agent.request('POST', 'auth/logout', {
      headers: { [CSRF_HEADER]: token },
    });
    expect(response.statusCode).toBe(403);
    expect(agent.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('also guards sign-in, before the body is read', async () => {
    const user = await createUser(ctx.db);
    const agent = ctx.agent();
    const response = await agent.request('POST', 'auth/login', {
      body: { email: user.email, password: 'whatever' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // Even broken JSON is refused for CSRF first: nothing is parsed for a forged request.
    const broken = await agent.request('POST', 'auth/login', {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(403);
  });
});

describe('CSRF on every path, bound to the session (issue 11: encoded-path bypass)', () => {
  async function signedInAdmin() {
    const location = await createLocation(ctx.db);
    const user = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    return { location, agent: await ctx.agent().signIn(user.email) };
  }
  const facultyCount = async (locationId: number) =>
    (await ctx.db.select().from(faculties).where(eq(faculties.locationId, locationId))).length;

  it('refuses encoded spellings of the API path without the token, and nothing is created', async () => {
    const { location, agent } = await signedInAdmin();
    for (const prefix of ['/%61pi/v1', '/ap%69/v1', '/%61%70%69/v1', '/api/%761', '//api/v1']) {
      const response = await agent.request('POST', `${prefix}/locations/${location.id}/faculties`, {
        body: { name: 'Forged' },
        csrf: false,
      });
      expect(response.statusCode, prefix).toBe(403);
      expect(response.json()).toEqual(CSRF_REFUSAL);
    }
    expect(await facultyCount(location.id)).toBe(0);
  });

  it('refuses bodies an HTML form can send (text/plain, urlencoded, multipart) without the token', async () => {
    const { location, agent } = await signedInAdmin();
    const forms: Record<string, string> = {
      'text/plain': '{"name":"Forged"}',
      'application/x-www-form-urlencoded': 'name=Forged',
      'multipart/form-data; boundary=x':
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--\r\n',
    };
    for (const [type, body] of Object.entries(forms)) {
      for (const path of [`locations/${location.id}/faculties`, `/%61pi/v1/auth/logout`]) {
        const response = await agent.request('POST', path, {
          body,
          csrf: false,
          headers: { 'content-type': type },
        });
        expect(response.statusCode, `${type} ${path}`).toBe(403);
      }
    }
    expect(await facultyCount(location.id)).toBe(0);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
  });

  it('binds the token to the session: sign-in issues a new one, a planted pair is refused', async () => {
    const { location, agent } = await signedInAdmin();
    const anonymous = ctx.agent();
    const before = await anonymous.csrf();
    const user = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    await anonymous.signIn(user.email);
    expect(anonymous.cookies.get(CSRF_COOKIE)).not.toBe(before);

    // An attacker who can set cookies (a sibling subdomain) plants a cookie and header of their
    // own choosing next to the victim's session: it does not match the session, so it is refused.
    const planted = 'p'.repeat(43);
    agent.cookies.set(CSRF_COOKIE, planted);
    const forged = await agent.request('POST', `locations/${location.id}/faculties`, {
      body: { name: 'Forged' },
      headers: { [CSRF_HEADER]: planted },
    });
    expect(forged.statusCode).toBe(403);
    // Another session's token does not work either.
    const other = anonymous.cookies.get(CSRF_COOKIE)!;
    agent.cookies.set(CSRF_COOKIE, other);
    const borrowed = await agent.request('POST', `locations/${location.id}/faculties`, {
      body: { name: 'Forged' },
    });
    expect(borrowed.statusCode).toBe(403);
    expect(await facultyCount(location.id)).toBe(0);

    // The page (or auth/csrf) hands the session's own token back, and then the change goes through.
    await agent.csrfRefresh();
    const allowed = await agent.request('POST', `locations/${location.id}/faculties`, {
      body: { name: 'Echt' },
    });
    expect(allowed.statusCode).toBe(201);
  });

  it("logout replaces the token, so the old session's token is not left behind", async () => {
    const { agent } = await signedInAdmin();
    const token = agent.cookies.get(CSRF_COOKIE);
    expect((await agent.request('POST', 'auth/logout')).statusCode).toBe(200);
    expect(agent.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(agent.cookies.get(CSRF_COOKIE)).not.toBe(token);
  });
});
