import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SESSION_ABSOLUTE_HOURS: '1', SESSION_CACHE_SECONDS: '5' });
});
afterAll(() => ctx?.close());

const SECOND = 1000;

describe('the in-memory session cache (SESSION_CACHE_SECONDS)', () => {
  it('forgets a session at logout on this process at once', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
    const sid = agent.cookies.get('sid');
    expect((await agent.request('POST', 'auth/logout')).statusCode).toBe(200);
    const replay = ctx.agent();
    replay.cookies.set('sid', sid ?? '');
    expect((await replay.request('GET', 'auth/me')).statusCode).toBe(401);
  });

  it('lets another process accept a session ended elsewhere for at most the cache time', async () => {
    const user = await createUser(ctx.db);
    const other = await ctx.buildAnother({ SESSION_CACHE_SECONDS: '5' });
    const agent = await ctx.agent().signIn(user.email);
    const onOther = new Agent(other);
    for (const [name, value] of agent.cookies) onOther.cookies.set(name, value);
    expect((await onOther.request('GET', 'auth/me')).statusCode).toBe(200);

    await agent.request('POST', 'auth/logout'); // ends it in the database, through this process
    expect((await onOther.request('GET', 'auth/me')).statusCode).toBe(200);
    ctx.clock.advance(5 * SECOND);
    expect((await onOther.request('GET', 'auth/me')).statusCode).toBe(401);
  });

  it('still ends a cached session at its absolute expiry', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const untilExpiry = (row?.expiresAt.getTime() ?? 0) - ctx.clock.current.getTime();
    ctx.clock.advance(untilExpiry - SECOND);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200); // now cached
    ctx.clock.advance(2 * SECOND); // within the cache time, past the absolute expiry
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(401);
  });

  it('answers auth/me with the new language right after a change', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    expect((await agent.request('GET', 'auth/me')).json().data.language).toBeNull();
    await agent.request('PUT', 'auth/me/language', { body: { language: 'en' } });
    expect((await agent.request('GET', 'auth/me')).json().data.language).toBe('en');
  });

  it('can be turned off', async () => {
    const user = await createUser(ctx.db);
    const uncached = await ctx.buildAnother({ SESSION_CACHE_SECONDS: '0' });
    const agent = new Agent(uncached);
    await agent.signIn(user.email);
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(200);
    await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(401);
  });
});
