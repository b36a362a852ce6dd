import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationParentRoom, userRoom } from '@cp/contracts';
import { buildApp } from '../src/app';
import {
  educationParents,
  faculties,
  memberships,
  notifications,
  sessions,
} from '../src/db/schema';
import { markRead } from '../src/domain/notifications/mark-read';
import { notifyUser } from '../src/domain/notifications/notify-user';
import { RecordingPublisher, withEvents } from '../src/domain/events/publisher';
import { hashSessionId } from '../src/domain/auth/session-ids';
import { isSameOrigin } from '../src/realtime/socket-server';
import { parseRoom, personSocketsRoom, sessionSocketsRoom } from '../src/realtime/rooms';
import { SOCKET_JOINS, SOCKET_REFUSALS, SOCKETS_PER_SESSION } from '../src/realtime/join-budget';
import { Agent } from './helpers/agent';
import { createTestContext, testConfig, type TestContext } from './helpers/app';
import { createLocation, createNotification, createUser, TEST_PASSWORD } from './helpers/fixtures';
import { lastMailTo, linkParts, mailsTo } from './helpers/mail';
import {
  collect,
  connect,
  countingDb,
  disconnected,
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
/** Waits for the reset mail, which is sent without holding up the answer. */
async function resetLink(email: string) {
  for (let i = 0; i < 50; i += 1) {
    if ((await mailsTo(ctx.config.dataDir, email)).length > 0) {
      return linkParts((await lastMailTo(ctx.config.dataDir, email)).link);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail to ${email}`);
}

/** Longer than the session cache (SESSION_CACHE_SECONDS, 5 by default). */
const SESSION_CACHE_MS = 6_000;

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

  it('refuses a join after the session ended unseen, and disconnects', async () => {
    const me = await member();
    // Gone from the database without a word to realtime (as a crashed process might leave it);
    // the join re-reads the session once the short cache has forgotten it.
    await ctx.db.delete(sessions).where(eq(sessions.userId, me.user.id));
    ctx.clock.advance(SESSION_CACHE_MS);
    const closed = disconnected(me.socket);
    expect(await join(me.socket, userRoom(me.user.id))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    await closed;
  });

  it("never lets a client join or leave the server's own rooms", async () => {
    const me = await member();
    const hash = hashSessionId(ctx.config.sessionSecret, me.agent.cookies.get('sid')!);
    for (const room of [sessionSocketsRoom(hash), personSocketsRoom(me.user.id)]) {
      expect(parseRoom(room)).toBeNull();
      expect(await join(me.socket, room)).toEqual({ ok: false, error: 'invalid_room' });
      expect(await leave(me.socket, room)).toEqual({ ok: true });
    }
    // Still in them: logging out closes this socket.
    const closed = disconnected(me.socket);
    await me.agent.request('POST', 'auth/logout');
    expect(await closed).toBe('io server disconnect');
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

describe('a socket ends with its session', () => {
  /** Connected, in the user's room, and listening for notifications. */
  async function tab(agent: Agent, userId: number) {
    const socket = await connect(baseUrl, agent);
    sockets.push(socket);
    expect(await join(socket, userRoom(userId))).toEqual({ ok: true });
    return socket;
  }

  /** A copy of the agent's cookies: another tab of the same browser (same session). */
  function sameBrowser(agent: Agent): Agent {
    const copy = ctx.agent();
    for (const [name, value] of agent.cookies) copy.cookies.set(name, value);
    return copy;
  }

  it('logout in one tab closes every socket of that session at once; nothing more arrives', async () => {
    const me = await member();
    await join(me.socket, userRoom(me.user.id));
    const secondTab = await tab(sameBrowser(me.agent), me.user.id);
    const otherDevice = await tab(await ctx.agent().signIn(me.user.email), me.user.id);
    const seen = [
      collect(me.socket, 'notification_update'),
      collect(secondTab, 'notification_update'),
    ];
    const closed = [disconnected(me.socket), disconnected(secondTab)];

    expect((await me.agent.request('POST', 'auth/logout')).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);

    const update = nextEvent(otherDevice, 'notification_update');
    publisher().publish(userRoom(me.user.id), 'notification_update', { action: 'read', id: 1 });
    await update; // the other session still hears it ...
    expect(seen).toEqual([[], []]); // ... the ended one does not
    // Coming back is refused: the web app then goes to sign-in.
    await expect(connect(baseUrl, sameBrowser(me.agent))).rejects.toThrow('unauthenticated');
  });

  it("a password change in session 1 closes session 2's sockets, not its own", async () => {
    const user = await createUser(ctx.db);
    const one = await ctx.agent().signIn(user.email);
    const two = await ctx.agent().signIn(user.email);
    const socketOne = await tab(one, user.id);
    const socketTwo = await tab(two, user.id);
    const closed = disconnected(socketTwo);
    const password = 'Nieuw-wachtwoord-2026';
    const response = await one.request('PUT', 'auth/me/password', {
      body: { current_password: TEST_PASSWORD, password, password_confirmation: password },
    });
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const update = nextEvent(socketOne, 'reload_educations');
    publisher().publish(userRoom(user.id), 'reload_educations', {});
    expect(await update).toEqual({});
    expect(socketOne.connected).toBe(true);
  });

  it('a password reset closes every socket of the account', async () => {
    const user = await createUser(ctx.db);
    const socket = await tab(await ctx.agent().signIn(user.email), user.id);
    const closed = disconnected(socket);
    const anonymous = ctx.agent();
    await anonymous.csrf();
    await anonymous.request('POST', 'auth/password/forgot', { body: { email: user.email } });
    const { token } = await resetLink(user.email);
    const password = 'Vergeten-wachtwoord-2026';
    const response = await anonymous.request('POST', 'auth/password/reset', {
      body: { email: user.email, token, password, password_confirmation: password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it("deactivating or removing a membership stops that location's events; other rooms join again", async () => {
    const location = await createLocation(ctx.db);
    const elsewhere = await createLocation(ctx.db);
    const admin = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    const adminAgent = await ctx.agent().signIn(admin.email);
    const here = await educationParentAt(location.id);
    const there = await educationParentAt(elsewhere.id);
    const person = await createUser(ctx.db, {
      memberships: [
        { locationId: location.id, roles: ['user'] },
        { locationId: elsewhere.id, roles: ['user'] },
      ],
    });
    const agent = await ctx.agent().signIn(person.email);

    for (const change of ['deactivate', 'remove'] as const) {
      const socket = await tab(agent, person.id);
      expect(await join(socket, educationParentRoom(here.id))).toEqual({ ok: true });
      const closed = disconnected(socket);
      const path = `locations/${location.id}/users/${person.id}`;
      const response =
        change === 'deactivate'
          ? await adminAgent.request('PUT', path, {
              body: {
                first_name: 'Test',
                middle_name: null,
                last_name: 'Gebruiker',
                roles: ['user'],
                activated: false,
              },
            })
          : await adminAgent.request('DELETE', path);
      expect(response.statusCode, response.body).toBe(200);
      expect(await closed).toBe('io server disconnect');

      // The session lives on (another location): the tab reconnects and joins afresh.
      const again = await tab(agent, person.id);
      expect(await join(again, educationParentRoom(here.id))).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(await join(again, educationParentRoom(there.id))).toEqual({ ok: true });
      const seen = collect(again, 'education_update');
      publisher().publish(educationParentRoom(here.id), 'education_update', {
        education_parent_id: here.id,
      });
      publisher().publish(educationParentRoom(there.id), 'education_update', {
        education_parent_id: there.id,
      });
      await expect.poll(() => seen.length).toBe(1);
      expect(seen).toEqual([{ education_parent_id: there.id }]);
      again.close();
      if (change === 'deactivate') {
        // Back for the second round: active again.
        await ctx.db
          .update(memberships)
          .set({ active: true })
          .where(eq(memberships.userId, person.id));
      }
    }
  });
});

describe('join limits', () => {
  it('refuses a flood of joins without a query each, then disconnects; others are not held up', async () => {
    const counting = countingDb(ctx.db);
    const app = await buildApp({ config: testConfig(), db: counting.db, clock: ctx.clock.now });
    try {
      const url = await listen(app);
      const location = await createLocation(ctx.db);
      const user = await createUser(ctx.db, {
        memberships: [{ locationId: location.id, roles: ['user'] }],
      });
      const flooderAgent = await new Agent(app).signIn(user.email);
      const flooder = await connect(url, flooderAgent);
      const closed = disconnected(flooder);

      const before = counting.count();
      const answers = await Promise.allSettled(
        Array.from({ length: 300 }, (_, i) => join(flooder, educationParentRoom(1_000_000 + i))),
      );
      const queries = counting.count() - before;
      const refused = answers.filter(
        (a) => a.status === 'fulfilled' && !a.value.ok && a.value.error === 'rate_limited',
      );
      expect(refused.length).toBeGreaterThanOrEqual(SOCKET_REFUSALS.capacity);
      // At most the socket's budget reached the database (one look-up each), not 300.
      expect(queries).toBeLessThanOrEqual(SOCKET_JOINS.capacity * 2);
      expect(await closed).toBe('io server disconnect');
      // ... and may not come straight back.
      await expect(connect(url, flooderAgent)).rejects.toThrow('rate_limited');

      // An honest person (another session) joins and reads as usual.
      const honest = await createUser(ctx.db, {
        memberships: [{ locationId: location.id, roles: ['user'] }],
      });
      const honestAgent = await new Agent(app).signIn(honest.email);
      const socket = await connect(url, honestAgent);
      const parent = await educationParentAt(location.id);
      expect(await join(socket, userRoom(honest.id))).toEqual({ ok: true });
      expect(await join(socket, educationParentRoom(parent.id))).toEqual({ ok: true });
      // Joining a room one is in answers at once, without the database.
      const beforeRepeat = counting.count();
      expect(await join(socket, educationParentRoom(parent.id))).toEqual({ ok: true });
      expect(counting.count()).toBe(beforeRepeat);
      expect((await honestAgent.request('GET', 'auth/me')).statusCode).toBe(200);
      socket.close();
    } finally {
      await app.close();
    }
  });

  it("charges handshakes and joins to the session's HTTP budget", async () => {
    const limited = await createTestContext({ RATE_LIMIT_PER_MINUTE: '30' });
    try {
      const url = await listen(limited.app);
      const user = await createUser(limited.db);
      const agent = await limited.agent().signIn(user.email);
      const remaining = async () => {
        const response = await agent.request('GET', 'auth/me');
        return Number(response.headers['x-ratelimit-remaining']);
      };
      const start = await remaining();
      const socket = await connect(url, agent); // 1
      await join(socket, userRoom(user.id)); // 2
      await join(socket, educationParentRoom(1_000_001)); // 3 (refused, still charged)
      await join(socket, userRoom(user.id)); // already in: free
      expect(await remaining()).toBe(start - 3 - 1);

      while ((await agent.request('GET', 'auth/me')).statusCode !== 429);
      expect(await join(socket, educationParentRoom(1_000_002))).toEqual({
        ok: false,
        error: 'rate_limited',
      });
      await expect(connect(url, agent)).rejects.toThrow('rate_limited');
      socket.close();
    } finally {
      await limited.close();
    }
  });

  it('opens at most SOCKETS_PER_SESSION sockets for one session', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const open: TestSocket[] = [];
    for (let i = 0; i < SOCKETS_PER_SESSION; i += 1) open.push(await connect(baseUrl, agent));
    await expect(connect(baseUrl, agent)).rejects.toThrow('rate_limited');
    for (const socket of open) socket.close();
  });
});

// Last: these move the shared clock by hours.
describe('a socket does not outlive an expired session', () => {
  it('closes the socket of a session idle for 8 hours at the next sweep, and keeps live ones', async () => {
    const idle = await member();
    const active = await member();
    const closed = disconnected(idle.socket);
    ctx.clock.advance(ctx.config.sessionIdleMs - 60_000);
    expect((await active.agent.request('GET', 'auth/me')).statusCode).toBe(200);
    ctx.clock.advance(120_000);
    await ctx.app.realtime.sweep();
    expect(await closed).toBe('io server disconnect');
    expect(active.socket.connected).toBe(true);
  });

  it('closes the socket at the absolute expiry, however active the session', async () => {
    const me = await member();
    const closed = disconnected(me.socket);
    // Active all along: a request every few hours keeps it from going idle.
    const step = ctx.config.sessionIdleMs / 2;
    for (let t = 0; t + step < ctx.config.sessionAbsoluteMs; t += step) {
      ctx.clock.advance(step);
      expect((await me.agent.request('GET', 'auth/me')).statusCode).toBe(200);
    }
    await ctx.app.realtime.sweep();
    expect(me.socket.connected).toBe(true);
    ctx.clock.advance(ctx.config.sessionAbsoluteMs);
    await ctx.app.realtime.sweep();
    expect(await closed).toBe('io server disconnect');
  });
});
