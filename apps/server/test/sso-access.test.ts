import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MESSAGES, ZLocationListResponseSchema } from '@cp/contracts';
import { ownerExportScope, exportScopeFor } from '../src/domain/exports/export-access';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducationParent } from './helpers/educations';
import { createLocation, createUser, TEST_PASSWORD } from './helpers/fixtures';
import { connect as connectSocket, join as joinRoom, listen } from './helpers/realtime';
import { connectionBody, connectionRows } from './helpers/sso';
import { sessionAgent } from './helpers/session-agent';

/*
 * Password sign-in is a rule per school (issue 25, decision 0020): a school that turned it off
 * admits its members only in a session begun through its own single sign-on, through the one
 * access decision (HTTP, the location list, realtime rooms, exports); the password keeps
 * working at the person's other schools, and is refused at sign-in only when it would open
 * nothing. The sign-in flow itself is in sso.test.ts, with real providers.
 */

let ctx: TestContext;
let platform: Agent;
/** Takes passwords. */
let open: Awaited<ReturnType<typeof createLocation>>;
/** Single sign-on only, two of them, each with its own connection. */
let closed: Awaited<ReturnType<typeof createLocation>>;
let closedToo: Awaited<ReturnType<typeof createLocation>>;
let closedConnection: number;
let closedTooConnection: number;

async function ssoOnly(locationId: number): Promise<number> {
  const saved = await platform.request('PUT', `locations/${locationId}/sso/surfconext`, {
    body: connectionBody('surfconext'),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const off = await platform.request('PUT', `locations/${locationId}/sso`, {
    body: { password_login: false },
  });
  expect(off.statusCode, off.body).toBe(200);
  const [connection] = await connectionRows(ctx.db, locationId);
  return connection!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await sessionAgent(ctx, (await createUser(ctx.db, { isPlatformAdmin: true })).id);
  open = await createLocation(ctx.db, { title: 'Open school' });
  closed = await createLocation(ctx.db, { title: 'Closed school' });
  closedToo = await createLocation(ctx.db, { title: 'Other closed school' });
  closedConnection = await ssoOnly(closed.id);
  closedTooConnection = await ssoOnly(closedToo.id);
});
afterAll(() => ctx?.close());

const faculties = (agent: Agent, locationId: number) =>
  agent.request('GET', `locations/${locationId}/faculties`);

async function listed(agent: Agent) {
  const response = await agent.request('GET', 'locations');
  expect(response.statusCode).toBe(200);
  const rows = ZLocationListResponseSchema.parse(response.json()).data;
  return new Map(rows.map((row) => [row.id, row.sso_required]));
}

describe('a password session at two schools, one of which allows only single sign-on', () => {
  it('signs in, works at the school that takes passwords, and is refused at the other with sso_required', async () => {
    const teacher = await createUser(ctx.db, {
      memberships: [
        { locationId: open.id, roles: ['designer'] },
        { locationId: closed.id, roles: ['designer'] },
      ],
    });
    const agent = ctx.agent();
    expect((await agent.login(teacher.email)).statusCode).toBe(200);
    expect((await faculties(agent, open.id)).statusCode).toBe(200);
    const refused = await faculties(agent, closed.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'sso_required',
      key: SSO_MESSAGES.schoolAccountRequired,
    });
    // The locations screen says so per location, with the providers to sign in with.
    const choices = await listed(agent);
    expect(choices.get(open.id)).toBeNull();
    expect(choices.get(closed.id)).toEqual(['surfconext']);
  });

  it('a session begun through the school’s own connection opens it; another school’s does not', async () => {
    const teacher = await createUser(ctx.db, {
      memberships: [
        { locationId: open.id, roles: ['user'] },
        { locationId: closed.id, roles: ['user'] },
        { locationId: closedToo.id, roles: ['user'] },
      ],
    });
    const throughClosed = await sessionAgent(ctx, teacher.id, {
      ssoConnectionId: closedConnection,
    });
    expect((await faculties(throughClosed, closed.id)).statusCode).toBe(200);
    expect((await faculties(throughClosed, open.id)).statusCode).toBe(200);
    const other = await faculties(throughClosed, closedToo.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('sso_required');
    const choices = await listed(throughClosed);
    expect(choices.get(closed.id)).toBeNull();
    expect(choices.get(closedToo.id)).toEqual(['surfconext']);

    const throughOther = await sessionAgent(ctx, teacher.id, {
      ssoConnectionId: closedTooConnection,
    });
    expect((await faculties(throughOther, closedToo.id)).statusCode).toBe(200);
    expect((await faculties(throughOther, closed.id)).statusCode).toBe(403);
  });

  it('tells a stranger only the plain 403, and exempts the platform administrator', async () => {
    const stranger = await createUser(ctx.db, {
      memberships: [{ locationId: open.id, roles: ['admin'] }],
    });
    const agent = await sessionAgent(ctx, stranger.id);
    const refused = await faculties(agent, closed.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await faculties(platform, closed.id)).statusCode).toBe(200);
    expect([...(await listed(platform)).values()].every((value) => value === null)).toBe(true);
  });
});

