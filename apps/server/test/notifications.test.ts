import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PAGE_SIZE,
  ZNotificationListsResponseSchema,
  type TNotificationList,
} from '@cp/contracts';
import { loginAttempts, notifications } from '../src/db/schema';
import { NOTIFICATIONS_PER_SENDER } from '../src/domain/notifications/notification-rate';
import { NOTIFY_PAIR } from '../src/domain/throttle/attempts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createNotification, createUser } from './helpers/fixtures';
import { sessionAgent } from './helpers/session-agent';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/*
 * A fixed clock: `expires_in` counts Amsterdam calendar days (docs/notifications.md), so what it
 * says depends on the hour of day. Wednesday 25 November 2026, 10:00 in Amsterdam (CET, UTC+1).
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

const listsOf = (response: { json(): unknown }) =>
  ZNotificationListsResponseSchema.parse(response.json()).data;

/** `unread` unread and `read` read notifications of a new user, created oldest first. */
async function personWith(counts: { unread: number; read: number }) {
  const me = await createUser(ctx.db);
  const ids: Record<TNotificationList, number[]> = { unread: [], read: [] };
  const total = counts.unread + counts.read;
  for (let i = 0; i < total; i += 1) {
    // Read and unread interleaved, so a page of one list must skip the other's rows.
    const list: TNotificationList =
      i % 2 === 1 && ids.read.length < counts.read ? 'read' : 'unread';
    const chosen = ids.unread.length >= counts.unread ? 'read' : list;
    const row = await createNotification(ctx.db, {
      userId: me.id,
      createdAt: new Date(NOW.getTime() - (total - i) * 60_000),
      openedAt: chosen === 'read' ? NOW : null,
      expiresAt: inDays(3),
    });
    ids[chosen].push(row.id);
  }
  // An expired one and a neighbour's: never counted, never listed.
  await createNotification(ctx.db, { userId: me.id, expiresAt: inDays(-0.1) });
  const other = await createUser(ctx.db);
  await createNotification(ctx.db, { userId: other.id, expiresAt: inDays(3) });
  return { me, ids, agent: await sessionAgent(ctx, me.id) };
}

/** Follows `*_next` through a list; answers every page's ids. */
async function pagesOf(agent: Agent, list: TNotificationList, first: number | null) {
  const pages: number[][] = [];
  let before = first;
  while (before !== null) {
    const response = await agent.request('GET', `notifications?list=${list}&before=${before}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = listsOf(response);
    expect(data[list === 'unread' ? 'read' : 'unread']).toEqual([]);
    pages.push(idsOf(data[list]));
    before = data[list === 'unread' ? 'unread_next' : 'read_next'];
  }
  return pages;
}

describe('notifications in pages (issue 25: one person got 150 at once)', () => {
  it('answers the newest page of each list with the totals; every notification comes exactly once across the pages', async () => {
    const s = await personWith({ unread: 123, read: 45 });
    const first = listsOf(await s.agent.request('GET', 'notifications'));
    expect(first.unread).toHaveLength(NOTIFICATION_PAGE_SIZE.unread);
    expect(first.read).toHaveLength(NOTIFICATION_PAGE_SIZE.read);
    expect([first.unread_count, first.read_count]).toEqual([123, 45]);

    for (const list of ['unread', 'read'] as const) {
      const next = first[list === 'unread' ? 'unread_next' : 'read_next'];
      const pages = [idsOf(first[list]), ...(await pagesOf(s.agent, list, next))];
      const seen = pages.flat();
      // Newest first, none twice, none missing, and only full pages before the last.
      expect(seen).toEqual([...s.ids[list]].reverse());
      expect(pages.slice(0, -1).every((page) => page.length === NOTIFICATION_PAGE_SIZE[list])).toBe(
        true,
      );
    }
  });

  it('keeps the next pages right when new ones arrive meanwhile (the cursor is an id)', async () => {
    const s = await personWith({ unread: 60, read: 0 });
    const first = listsOf(await s.agent.request('GET', 'notifications'));
    await createNotification(ctx.db, { userId: s.me.id, expiresAt: inDays(3) });
    const rest = await pagesOf(s.agent, 'unread', first.unread_next);
    expect([...idsOf(first.unread), ...rest.flat()]).toEqual([...s.ids.unread].reverse());
  });

  it('a short list is one page without a next; an empty one says 0', async () => {
    const s = await personWith({ unread: 2, read: 0 });
    const data = listsOf(await s.agent.request('GET', 'notifications'));
    expect(data).toMatchObject({
      unread_count: 2,
      read_count: 0,
      unread_next: null,
      read_next: null,
      read: [],
    });
  });

  it('refuses a bad page query with 422', async () => {
    const s = await personWith({ unread: 1, read: 0 });
    for (const query of [
      'before=5',
      'list=all',
      'list=unread&before=0',
      'list=unread&before=2147483648',
      'list=unread&before=abc',
    ]) {
      const response = await s.agent.request('GET', `notifications?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('marks all read and deletes the read ones across every page, not only the first', async () => {
    const s = await personWith({ unread: 130, read: 30 });
    const marked = await s.agent.request('GET', 'notifications/all');
    expect(listsOf(marked)).toMatchObject({ unread: [], unread_count: 0, read_count: 160 });
    const unreadLeft = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.me.id), isNull(notifications.openedAt)));
    expect(unreadLeft).toEqual([]);
    const deleted = await s.agent.request('DELETE', 'notifications/all');
    expect(listsOf(deleted)).toMatchObject({ read: [], read_count: 0, unread_count: 0 });
    const left = await ctx.db.select().from(notifications).where(eq(notifications.userId, s.me.id));
    expect(left).toEqual([]);
  });
});

