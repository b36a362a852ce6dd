import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  CSRF_COOKIE,
  CSRF_HEADER,
  ENDPOINT_SCHEMAS,
  isStateChanging,
  ROUTES,
  type TEndpointId,
} from '@cp/contracts';
import { faculties, notifications, sessions, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/http/cookies';
import type { Agent } from './helpers/agent';
import type { TestContext } from './helpers/app';
import { createLocation, createNotification, createUser } from './helpers/fixtures';
import { createPlanWorld, planEducation, type PlanWorld } from './helpers/plan';
import { sessionAgent } from './helpers/session-agent';

let world: PlanWorld;
let ctx: TestContext;
beforeAll(async () => {
  // A location with people and an education with a design: the walk over every GET route below
  // reaches the handlers with ids that exist.
  world = await createPlanWorld();
  ctx = world.ctx;
}, 120_000);
afterAll(() => world?.ctx.close());

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

/** A signed-in person (no argon2: a session made directly) with three unread notifications. */
async function personWithUnread() {
  const user = await createUser(ctx.db);
  const expiresAt = new Date(ctx.clock.now().getTime() + 86_400_000);
  for (let i = 0; i < 3; i += 1) await createNotification(ctx.db, { userId: user.id, expiresAt });
  return { user, agent: await sessionAgent(ctx, user.id) };
}
const unreadOf = async (userId: number) =>
  (
    await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.openedAt)))
  ).length;