describe('the password at sign-in', () => {
  it('is refused, after the right one only, when no school of the account takes passwords', async () => {
    const onlyClosed = await createUser(ctx.db, {
      memberships: [
        { locationId: closed.id, roles: ['user'] },
        { locationId: closedToo.id, roles: ['user'] },
        // Switched off at the open school: it opens nothing there.
        { locationId: open.id, roles: ['user'], active: false },
      ],
    });
    const refused = await ctx.agent().login(onlyClosed.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'sso_required',
      key: SSO_MESSAGES.passwordLoginOff,
    });
    expect(refused.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    const wrong = await ctx.agent().login(onlyClosed.email, 'Wrong!Pass1');
    expect(wrong.statusCode).toBe(401);
  });

  it('is accepted with one school that takes passwords, without any membership, and for the platform administrator', async () => {
    const both = await createUser(ctx.db, {
      memberships: [
        { locationId: closed.id, roles: ['user'] },
        { locationId: open.id, roles: ['user'] },
      ],
    });
    expect((await ctx.agent().login(both.email)).statusCode).toBe(200);
    const none = await createUser(ctx.db);
    expect((await ctx.agent().login(none.email, TEST_PASSWORD)).statusCode).toBe(200);
    const vendor = await createUser(ctx.db, {
      isPlatformAdmin: true,
      memberships: [{ locationId: closed.id, roles: ['admin'] }],
    });
    expect((await ctx.agent().login(vendor.email)).statusCode).toBe(200);
  });
});

describe('every way in asks the same decision', () => {
  it('realtime: a password session cannot join a room of the school, its single sign-on session can', async () => {
    const baseUrl = await listen(ctx.app);
    const parent = await createEducationParent(ctx.db, closed.id);
    const teacher = await createUser(ctx.db, {
      memberships: [
        { locationId: open.id, roles: ['user'] },
        { locationId: closed.id, roles: ['user'] },
      ],
    });
    const withPassword = await connectSocket(baseUrl, await sessionAgent(ctx, teacher.id));
    const throughSchool = await connectSocket(
      baseUrl,
      await sessionAgent(ctx, teacher.id, { ssoConnectionId: closedConnection }),
    );
    try {
      expect(await joinRoom(withPassword, `educationParent.${parent}`)).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(await joinRoom(throughSchool, `educationParent.${parent}`)).toEqual({ ok: true });
    } finally {
      withPassword.close();
      throughSchool.close();
    }
  });

  it('exports: a password session reads none there; the export job acts for an admitted owner', async () => {
    const teacher = await createUser(ctx.db, {
      memberships: [{ locationId: closed.id, roles: ['designer'] }],
    });
    const now = ctx.clock.now();
    const actor = { userId: teacher.id, isPlatformAdmin: false };
    expect(await exportScopeFor({ db: ctx.db, actor, locationId: closed.id, now })).toBeNull();
    const throughSchool = { ...actor, ssoLocationId: closed.id };
    expect(
      (await exportScopeFor({ db: ctx.db, actor: throughSchool, locationId: closed.id, now }))
        ?.locationId,
    ).toBe(closed.id);
    expect(
      (await ownerExportScope({ db: ctx.db, ownerId: teacher.id, locationId: closed.id, now }))
        ?.locationId,
    ).toBe(closed.id);
  });
});