describe('review requests are bounded (issue 25)', () => {
  async function school() {
    const location = await createLocation(ctx.db);
    const parentId = await createEducationParent(ctx.db, location.id);
    const person = async (roles: ('designer' | 'user')[]) => {
      const user = await createUser(ctx.db, {
        memberships: [{ locationId: location.id, roles }],
      });
      return { user, agent: await sessionAgent(ctx, user.id) };
    };
    const education = async () =>
      (await createEducation(ctx.db, { locationId: location.id, educationParentId: parentId })).id;
    return { location, person, education };
  }
  const url = (locationId: number, educationId: number, action: string) =>
    `locations/${locationId}/educations/${educationId}/${action}`;
  const requestsOf = async (userId: number) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'review_requested')));

  it('150 submit and stop-review cycles leave one review request, and every submit still works', async () => {
    const { location, person, education } = await school();
    const designer = await person(['designer']);
    const reviewer = await person(['user']);
    const id = await education();
    for (let cycle = 0; cycle < 150; cycle += 1) {
      const submit = await designer.agent.request('POST', url(location.id, id, 'submit'), {
        body: { reviewer_ids: [reviewer.user.id] },
      });
      expect(submit.statusCode, submit.body).toBe(200);
      const stop = await designer.agent.request('POST', url(location.id, id, 'stop-review'));
      expect(stop.statusCode, stop.body).toBe(200);
    }
    const rows = await requestsOf(reviewer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ openedAt: null, collapseKey: `review_requested:${id}` });
    const panel = listsOf(await reviewer.agent.request('GET', 'notifications'));
    expect(panel.unread_count).toBe(1);
    // 300 requests: about 15 s on PGlite, more on a busy machine.
  }, 180_000);

  it('a new request replaces the earlier one also once it was read, and comes unread', async () => {
    const { location, person, education } = await school();
    const designer = await person(['designer']);
    const reviewer = await person(['user']);
    const id = await education();
    const submit = () =>
      designer.agent.request('POST', url(location.id, id, 'submit'), {
        body: { reviewer_ids: [reviewer.user.id] },
      });
    await submit();
    const [first] = await requestsOf(reviewer.user.id);
    await reviewer.agent.request('GET', 'notifications/all');
    await designer.agent.request('POST', url(location.id, id, 'stop-review'));
    await submit();
    const rows = await requestsOf(reviewer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(first?.id);
    expect(rows[0]?.openedAt).toBeNull();
  });

  it(`one sender gets at most ${NOTIFICATIONS_PER_SENDER} notifications to one person into the window; others and later ones still come`, async () => {
    const { location, person, education } = await school();
    const designer = await person(['designer']);
    const other = await person(['designer']);
    const reviewer = await person(['user']);
    const second = await person(['user']);
    const ids: number[] = [];
    for (let i = 0; i < NOTIFICATIONS_PER_SENDER + 5; i += 1) ids.push(await education());
    // In parallel: the bound holds for requests that overlap too.
    const answers = await Promise.all(
      ids.map((id) =>
        designer.agent.request('POST', url(location.id, id, 'submit'), {
          body: { reviewer_ids: [reviewer.user.id] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    expect(await requestsOf(reviewer.user.id)).toHaveLength(NOTIFICATIONS_PER_SENDER);

    // Per pair: another sender reaches the same person, the same sender another person.
    const fromOther = await education();
    await other.agent.request('POST', url(location.id, fromOther, 'submit'), {
      body: { reviewer_ids: [reviewer.user.id] },
    });
    const toSecond = await education();
    await designer.agent.request('POST', url(location.id, toSecond, 'submit'), {
      body: { reviewer_ids: [second.user.id] },
    });
    expect(await requestsOf(reviewer.user.id)).toHaveLength(NOTIFICATIONS_PER_SENDER + 1);
    expect(await requestsOf(second.user.id)).toHaveLength(1);

    // The window slides: ten minutes on, the sender reaches the person again.
    ctx.clock.advance(NOTIFY_PAIR.windowMs);
    const later = await education();
    await designer.agent.request('POST', url(location.id, later, 'submit'), {
      body: { reviewer_ids: [reviewer.user.id] },
    });
    expect(await requestsOf(reviewer.user.id)).toHaveLength(NOTIFICATIONS_PER_SENDER + 2);
    const counted = await ctx.db
      .select()
      .from(loginAttempts)
      .where(like(loginAttempts.key, `notify:${designer.user.id}:%`));
    expect(counted.length).toBeGreaterThan(0);
  });
});
