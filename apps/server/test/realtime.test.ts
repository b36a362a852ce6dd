import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationParentRoom, userRoom } from '@cp/contracts';
import { educationParents, faculties, notifications } from '../src/db/schema';
import { markRead } from '../src/domain/notifications/notifications';
import { notifyUser } from '../src/domain/notifications/notify-user';
import { RecordingPublisher, withEvents } from '../src/domain/events/publisher';
import { isSameOrigin } from '../src/realtime/socket-server';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createNotification, createUser } from './helpers/fixtures';
import {
  collect,
  connect,
  join,
  leave,
  listen,
  nextEvent,
  type TestSocket,
} from './helpers/realtime';

let ctx: TestContext;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx?.close();
});

async function educationParentAt(locationId: number) {
  const [faculty] = await ctx.db
    .insert(faculties)
    .values({ locationId, name: `Faculteit ${Math.random()}` })
    .returning();
  const [parent] = await ctx.db
    .insert(educationParents)
    .values({ facultyId: faculty!.id, name: 'Opleidingen' })
    .returning();
  return parent!;
}

/** A signed-in member of a licensed location, connected. */
async function member(locationId?: number) {
  const location = locationId ?? (await createLocation(ctx.db)).id;
  const user = await createUser(ctx.db, {
    memberships: [{ locationId: location, roles: ['user'] }],
  });
  const agent = await ctx.agent().signIn(user.email);
  const socket = await connect(baseUrl, agent);
  sockets.push(socket);
  return { user, agent, socket, locationId: location };
}

const publisher = () => ctx.app.realtime.publisher;