describe('GET notifications/all changes state, so it is guarded like a POST (issue 25)', () => {
  it('refuses it without the token, with a wrong one, by HEAD and by an encoded path; nothing is marked read', async () => {
    const { user, agent } = await personWithUnread();
    const refusals = [
      await agent.request('GET', 'notifications/all', { csrf: false }),
      await agent.request('GET', 'notifications/all', {
        csrf: false,
        headers: { [CSRF_HEADER]: 'not-the-token' },
      }),
      await agent.request('HEAD', 'notifications/all', { csrf: false }),
      await agent.request('GET', '/%61pi/v1/notifications/all', { csrf: false }),
    ];
    for (const response of refusals) expect(response.statusCode).toBe(403);
    expect(refusals[0]?.json()).toEqual(CSRF_REFUSAL);
    expect(await unreadOf(user.id)).toBe(3);
  });

  it('refuses it from another site (Sec-Fetch-Site: cross-site) even with the token, as every change', async () => {
    const { user, agent } = await personWithUnread();
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const response = await agent.request('GET', 'notifications/all', { headers: crossSite });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_REFUSAL);
    const change = await agent.request('PUT', 'auth/me/language', {
      body: { language: 'en' },
      headers: crossSite,
    });
    expect(change.statusCode).toBe(403);
    expect(await unreadOf(user.id)).toBe(3);
  });

  it('marks all read with the token from our own site; a plain read needs no token from anywhere', async () => {
    const { user, agent } = await personWithUnread();
    const read = await agent.request('GET', 'notifications', {
      csrf: false,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const response = await agent.request('GET', 'notifications/all', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect(await unreadOf(user.id)).toBe(0);
  });
});

/*
 * The class, not the instance (issue 25): every GET route the app serves is called signed in,
 * while a statement-level trigger on every table records each INSERT, UPDATE, DELETE and TRUNCATE
 * (also one that touches no row, so a write that found nothing to change this time still shows).
 * A GET that writes must say `changesState` in its registry entry, and then it is guarded like a
 * POST (checked below for every flagged one), or be one of the few that write by design for a
 * reason of their own, listed here with that reason. A new GET that writes fails this test.
 */

/** What any signed-in request may write: the session guard's bookkeeping, not the route's. */
const BOOKKEEPING = new Set([
  // last_seen_at, at most once a minute, for the idle expiry.
  'sessions UPDATE',
  // An expired session is deleted on sight.
  'sessions DELETE',
]);

/**
 * GETs that write by design, the tables they may write, and why a request from another site
 * gains nothing by it. Keep it short: a new entry needs a reason of this kind (docs/api.md).
 */
const WRITES_BY_DESIGN: Partial<Record<TEndpointId, { tables: string[]; why: string }>> = {
  listTestFormats: {
    tables: ['test_formats'],
    why: "adds the location's missing default formats (insert, on conflict nothing): the same fixed rows any first read adds, nothing a caller chooses",
  },
  listActivities: {
    tables: ['activities'],
    why: 'adds the missing default activities, as listTestFormats',
  },
  checkInvitation: {
    tables: ['login_attempts'],
    why: 'a wrong token counts as a failed sign-in of that address (the throttle); the route is public, so another site gains nothing it could not do itself',
  },
  startSsoSignIn: {
    tables: ['sso_login_states'],
    why: 'stores the attempt bound to this browser by a cookie; a forged start only begins a sign-in that the person must finish at the provider',
  },
  finishSsoSignIn: {
    tables: [
      'sso_login_states',
      'sso_pending_links',
      'external_identities',
      'users',
      'memberships',
      'invitations',
      'sessions',
    ],
    why: "the provider's return is a GET by the protocol; its state is used once and bound to the browser that began it, so a forged return signs nobody in (docs/sso.md)",
  },
};

type Walker = { name: string; agent: Agent };
type Visit = { endpoint: TEndpointId; walker: string; status: number; writes: string[] };

describe('no GET changes state unless its registry entry says so (issue 25)', () => {
  let tables: string[] = [];
  const rowsOf = <T>(result: unknown): T[] =>
    Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

  beforeAll(async () => {
    tables = rowsOf<{ name: string }>(
      await ctx.db.execute(sql`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ).map((row) => row.name);
    await ctx.db.execute(sql`create table write_log (tbl text not null, op text not null)`);
    await ctx.db.execute(
      sql.raw(`create function log_write() returns trigger language plpgsql as $$
        begin insert into write_log values (TG_TABLE_NAME, TG_OP); return null; end $$`),
    );
    for (const name of tables) {
      await ctx.db.execute(
        sql`create trigger log_write after insert or update or delete or truncate on ${sql.identifier(name)} for each statement execute function log_write()`,
      );
    }
  });
  afterAll(async () => {
    for (const name of tables) {
      await ctx.db.execute(sql`drop trigger if exists log_write on ${sql.identifier(name)}`);
    }
    await ctx.db.execute(sql`drop function if exists log_write() cascade`);
    await ctx.db.execute(sql`drop table if exists write_log`);
  });

  /** The writes since the last call ("table OP"), the session guard's bookkeeping left out. */
  async function takeWrites(): Promise<string[]> {
    const rows = rowsOf<{ w: string }>(
      await ctx.db.execute(sql`select distinct tbl || ' ' || op as w from write_log order by 1`),
    );
    await ctx.db.execute(sql`delete from write_log`);
    return rows.map((row) => row.w).filter((write) => !BOOKKEEPING.has(write));
  }

  const getEndpoints = () =>
    [
      ...new Set(
        ctx.app.routeTable
          .filter((route) => route.method === 'GET' && route.url.startsWith(`${API_BASE}/`))
          .map((route) => route.endpoint),
      ),
    ].filter((endpoint): endpoint is TEndpointId => endpoint !== undefined);

  /** The endpoint's URL with ids that exist in the world (an enum parameter: its first value). */
  function urlFor(endpoint: TEndpointId, values: Record<string, string>): string {
    const params = (ENDPOINT_SCHEMAS[endpoint] as { params?: z.ZodType }).params;
    const shape = params instanceof z.ZodObject ? (params.shape as Record<string, z.ZodType>) : {};
    return (
      API_BASE +
      ROUTES[endpoint].path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
        const field = shape[name];
        if (field instanceof z.ZodEnum) return String(field.options[0]);
        return values[name] ?? '1';
      })
    );
  }

  it('walks every GET route as a platform administrator and as a designer: only flagged ones write', async () => {
    const education = await planEducation(world);
    const [faculty] = await ctx.db.select().from(faculties).limit(1);
    const platform = await createUser(ctx.db, { isPlatformAdmin: true });
    const walkers: Walker[] = [];
    for (const [name, userId] of [
      ['platform administrator', platform.id],
      ['designer', world.designer.user.id],
    ] as const) {
      const expiresAt = new Date(ctx.clock.now().getTime() + 86_400_000);
      for (let i = 0; i < 3; i += 1) await createNotification(ctx.db, { userId, expiresAt });
      walkers.push({ name, agent: await sessionAgent(ctx, userId) });
    }
    const values = {
      location: String(world.schoolId),
      education: String(education.id),
      education_parent: String(world.parentId),
      id: String(world.parentId),
      year: String(education.yearIds[0]),
      faculty: String(faculty?.id ?? 1),
      user: String(world.member.user.id),
      email: encodeURIComponent(world.member.user.email),
      token: 'x'.repeat(43),
    };

    const endpoints = getEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const visits: Visit[] = [];
    await takeWrites();
    for (const walker of walkers) {
      for (const endpoint of endpoints) {
        const response = await walker.agent.request('GET', urlFor(endpoint, values));
        visits.push({
          endpoint,
          walker: walker.name,
          status: response.statusCode,
          writes: await takeWrites(),
        });
      }
    }

    const unexplained = visits.filter(({ endpoint, writes }) => {
      if (writes.length === 0 || isStateChanging(ROUTES[endpoint])) return false;
      const allowed = WRITES_BY_DESIGN[endpoint]?.tables ?? [];
      return writes.some((write) => !allowed.includes(write.split(' ')[0] ?? ''));
    });
    console.info(
      `GET walk: ${visits.length} calls, ${visits.filter((v) => v.status < 300).length} answered 2xx/3xx; writes: ${JSON.stringify(visits.filter((v) => v.writes.length > 0).map((v) => `${v.walker} ${v.endpoint} ${v.status}: ${v.writes.join(', ')}`))}`,
    );
    expect(unexplained).toEqual([]);
    // The detector sees a write: the flagged GET did mark the walkers' notifications read.
    expect(
      visits.filter((v) => v.endpoint === 'markAllNotificationsRead').map((v) => v.writes),
    ).toEqual([['notifications UPDATE'], ['notifications UPDATE']]);
    // Most calls reached their handler (ids that exist): the walk proves something.
    expect(visits.filter((v) => v.status < 300).length).toBeGreaterThan(visits.length * 0.6);
  });

  it('every flagged GET is refused without the token and from another site, writing nothing', async () => {
    const flagged = getEndpoints().filter((endpoint) => isStateChanging(ROUTES[endpoint]));
    expect(flagged).toContain('markAllNotificationsRead');
    const { agent } = await personWithUnread();
    await takeWrites();
    for (const endpoint of flagged) {
      const url = urlFor(endpoint, { location: String(world.schoolId) });
      const bare = await agent.request('GET', url, { csrf: false });
      const crossSite = await agent.request('GET', url, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect([bare.statusCode, crossSite.statusCode], endpoint).toEqual([403, 403]);
      expect(await takeWrites(), endpoint).toEqual([]);
    }
  });
});
