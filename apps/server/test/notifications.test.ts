import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZNotificationListsResponseSchema } from '@cp/contracts';
import { notifications } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { createNotification, createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/*
 * A fixed clock: `expires_in` counts Amsterdam calendar days (SPEC §2), so what it says depends
 * on the hour of day. Wednesday 25 November 2026, 10:00 in Amsterdam (CET, UTC+1).
 */
const NOW = new Date('2026-11-25T09:00:00Z');
beforeEach(() => {
  ctx.clock.current = NOW;
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(ctx.clock.current.getTime() + days * DAY);

/** A user with two unread, one read and one expired notification, and a neighbour with one. */
async function setup() {
  const me = await createUser(ctx.db);
  const other = await createUser(ctx.db);
  const unreadOld = await createNotification(ctx.db, {
    userId: me.id,
    createdAt: inDays(-2),
    expiresAt: new Date('2026-11-30T23:30:00Z'), // Tue 1 Dec 00:30: 6 days on, 5 d 14.5 h away
  });
  const unreadNew = await createNotification(ctx.db, {
    userId: me.id,
    createdAt: inDays(-1),
    expiresAt: new Date('2026-11-27T07:00:00Z'), // Fri 08:00: the day after tomorrow, 46 h away
  });
  const read = await createNotification(ctx.db, {
    userId: me.id,
    openedAt: inDays(-1),
    expiresAt: new Date('2026-11-25T22:00:00Z'), // Wed 23:00: today
  });
  const expired = await createNotification(ctx.db, { userId: me.id, expiresAt: inDays(-0.1) });
  const theirs = await createNotification(ctx.db, { userId: other.id, expiresAt: inDays(3) });
  const theirsRead = await createNotification(ctx.db, {
    userId: other.id,
    openedAt: inDays(-1),
    expiresAt: inDays(3),
  });
  const agent = await ctx.agent().signIn(me.email);
  return { me, other, unreadOld, unreadNew, read, expired, theirs, theirsRead, agent };
}

const idsOf = (list: { id: number }[]) => list.map((n) => n.id);

describe('notifications', () => {
  it("lists the caller's own unread and read ones, newest first, without expired ones", async () => {
    const s = await setup();
    const response = await s.agent.request('GET', 'notifications');
    expect(response.statusCode).toBe(200);
    const { data } = ZNotificationListsResponseSchema.parse(response.json());
    expect(idsOf(data.unread)).toEqual([s.unreadNew.id, s.unreadOld.id]);
    expect(idsOf(data.read)).toEqual([s.read.id]);
    expect(data.unread.map((n) => n.expires_in)).toEqual([2, 6]);
    expect(data.read[0]?.expires_in).toBe(0);
    expect(data.read[0]?.opened_on).not.toBeNull();
    expect(data.unread[0]).toMatchObject({
      type: 'export_ready',
      data: 'export.pdf',
      opened_on: null,
    });
  });

  it('a brand-new 14-day notification expires in 14 days, also a minute later', async () => {
    const me = await createUser(ctx.db);
    const fresh = await createNotification(ctx.db, {
      userId: me.id,
      createdAt: NOW,
      expiresAt: inDays(14),
    });
    const agent = await ctx.agent().signIn(me.email);
    ctx.clock.advance(60_000);
    const { data } = ZNotificationListsResponseSchema.parse(
      (await agent.request('GET', 'notifications')).json(),
    );
    expect(data.unread.find((n) => n.id === fresh.id)?.expires_in).toBe(14);
  });

  it('GET notifications/all marks only my unread ones read', async () => {
    const s = await setup();
    const response = await s.agent.request('GET', 'notifications/all');
    const { data } = ZNotificationListsResponseSchema.parse(response.json());
    expect(data.unread).toEqual([]);
    expect(idsOf(data.read).sort()).toEqual([s.unreadOld.id, s.unreadNew.id, s.read.id].sort());
    const [theirs] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, s.theirs.id));
    expect(theirs?.openedAt).toBeNull();
  });

  it('DELETE notifications/all deletes only my read ones', async () => {
    const s = await setup();
    const response = await s.agent.request('DELETE', 'notifications/all');
    expect(response.statusCode).toBe(200);
    const { data } = ZNotificationListsResponseSchema.parse(response.json());
    expect(data.read).toEqual([]);
    expect(idsOf(data.unread)).toHaveLength(2);
    const mine = await ctx.db.select().from(notifications).where(eq(notifications.userId, s.me.id));
    expect(idsOf(mine).sort()).toEqual([s.unreadOld.id, s.unreadNew.id, s.expired.id].sort());
    const theirs = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.other.id));
    expect(idsOf(theirs).sort()).toEqual([s.theirs.id, s.theirsRead.id].sort());
  });

  it("PUT notifications/:id/read marks one of mine, and answers 404 for someone else's", async () => {
    const s = await setup();
    const mine = await s.agent.request('PUT', `notifications/${s.unreadOld.id}/read`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id: s.unreadOld.id });
    expect(mine.json().data.opened_on).toBe(ctx.clock.current.toISOString());

    const theirs = await s.agent.request('PUT', `notifications/${s.theirs.id}/read`);
    expect(theirs.statusCode).toBe(404);
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, s.theirs.id));
    expect(row?.openedAt).toBeNull();

    expect((await s.agent.request('PUT', `notifications/${s.expired.id}/read`)).statusCode).toBe(
      404,
    );
    expect((await s.agent.request('PUT', 'notifications/nope/read')).statusCode).toBe(422);
  });
});
