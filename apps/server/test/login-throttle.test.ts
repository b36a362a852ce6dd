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

  it('stops an IP that fails at 20 different addresses a minute (a spray)', async () => {
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

/** The school's one public address: every agent below signs in from it. */
let schoolIpCounter = 0;
const schoolIp = () => `192.0.2.${(schoolIpCounter += 1)}`;

describe('one address shared by a whole school (issue 25)', () => {
  it('a pupil’s 20 failures at a few accounts do not stop a teacher’s right password', async () => {
    const ip = schoolIp();
    const pupil = ctx.agent(ip);
    const classmates = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db)));
    for (const classmate of classmates) {
      for (let i = 0; i < 5; i++) {
        expect((await pupil.login(classmate.email, WRONG)).statusCode).toBe(401);
      }
    }
    // Each of those accounts is locked for the minute ...
    expect((await pupil.login(classmates[0]!.email)).statusCode).toBe(429);
    // ... but a teacher at the same address, on a computer never used to sign in, gets in.
    const teacher = await createUser(ctx.db);
    expect((await ctx.agent(ip).login(teacher.email)).statusCode).toBe(200);
    ctx.clock.advance(61_000);
  });

  it('with a device cookie the teacher gets in during a spray and while their account is guessed', async () => {
    const ip = schoolIp();
    const teacher = await createUser(ctx.db);
    const own = ctx.agent(ip);
    expect((await own.login(teacher.email)).statusCode).toBe(200);
    expect(own.cookies.get('sign_in_device')).toMatch(
      /^[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/,
    );

    const attacker = ctx.agent(ip);
    for (let i = 0; i < 5; i++) await attacker.login(teacher.email, WRONG);
    for (let i = 0; i < 20; i++) await attacker.login(`sprayed-${i}@example.nl`, WRONG);
    // From this address without the cookie: the spray and the guesses stop everyone.
    expect((await ctx.agent(ip).login(teacher.email)).statusCode).toBe(429);
    expect((await ctx.agent(ip).login((await createUser(ctx.db)).email)).statusCode).toBe(429);
    // The teacher's own computer is no stranger to the account: counted apart, and in.
    expect((await own.login(teacher.email)).statusCode).toBe(200);
    ctx.clock.advance(61_000);
  });

  it('a device cookie counts only for its own address, and a device gets 5 tries a minute', async () => {
    const ip = schoolIp();
    const pupil = await createUser(ctx.db);
    const teacher = await createUser(ctx.db);
    const agent = ctx.agent(ip);
    expect((await agent.login(pupil.email)).statusCode).toBe(200);
    // The pupil's cookie is worth nothing at the teacher's address: counted as a stranger's.
    for (let i = 0; i < 5; i++) {
      expect((await agent.login(teacher.email, WRONG)).statusCode).toBe(401);
    }
    expect((await agent.login(teacher.email)).statusCode).toBe(429);
    // At the pupil's own address the device has its own limit, even for the right password.
    for (let i = 0; i < 5; i++) {
      expect((await agent.login(pupil.email, WRONG)).statusCode).toBe(401);
    }
    expect((await agent.login(pupil.email)).statusCode).toBe(429);
    ctx.clock.advance(61_000);
    expect((await agent.login(pupil.email)).statusCode).toBe(200);
  });

  it('a forged cookie is a stranger’s', async () => {
    const ip = schoolIp();
    const teacher = await createUser(ctx.db);
    const own = ctx.agent(ip);
    expect((await own.login(teacher.email)).statusCode).toBe(200);
    const cookie = own.cookies.get('sign_in_device')!;
    const forged = ctx.agent(ip);
    forged.cookies.set('sign_in_device', `${cookie.slice(0, -43)}${'A'.repeat(43)}`);
    for (let i = 0; i < 5; i++) await forged.login(teacher.email, WRONG);
    expect((await forged.login(teacher.email)).statusCode).toBe(429);
    // The real one is still the device.
    expect((await own.login(teacher.email)).statusCode).toBe(200);
    ctx.clock.advance(61_000);
  });

  it('a device cookie stops counting after half a year', async () => {
    const ip = schoolIp();
    const teacher = await createUser(ctx.db);
    const own = ctx.agent(ip);
    expect((await own.login(teacher.email)).statusCode).toBe(200);
    ctx.clock.advance(181 * 24 * 3_600_000);
    // Kept past its expiry (a browser would have dropped it): counted as a stranger's.
    for (let i = 0; i < 5; i++) await own.login(teacher.email, WRONG);
    expect((await ctx.agent().login(teacher.email)).statusCode).toBe(429);
    ctx.clock.advance(61_000);
  });

  it('someone who mistyped and then got in is no part of a spray', async () => {
    const ip = schoolIp();
    const agent = ctx.agent(ip);
    const teacher = await createUser(ctx.db);
    for (let i = 0; i < 18; i++) await agent.login(`wrong-${i}@example.nl`, WRONG);
    expect((await agent.login(teacher.email, WRONG)).statusCode).toBe(401);
    expect((await agent.login(teacher.email)).statusCode).toBe(200);
    // 18 addresses count now, not 19: two more may fail before the IP waits.
    const stranger = ctx.agent(ip);
    expect((await stranger.login('late-1@example.nl', WRONG)).statusCode).toBe(401);
    expect((await stranger.login('late-2@example.nl', WRONG)).statusCode).toBe(401);
    expect((await stranger.login('late-3@example.nl', WRONG)).statusCode).toBe(429);
    ctx.clock.advance(61_000);
  });
});
