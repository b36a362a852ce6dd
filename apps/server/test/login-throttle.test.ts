import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/http/cookies';
import { createTestContext, type TestContext } from './helpers/app';
import { createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const WRONG = 'Wrong!Pass1';

describe('sign-in throttling', () => {
  it('lets at most 5 of 50 parallel wrong passwords for one address be checked (issue 11)', async () => {
    const user = await createUser(ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ctx.agent(`10.99.${i}.1`).login(user.email, WRONG)),
    );
    const checked = answers.filter((response) => response.statusCode === 401).length;
    const refused = answers.filter((response) => response.statusCode === 429).length;
    expect(checked + refused).toBe(50);
    // All 50 may see each other's claims and be refused: then none was checked.
    expect(checked).toBeLessThanOrEqual(5);
    // A refused attempt took its claim back; every checked one is a failure on record.
    const rows = await ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `email:${user.email}`));
    expect(rows).toHaveLength(checked);
    ctx.clock.advance(61_000);
  });

  it('answers 429 with Retry-After after 5 failures for an address, even with the right password', async () => {
    const user = await createUser(ctx.db);
    const agent = ctx.agent();
    for (let i = 0; i < 5; i++) {
      expect((await agent.login(user.email, WRONG)).statusCode).toBe(401);
      ctx.clock.advance(1000);
    }
    const refused = await agent.login(user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.any(String),
      code: 'rate_limited',
      key: 'account.tooManySignInAttempts',
    });
    // The first failure leaves the one-minute window 55 s from now.
    expect(refused.headers['retry-after']).toBe('55');
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    // Another IP does not help: the count is per address.
    expect((await ctx.agent().login(user.email)).statusCode).toBe(429);

    ctx.clock.advance(56_000);
    expect((await agent.login(user.email)).statusCode).toBe(200);
  });

  it('counts failures per IP across addresses (20 per minute)', async () => {
    const agent = ctx.agent();
    for (let i = 0; i < 20; i++) {
      expect((await agent.login(`nobody-${i}@example.nl`, WRONG)).statusCode).toBe(401);
    }
    const user = await createUser(ctx.db);
    const refused = await agent.login(user.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address still works.
    expect((await ctx.agent().login(user.email)).statusCode).toBe(200);
    ctx.clock.advance(61_000);
  });

  it('forgets earlier typos of an address after a successful sign-in', async () => {
    const user = await createUser(ctx.db);
    const agent = ctx.agent();
    for (let i = 0; i < 4; i++) await agent.login(user.email, WRONG);
    expect((await agent.login(user.email)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await agent.login(user.email, WRONG);
    expect((await agent.login(user.email)).statusCode).toBe(200);
  });
});
