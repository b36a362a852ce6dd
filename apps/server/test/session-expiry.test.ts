import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  // Small numbers keep the arithmetic readable: idle 30 minutes, absolute 2 hours.
  ctx = await createTestContext({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' });
});
afterAll(() => ctx?.close());

const MINUTE = 60_000;

async function sessionOf(userId: number) {
  const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

describe('session expiry', () => {
  it('ends a session that was idle too long', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    ctx.clock.advance(29 * MINUTE);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
    // Activity moved last_seen_at, so another 29 minutes are fine too.
    ctx.clock.advance(29 * MINUTE);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
    ctx.clock.advance(30 * MINUTE);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(401);
    expect(await sessionOf(user.id)).toBeUndefined();
  });

  it('ends an active session at its absolute expiry', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    for (let i = 0; i < 4; i++) {
      ctx.clock.advance(25 * MINUTE);
      expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
    }
    ctx.clock.advance(25 * MINUTE); // 125 minutes after sign-in, never idle
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const start = (await sessionOf(user.id))?.lastSeenAt;
    ctx.clock.advance(30_000);
    await agent.request('GET', 'auth/me');
    expect((await sessionOf(user.id))?.lastSeenAt).toEqual(start);
    ctx.clock.advance(31_000);
    await agent.request('GET', 'auth/me');
    expect((await sessionOf(user.id))?.lastSeenAt).toEqual(ctx.clock.current);
  });

  it('honours timestamps moved in the database (as another process would see them)', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(ctx.clock.current.getTime() - 1) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(401);
  });
});