describe('realtime handshake', () => {
  it('works over long polling too (the first request the browser makes)', async () => {
    const me = await member();
    const agent = me.agent;
    const polling = await connect(baseUrl, agent, { polling: true });
    sockets.push(polling);
    expect(await join(polling, userRoom(me.user.id))).toEqual({ ok: true });
    const update = nextEvent(polling, 'reload_educations');
    publisher().publish(userRoom(me.user.id), 'reload_educations', {});
    expect(await update).toEqual({});
    await expect(connect(baseUrl, undefined, { polling: true })).rejects.toThrow('unauthenticated');
  });

  it("sends the app's security headers on the transport's own answers too (issue 11)", async () => {
    const requests: Record<string, string>[] = [{}, { origin: 'https://evil.example' }];
    for (const headers of requests) {
      const response = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers });
      await response.text();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('refuses a connection without a session', async () => {
    await expect(connect(baseUrl)).rejects.toThrow('unauthenticated');
  });

  it('refuses a made-up session cookie', async () => {
    const agent = ctx.agent();
    agent.cookies.set('sid', 'made-up');
    // The token bound to that cookie, so the refusal is about the session, not about CSRF.
    await agent.csrf();
    await expect(connect(baseUrl, agent)).rejects.toThrow('unauthenticated');
  });

  it('refuses a session without the matching CSRF token', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    await expect(connect(baseUrl, agent, { csrf: 'wrong' })).rejects.toThrow('csrf');
  });

  it('refuses another origin', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    await expect(connect(baseUrl, agent, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('accepts the same origin, PUBLIC_URL and (behind a trusted proxy) the forwarded host', () => {
    const request = (headers: Record<string, string>) => ({ headers }) as never;
    expect(isSameOrigin(request({ origin: 'http://a.nl', host: 'a.nl' }), undefined, false)).toBe(
      true,
    );
    expect(isSameOrigin(request({ origin: 'http://b.nl', host: 'a.nl' }), undefined, false)).toBe(
      false,
    );
    expect(
      isSameOrigin(request({ origin: 'https://p.nl', host: 'x:3000' }), 'https://p.nl', false),
    ).toBe(true);
    const forwarded = { origin: 'https://p.nl', host: 'x:3000', 'x-forwarded-host': 'p.nl' };
    expect(isSameOrigin(request(forwarded), undefined, true)).toBe(true);
    expect(isSameOrigin(request(forwarded), undefined, false)).toBe(false);
  });
});

describe('joining rooms', () => {
  it("joins one's own user room and refuses another user's", async () => {
    const me = await member();
    const other = await createUser(ctx.db);
    expect(await join(me.socket, userRoom(me.user.id))).toEqual({ ok: true });
    expect(await join(me.socket, userRoom(other.id))).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(me.socket, 'everyone')).toEqual({ ok: false, error: 'invalid_room' });
    expect(await join(me.socket, 'user.99999999999')).toEqual({
      ok: false,
      error: 'invalid_room',
    });

    // A refused room is never joined: nothing published there reaches me.
    const seen = collect(me.socket, 'notification_update');
    publisher().publish(userRoom(other.id), 'notification_update', { action: 'read', id: 1 });
    publisher().publish(userRoom(me.user.id), 'notification_update', { action: 'read', id: 2 });
    await expect(nextEvent(me.socket, 'notification_update')).resolves.toEqual({
      action: 'read',
      id: 2,
    });
    expect(seen).toEqual([{ action: 'read', id: 2 }]);
  });

  it('joins an education parent of its own licensed location only', async () => {
    const me = await member();
    const mine = await educationParentAt(me.locationId);
    const foreign = await educationParentAt((await createLocation(ctx.db)).id);
    const unlicensedLocation = await createLocation(ctx.db, { licensed: false });
    const colleague = await member(unlicensedLocation.id);
    const unlicensed = await educationParentAt(unlicensedLocation.id);

    expect(await join(me.socket, educationParentRoom(mine.id))).toEqual({ ok: true });
    expect(await join(me.socket, educationParentRoom(foreign.id))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await join(me.socket, educationParentRoom(2_000_000_000))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await join(colleague.socket, educationParentRoom(unlicensed.id))).toEqual({
      ok: false,
      error: 'no_license',
    });

    const update = nextEvent(me.socket, 'education_update');
    publisher().publish(educationParentRoom(mine.id), 'education_update', {
      education_parent_id: mine.id,
    });
    await expect(update).resolves.toEqual({ education_parent_id: mine.id });
  });

  it('lets the platform administrator join any licensed education parent', async () => {
    const location = await createLocation(ctx.db);
    const parent = await educationParentAt(location.id);
    const admin = await createUser(ctx.db, { isPlatformAdmin: true });
    const socket = await connect(baseUrl, await ctx.agent().signIn(admin.email));
    sockets.push(socket);
    expect(await join(socket, educationParentRoom(parent.id))).toEqual({ ok: true });
    expect(await join(socket, userRoom(admin.id + 1))).toEqual({ ok: false, error: 'forbidden' });
  });

  it('leaves a room on request: later events no longer arrive', async () => {
    const me = await member();
    const parent = await educationParentAt(me.locationId);
    const room = educationParentRoom(parent.id);
    await join(me.socket, room);
    await join(me.socket, userRoom(me.user.id));
    expect(await leave(me.socket, room)).toEqual({ ok: true });

    const seen = collect(me.socket, 'education_update');
    publisher().publish(room, 'education_update', { education_parent_id: parent.id });
    // A later event on a room still joined arrives after the first would have.
    publisher().publish(userRoom(me.user.id), 'reload_educations', {});
    await nextEvent(me.socket, 'reload_educations');
    expect(seen).toEqual([]);
  });

  it('refuses a join after the session ended, and disconnects', async () => {
    const me = await member();
    await me.agent.request('POST', 'auth/logout');
    const disconnected = new Promise((resolve) => me.socket.once('disconnect', resolve));
    expect(await join(me.socket, userRoom(me.user.id))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    await disconnected;
  });
});

describe('publish after commit', () => {
  it('sends queued events after the commit and drops them on rollback', async () => {
    const recorder = new RecordingPublisher();
    const user = await createUser(ctx.db);
    const room = userRoom(user.id);

    await expect(
      withEvents({ db: ctx.db, publisher: recorder }, async (tx, events) => {
        await notifyUser(
          { db: tx, userId: user.id, type: 'export_failed', text: 'Mislukt', now: new Date() },
          events,
        );
        expect(recorder.events).toEqual([]); // nothing leaves before the commit
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(recorder.events).toEqual([]);
    expect(await ctx.db.select().from(notifications)).not.toContainEqual(
      expect.objectContaining({ userId: user.id }),
    );

    const stored = await withEvents({ db: ctx.db, publisher: recorder }, (tx, events) =>
      notifyUser(
        {
          db: tx,
          userId: user.id,
          type: 'export_ready',
          text: 'Je export staat klaar',
          data: 'plan.xlsx',
          now: new Date(),
        },
        events,
      ),
    );
    expect(recorder.events).toEqual([{ room, event: 'notification', payload: stored }]);
    expect(stored).toMatchObject({ type: 'export_ready', data: 'plan.xlsx', opened_on: null });
  });

  it('delivers a notification to the user room only after the commit', async () => {
    const me = await member();
    await join(me.socket, userRoom(me.user.id));
    const seen = collect(me.socket, 'notification');
    const now = new Date();

    await expect(
      withEvents({ db: ctx.db, publisher: publisher() }, async (tx, events) => {
        await notifyUser(
          { db: tx, userId: me.user.id, type: 'export_failed', text: 'Weg', now },
          events,
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    const arrived = nextEvent(me.socket, 'notification');
    const stored = await withEvents({ db: ctx.db, publisher: publisher() }, (tx, events) =>
      notifyUser({ db: tx, userId: me.user.id, type: 'export_ready', text: 'Klaar', now }, events),
    );
    expect(await arrived).toEqual(stored);
    // The rolled-back one would have arrived first.
    expect(seen).toEqual([stored]);
  });
});

describe('notification_update', () => {
  it("reaches the user's other tab when one is read, all are read, or read ones are deleted", async () => {
    const me = await member();
    const secondTab = await connect(baseUrl, me.agent);
    sockets.push(secondTab);
    await join(secondTab, userRoom(me.user.id));
    const expiresAt = new Date(ctx.clock.current.getTime() + 86_400_000);
    const first = await createNotification(ctx.db, { userId: me.user.id, expiresAt });
    const second = await createNotification(ctx.db, { userId: me.user.id, expiresAt });

    let update = nextEvent(secondTab, 'notification_update');
    expect((await me.agent.request('PUT', `notifications/${first.id}/read`)).statusCode).toBe(200);
    expect(await update).toEqual({ action: 'read', id: first.id });

    update = nextEvent(secondTab, 'notification_update');
    expect((await me.agent.request('GET', 'notifications/all')).statusCode).toBe(200);
    expect(await update).toEqual({ action: 'read', id: second.id });

    const updates = collect(secondTab, 'notification_update');
    const last = nextEvent(secondTab, 'notification_update');
    expect((await me.agent.request('DELETE', 'notifications/all')).statusCode).toBe(200);
    await last;
    await expect.poll(() => updates.length).toBe(2);
    expect(updates).toEqual(
      expect.arrayContaining([
        { action: 'delete', id: first.id },
        { action: 'delete', id: second.id },
      ]),
    );
  });

  it('sends nothing when marking read fails or changes nothing', async () => {
    const recorder = new RecordingPublisher();
    const user = await createUser(ctx.db);
    const actor = { userId: user.id, isPlatformAdmin: false, language: null, sessionIdHash: 'x' };
    const expiresAt = new Date(Date.now() + 86_400_000);
    const read = await createNotification(ctx.db, {
      userId: user.id,
      openedAt: new Date(),
      expiresAt,
    });
    await markRead({ db: ctx.db, actor, now: new Date(), publisher: recorder, id: read.id });
    await expect(
      markRead({ db: ctx.db, actor, now: new Date(), publisher: recorder, id: read.id + 1000 }),
    ).rejects.toThrow();
    expect(recorder.events).toEqual([]);
  });
});
