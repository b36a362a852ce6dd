import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@cp/contracts';
import { sessions, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/http/cookies';
import { createTestContext, type TestContext } from './helpers/app';
import { createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const CSRF_REFUSAL = { message: 'Missing or invalid CSRF token', code: 'csrf' };

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
