import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_LICENSE_BODY,
  SSO_ALLOWED_MAX,
  SSO_MESSAGES,
  ZSsoProvidersResponseSchema,
  ZSsoSettingsResponseSchema,
  type TLocationRole,
} from '@cp/contracts';
import { eq } from 'drizzle-orm';
import { externalIdentities, ssoConnections } from '../src/db/schema';
import { openSecret, sealSecret } from '../src/domain/sso/secret-box';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser, TEST_PASSWORD } from './helpers/fixtures';
import {
  allConnectionRows,
  connectionBody,
  connectionRows,
  linkIdentity,
  sealedSecretOf,
  storedPasswordLogin,
  TEST_TENANT,
} from './helpers/sso';
import { sessionAgent } from './helpers/session-agent';

/*
 * Single sign-on settings per location (issue 15): who may see and change them, how the client
 * secret is kept, what is refused, and the switch that turns password sign-in off.
 * The sign-in flow itself is in sso.test.ts.
 */

let ctx: TestContext;
let platform: Agent;

const settingsUrl = (locationId: number) => `locations/${locationId}/sso`;
const connectionUrl = (locationId: number, provider: string) =>
  `locations/${locationId}/sso/${provider}`;

/** A location and an agent for a member with these roles there (signed in without argon2). */
async function memberAgent(locationId: number, roles: TLocationRole[], active = true) {
  const user = await createUser(ctx.db, { memberships: [{ locationId, roles, active }] });
  return { user, agent: await sessionAgent(ctx, user.id) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const platformUser = await createUser(ctx.db, { isPlatformAdmin: true });
  platform = await sessionAgent(ctx, platformUser.id);
});
afterAll(() => ctx?.close());

describe('who may use the single sign-on settings', () => {
  let schoolId: number;
  let otherId: number;
  let unlicensedId: number;
  let admin: Agent;
  let designer: Agent;
  let plainUser: Agent;
  let adminOfOther: Agent;
  let unlicensedAdmin: Agent;

  beforeAll(async () => {
    schoolId = (await createLocation(ctx.db)).id;
    otherId = (await createLocation(ctx.db)).id;
    // A license that ended: the location exists and has an admin, but it is blocked.
    unlicensedId = (await createLocation(ctx.db, { licensed: false })).id;
    await createLicense(ctx.db, unlicensedId, { startDate: '2001-01-01', endDate: '2001-12-31' });
    admin = (await memberAgent(schoolId, ['admin'])).agent;
    designer = (await memberAgent(schoolId, ['designer'])).agent;
    plainUser = (await memberAgent(schoolId, ['user'])).agent;
    adminOfOther = (await memberAgent(otherId, ['admin'])).agent;
    unlicensedAdmin = (await memberAgent(unlicensedId, ['admin'])).agent;
  });

  /** Every settings route once, for `locationId`. */
  const calls = (locationId: number) =>
    [
      ['GET', settingsUrl(locationId), undefined],
      ['PUT', settingsUrl(locationId), { password_login: false }],
      ['PUT', connectionUrl(locationId, 'surfconext'), connectionBody('surfconext')],
      ['DELETE', connectionUrl(locationId, 'entree'), undefined],
    ] as const;

  it('refuses designers, users and the admin of another location (403), changing nothing', async () => {
    // An entree connection that a wrongly allowed DELETE would remove.
    expect(
      (
        await admin.request('PUT', connectionUrl(schoolId, 'entree'), {
          body: connectionBody('entree'),
        })
      ).statusCode,
    ).toBe(200);
    const before = await allConnectionRows(ctx.db);
    for (const agent of [designer, plainUser, adminOfOther]) {
      for (const [method, url, body] of calls(schoolId)) {
        const response = await agent.request(method, url, { body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.body).not.toContain('client-');
      }
    }
    expect(await allConnectionRows(ctx.db)).toEqual(before);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(true);
  });

  it('answers 401 to someone not signed in', async () => {
    const anonymous = ctx.agent();
    await anonymous.csrf();
    const before = await allConnectionRows(ctx.db);
    for (const [method, url, body] of calls(schoolId)) {
      const response = await anonymous.request(method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await allConnectionRows(ctx.db)).toEqual(before);
  });

  it('answers no_license to the admin of a location without a current license', async () => {
    for (const [method, url, body] of calls(unlicensedId)) {
      const response = await unlicensedAdmin.request(method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body).toBe(NO_LICENSE_BODY);
    }
    expect(await connectionRows(ctx.db, unlicensedId)).toEqual([]);
  });

  it('lets the location admin and the platform administrator in', async () => {
    const own = await admin.request('GET', settingsUrl(schoolId));
    expect(own.statusCode).toBe(200);
    const settings = ZSsoSettingsResponseSchema.parse(own.json()).data;
    expect(settings.connections.map((c) => c.provider)).toEqual(['entree']);
    expect(settings.redirect_uri).toMatch(/\/api\/v1\/auth\/sso\/callback$/);

    const get = await platform.request('GET', settingsUrl(schoolId));
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(own.json());
    const put = await platform.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext'),
    });
    expect(put.statusCode).toBe(200);
    const removed = await platform.request('DELETE', connectionUrl(schoolId, 'entree'));
    expect(removed.statusCode).toBe(200);
    expect(
      ZSsoSettingsResponseSchema.parse(removed.json()).data.connections.map((c) => c.provider),
    ).toEqual(['surfconext']);
    // Password sign-in on again is always allowed (it needs no connection).
    const on = await platform.request('PUT', settingsUrl(schoolId), {
      body: { password_login: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.password_login).toBe(true);
  });
});

describe('saving a connection and its client secret', () => {
  let schoolId: number;
  let admin: Agent;
  const secret = 'plain-secret-Zq8x!WZ3-never-shown';

  beforeAll(async () => {
    schoolId = (await createLocation(ctx.db)).id;
    admin = (await memberAgent(schoolId, ['admin'])).agent;
  });

  it('needs a client secret the first time, and stores nothing without it', async () => {
    const response = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_secret: undefined }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.client_secret).toEqual([SSO_MESSAGES.clientSecretRequired]);
    // null means "keep the stored one" too: there is none yet.
    const withNull = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_secret: null }),
    });
    expect(withNull.statusCode).toBe(422);
    expect(withNull.json().keys.client_secret).toEqual([SSO_MESSAGES.clientSecretRequired]);
    expect(await connectionRows(ctx.db, schoolId)).toEqual([]);
  });

  it('saves with a secret, answers has_secret and never the secret itself', async () => {
    const response = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', {
        client_id: 'my-client',
        client_secret: secret,
        allowed_organisations: ['School.NL', 'school.nl', 'andere.nl'],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(secret);
    const settings = ZSsoSettingsResponseSchema.parse(response.json()).data;
    expect(settings).toMatchObject({ password_login: true });
    expect(settings.connections).toEqual([
      {
        provider: 'surfconext',
        enabled: true,
        client_id: 'my-client',
        has_secret: true,
        // Lower case, once each.
        allowed_organisations: ['school.nl', 'andere.nl'],
        updated_at: ctx.clock.now().toISOString(),
      },
    ]);
    // No field for the secret in any form.
    expect(Object.keys(settings.connections[0] ?? {})).not.toContain('client_secret');
    const get = await admin.request('GET', settingsUrl(schoolId));
    expect(get.body).not.toContain(secret);
    expect(get.json()).toEqual(response.json());
  });

  it('stores the secret sealed: not in plain text, opened only with the key', async () => {
    const sealed = await sealedSecretOf(ctx.db, schoolId, 'surfconext');
    expect(sealed).toBeDefined();
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(sealed?.startsWith('v1.')).toBe(true);
    expect(openSecret(ctx.config.sso.secretKey, sealed ?? '')).toBe(secret);
    expect(openSecret('another-key-that-is-long-enough-0123456789', sealed ?? '')).toBeNull();
  });

  it('keeps the stored secret when saved without one, and replaces it when a new one is sent', async () => {
    const sealed = await sealedSecretOf(ctx.db, schoolId, 'surfconext');
    ctx.clock.advance(60_000);
    const kept = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', {
        client_id: 'renamed-client',
        client_secret: undefined,
        enabled: false,
      }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.connections[0]).toMatchObject({
      client_id: 'renamed-client',
      enabled: false,
      has_secret: true,
      updated_at: ctx.clock.now().toISOString(),
    });
    expect(await sealedSecretOf(ctx.db, schoolId, 'surfconext')).toBe(sealed);

    const withNull = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_secret: null }),
    });
    expect(withNull.statusCode).toBe(200);
    expect(await sealedSecretOf(ctx.db, schoolId, 'surfconext')).toBe(sealed);

    const newSecret = 'a-brand-new-secret-9876';
    const changed = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_secret: newSecret }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain(newSecret);
    const resealed = await sealedSecretOf(ctx.db, schoolId, 'surfconext');
    expect(resealed).not.toBe(sealed);
    expect(openSecret(ctx.config.sso.secretKey, resealed ?? '')).toBe(newSecret);
    // Still one row per provider.
    expect(await connectionRows(ctx.db, schoolId)).toHaveLength(1);
  });

  it('seals the same secret differently each time (a fresh nonce)', async () => {
    const before = await sealedSecretOf(ctx.db, schoolId, 'surfconext');
    const again = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_secret: 'a-brand-new-secret-9876' }),
    });
    expect(again.statusCode).toBe(200);
    expect(await sealedSecretOf(ctx.db, schoolId, 'surfconext')).not.toBe(before);
  });

  it('keeps connections in provider order and DELETE answers 404 for one that is not there', async () => {
    await admin.request('PUT', connectionUrl(schoolId, 'entra'), { body: connectionBody('entra') });
    const settings = (await admin.request('GET', settingsUrl(schoolId))).json().data;
    expect(settings.connections.map((c: { provider: string }) => c.provider)).toEqual([
      'entra',
      'surfconext',
    ]);
    const before = await connectionRows(ctx.db, schoolId);
    const missing = await admin.request('DELETE', connectionUrl(schoolId, 'entree'));
    expect(missing.statusCode).toBe(404);
    expect(await connectionRows(ctx.db, schoolId)).toEqual(before);
    const removed = await admin.request('DELETE', connectionUrl(schoolId, 'entra'));
    expect(removed.statusCode).toBe(200);
    expect(await sealedSecretOf(ctx.db, schoolId, 'entra')).toBeUndefined();
    const again = await admin.request('DELETE', connectionUrl(schoolId, 'entra'));
    expect(again.statusCode).toBe(404);
  });
});

describe('what a connection may hold', () => {
  let schoolId: number;
  let admin: Agent;

  beforeAll(async () => {
    schoolId = (await createLocation(ctx.db)).id;
    admin = (await memberAgent(schoolId, ['admin'])).agent;
    // Stored connections that a wrongly accepted change would alter.
    for (const provider of ['entra', 'surfconext'] as const) {
      const response = await admin.request('PUT', connectionUrl(schoolId, provider), {
        body: connectionBody(provider, { client_id: 'original' }),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  /** Sends the body and expects a 422 (or `status`) that changed no row. */
  async function refused(
    provider: string,
    body: unknown,
    status = 422,
    headers?: Record<string, string>,
  ) {
    const before = await allConnectionRows(ctx.db);
    const response = await admin.request('PUT', connectionUrl(schoolId, provider), {
      body,
      headers,
    });
    expect(response.statusCode, JSON.stringify(body)).toBe(status);
    expect(await allConnectionRows(ctx.db)).toEqual(before);
    return response.json();
  }

  it('needs tenant ids (GUIDs) for Entra', async () => {
    const answer = await refused(
      'entra',
      connectionBody('entra', {
        client_id: 'changed',
        allowed_organisations: [TEST_TENANT, 'contoso.onmicrosoft.com'],
      }),
    );
    expect(answer.keys.allowed_organisations).toEqual([SSO_MESSAGES.tenantInvalid]);
    // A domain is fine for SURFconext but not for Entra, and a GUID not for SURFconext.
    const guid = await refused(
      'surfconext',
      connectionBody('surfconext', { client_id: 'changed', allowed_organisations: [TEST_TENANT] }),
    );
    expect(guid.keys.allowed_organisations).toEqual([SSO_MESSAGES.organisationInvalid]);
  });

  it('needs home organisations (domains) for SURFconext and Entree', async () => {
    for (const provider of ['surfconext', 'entree']) {
      const answer = await refused(
        provider,
        connectionBody('surfconext', {
          client_id: 'changed',
          allowed_organisations: ['not a domain'],
        }),
      );
      expect(answer.keys.allowed_organisations).toEqual([SSO_MESSAGES.organisationInvalid]);
    }
  });

  it('needs at least one and at most SSO_ALLOWED_MAX allowed organisations', async () => {
    const empty = await refused(
      'surfconext',
      connectionBody('surfconext', { client_id: 'changed', allowed_organisations: [] }),
    );
    expect(empty.keys.allowed_organisations).toEqual([SSO_MESSAGES.allowedRequired]);
    const many = Array.from({ length: SSO_ALLOWED_MAX + 1 }, (_, i) => `school${i}.nl`);
    const tooMany = await refused(
      'surfconext',
      connectionBody('surfconext', { client_id: 'changed', allowed_organisations: many }),
    );
    expect(Object.keys(tooMany.keys)).toEqual(['allowed_organisations']);
    // Exactly the maximum is fine.
    const max = await admin.request('PUT', connectionUrl(schoolId, 'entree'), {
      body: connectionBody('entree', { allowed_organisations: many.slice(0, SSO_ALLOWED_MAX) }),
    });
    expect(max.statusCode).toBe(200);
    await admin.request('DELETE', connectionUrl(schoolId, 'entree'));
  });

  it('refuses a provider it does not know, without a server error', async () => {
    const before = await allConnectionRows(ctx.db);
    for (const [method, body] of [
      ['PUT', connectionBody('surfconext')],
      ['DELETE', undefined],
    ] as const) {
      const response = await admin.request(method, connectionUrl(schoolId, 'google'), { body });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, method).toBeLessThan(500);
    }
    expect(await allConnectionRows(ctx.db)).toEqual(before);
  });

  it('refuses fields it does not know (a strict schema)', async () => {
    await refused('surfconext', connectionBody('surfconext', { client_id: 'changed', extra: 1 }));
    await refused(
      'surfconext',
      connectionBody('surfconext', { client_id: 'changed', client_secret_sealed: 'v1.a.b.c' }),
    );
    const before = await storedPasswordLogin(ctx.db, schoolId);
    const response = await admin.request('PUT', settingsUrl(schoolId), {
      body: { password_login: true, extra: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(before);
  });

  it('refuses control characters and an over-long or empty client id', async () => {
    const control = await refused(
      'surfconext',
      connectionBody('surfconext', { client_id: 'changed\u0007id' }),
    );
    expect(Object.keys(control.keys)).toContain('client_id');
    const nul = await refused(
      'surfconext',
      connectionBody('surfconext', { client_secret: 'secret\u0000tail' }),
    );
    expect(Object.keys(nul.keys)).toContain('client_secret');
    const long = await refused(
      'surfconext',
      connectionBody('surfconext', { client_id: 'x'.repeat(201) }),
    );
    expect(Object.keys(long.keys)).toEqual(['client_id']);
    const blank = await refused('surfconext', connectionBody('surfconext', { client_id: '   ' }));
    expect(blank.keys.client_id).toEqual([SSO_MESSAGES.clientIdRequired]);
    // 200 characters is the limit itself.
    const fits = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_id: 'x'.repeat(200), client_secret: undefined }),
    });
    expect(fits.statusCode).toBe(200);
  });

  it('answers 400 to broken JSON', async () => {
    await refused('surfconext', '{"enabled": true,', 400, { 'content-type': 'application/json' });
  });
});

describe('one location cannot reach another one\u2019s connections', () => {
  let aId: number;
  let bId: number;
  let adminA: Agent;
  let adminB: Agent;

  beforeAll(async () => {
    aId = (await createLocation(ctx.db)).id;
    bId = (await createLocation(ctx.db)).id;
    adminA = (await memberAgent(aId, ['admin'])).agent;
    adminB = (await memberAgent(bId, ['admin'])).agent;
    const a = await adminA.request('PUT', connectionUrl(aId, 'entra'), {
      body: connectionBody('entra', { client_id: 'client-of-a' }),
    });
    expect(a.statusCode).toBe(200);
    const b = await adminB.request('PUT', connectionUrl(bId, 'surfconext'), {
      body: connectionBody('surfconext', { client_id: 'client-of-b' }),
    });
    expect(b.statusCode).toBe(200);
  });

  it('refuses the admin of A to read, change or remove B’s connection', async () => {
    const before = await connectionRows(ctx.db, bId);
    const read = await adminA.request('GET', settingsUrl(bId));
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('client-of-b');
    const change = await adminA.request('PUT', connectionUrl(bId, 'surfconext'), {
      body: connectionBody('surfconext', { client_id: 'taken-over', client_secret: 'mine' }),
    });
    expect(change.statusCode).toBe(403);
    const add = await adminA.request('PUT', connectionUrl(bId, 'entree'), {
      body: connectionBody('entree'),
    });
    expect(add.statusCode).toBe(403);
    const remove = await adminA.request('DELETE', connectionUrl(bId, 'surfconext'));
    expect(remove.statusCode).toBe(403);
    const passwords = await adminA.request('PUT', settingsUrl(bId), {
      body: { password_login: false },
    });
    expect(passwords.statusCode).toBe(403);
    expect(await connectionRows(ctx.db, bId)).toEqual(before);
    expect(await storedPasswordLogin(ctx.db, bId)).toBe(true);
  });

  it('shows each location only its own connections', async () => {
    const a = ZSsoSettingsResponseSchema.parse(
      (await adminA.request('GET', settingsUrl(aId))).json(),
    );
    const b = ZSsoSettingsResponseSchema.parse(
      (await adminB.request('GET', settingsUrl(bId))).json(),
    );
    expect(a.data.connections.map((c) => [c.provider, c.client_id])).toEqual([
      ['entra', 'client-of-a'],
    ]);
    expect(b.data.connections.map((c) => [c.provider, c.client_id])).toEqual([
      ['surfconext', 'client-of-b'],
    ]);
    // Same through the platform administrator, who sees every location.
    const viaPlatform = await platform.request('GET', settingsUrl(bId));
    expect(viaPlatform.body).not.toContain('client-of-a');
  });

  it('does not let the admin of B remove A’s connection through B’s address', async () => {
    // A's entra connection is not B's: B has none, so 404, and A's row stays.
    const before = await connectionRows(ctx.db, aId);
    const response = await adminB.request('DELETE', connectionUrl(bId, 'entra'));
    expect(response.statusCode).toBe(404);
    expect(await connectionRows(ctx.db, aId)).toEqual(before);
  });
});

describe('turning password sign-in off', () => {
  let schoolId: number;
  let admin: Agent;
  let adminId: number;
  let adminEmail: string;
  let member: Awaited<ReturnType<typeof createUser>>;
  let inactiveMember: Awaited<ReturnType<typeof createUser>>;
  let platformEmail: string;
  let elsewhere: Awaited<ReturnType<typeof createUser>>;

  const switchTo = (agent: Agent, passwordLogin: boolean) =>
    agent.request('PUT', settingsUrl(schoolId), { body: { password_login: passwordLogin } });
  const login = (email: string, password = TEST_PASSWORD) => ctx.agent().login(email, password);

  beforeAll(async () => {
    schoolId = (await createLocation(ctx.db)).id;
    const otherId = (await createLocation(ctx.db)).id;
    const adminMember = await memberAgent(schoolId, ['admin']);
    admin = adminMember.agent;
    adminId = adminMember.user.id;
    adminEmail = adminMember.user.email;
    member = await createUser(ctx.db, { memberships: [{ locationId: schoolId, roles: ['user'] }] });
    // Switched off here, still working at another school whose passwords are on.
    inactiveMember = await createUser(ctx.db, {
      memberships: [
        { locationId: schoolId, roles: ['designer'], active: false },
        { locationId: otherId, roles: ['designer'] },
      ],
    });
    elsewhere = await createUser(ctx.db, {
      memberships: [{ locationId: otherId, roles: ['user'] }],
    });
    platformEmail = (await createUser(ctx.db, { isPlatformAdmin: true })).email;
  });

  it('needs a connection that is on', async () => {
    const none = await switchTo(admin, false);
    expect(none.statusCode).toBe(422);
    expect(none.json().keys.password_login).toEqual([SSO_MESSAGES.needsConnection]);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(true);
    // The platform administrator is held to it too.
    expect((await switchTo(platform, false)).statusCode).toBe(422);

    // A connection that is switched off does not count.
    const off = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { enabled: false }),
    });
    expect(off.statusCode).toBe(200);
    const stillNone = await switchTo(admin, false);
    expect(stillNone.statusCode).toBe(422);
    expect(stillNone.json().keys.password_login).toEqual([SSO_MESSAGES.needsConnection]);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(true);
  });

  it('needs the acting admin to have signed in through single sign-on once', async () => {
    const on = await admin.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { client_secret: undefined }),
    });
    expect(on.json().data.connections[0].enabled).toBe(true);
    const unlinked = await switchTo(admin, false);
    expect(unlinked.statusCode).toBe(422);
    expect(unlinked.json().keys.password_login).toEqual([SSO_MESSAGES.linkYourselfFirst]);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(true);
    // Someone else's identity is not the admin's.
    await linkIdentity(ctx.db, member.id);
    const otherLinked = await switchTo(admin, false);
    expect(otherLinked.statusCode).toBe(422);
    expect(otherLinked.json().keys.password_login).toEqual([SSO_MESSAGES.linkYourselfFirst]);

    // Linked through a provider this location does not use: it would not get the admin in.
    await linkIdentity(ctx.db, adminId, 'entra');
    const wrongProvider = await switchTo(admin, false);
    expect(wrongProvider.statusCode).toBe(422);
    expect(wrongProvider.json().keys.password_login).toEqual([SSO_MESSAGES.linkYourselfFirst]);

    await linkIdentity(ctx.db, adminId, 'surfconext');
    const linked = await switchTo(admin, false);
    expect(linked.statusCode).toBe(200);
    expect(ZSsoSettingsResponseSchema.parse(linked.json()).data.password_login).toBe(false);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(false);
    // From now on this school admits only sessions begun through its own single sign-on: the
    // admin's password session is refused here (decision 0020), a school-account session is not.
    const refused = await switchTo(admin, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('sso_required');
    const [connection] = await connectionRows(ctx.db, schoolId);
    const throughSchool = await sessionAgent(ctx, adminId, { ssoConnectionId: connection!.id });
    // And on again.
    const back = await switchTo(throughSchool, true);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.password_login).toBe(true);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(true);
  });

  it('lets the platform administrator switch it off without an identity of their own', async () => {
    const response = await switchTo(platform, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.password_login).toBe(false);
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(false);
  });

  it('refuses a password sign-in of the location’s people, only after the right password', async () => {
    const refused = await login(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'sso_required',
      key: SSO_MESSAGES.passwordLoginOff,
    });
    expect(refused.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    // A wrong password says nothing about the account (no oracle for single sign-on users).
    const wrong = await login(member.email, 'Wrong!Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    // The admin who switched it off signs in through the provider now, too.
    expect((await login(adminEmail)).statusCode).toBe(403);
  });

  it('still lets in a person whose membership there is switched off, others, and the platform administrator', async () => {
    expect((await login(inactiveMember.email)).statusCode).toBe(200);
    expect((await login(elsewhere.email)).statusCode).toBe(200);
    expect((await login(platformEmail)).statusCode).toBe(200);
  });

  it('keeps passwords off while a connection that is on remains, and on again without one', async () => {
    const second = await platform.request('PUT', connectionUrl(schoolId, 'entree'), {
      body: connectionBody('entree'),
    });
    expect(second.statusCode).toBe(200);
    const first = await platform.request('DELETE', connectionUrl(schoolId, 'surfconext'));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.password_login).toBe(false);
    expect((await login(member.email)).statusCode).toBe(403);

    const last = await platform.request('DELETE', connectionUrl(schoolId, 'entree'));
    expect(last.statusCode).toBe(200);
    const settings = ZSsoSettingsResponseSchema.parse(last.json()).data;
    expect(settings).toMatchObject({ password_login: true, connections: [] });
    expect(await storedPasswordLogin(ctx.db, schoolId)).toBe(true);
    expect((await login(member.email)).statusCode).toBe(200);
  });

  it('turns passwords on again when the last connection that is on is switched off', async () => {
    await platform.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext'),
    });
    expect((await switchTo(platform, false)).statusCode).toBe(200);
    const off = await platform.request('PUT', connectionUrl(schoolId, 'surfconext'), {
      body: connectionBody('surfconext', { enabled: false, client_secret: undefined }),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.password_login).toBe(true);
    expect((await login(member.email)).statusCode).toBe(200);
  });
});

describe('Entra tenants and stored secrets', () => {
  it('counts an admin linked through Entra only from a tenant this location allows', async () => {
    const locationId = (await createLocation(ctx.db)).id;
    const { agent, user } = await memberAgent(locationId, ['admin']);
    expect(
      (
        await agent.request('PUT', connectionUrl(locationId, 'entra'), {
          body: connectionBody('entra', { allowed_organisations: [TEST_TENANT] }),
        })
      ).statusCode,
    ).toBe(200);
    const other = '99999999-0000-4000-8000-000000000009';
    const now = new Date();
    const identity = (tenant: string, subject: string) => ({
      userId: user.id,
      provider: 'entra' as const,
      issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
      subject,
      createdAt: now,
      lastLoginAt: now,
    });
    await ctx.db.insert(externalIdentities).values(identity(other, 'elsewhere'));
    const refused = await agent.request('PUT', settingsUrl(locationId), {
      body: { password_login: false },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().keys.password_login).toEqual([SSO_MESSAGES.linkYourselfFirst]);
    await ctx.db.insert(externalIdentities).values(identity(TEST_TENANT, 'here'));
    const allowed = await agent.request('PUT', settingsUrl(locationId), {
      body: { password_login: false },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('says no secret is stored when the stored one no longer opens (the key changed)', async () => {
    const locationId = (await createLocation(ctx.db)).id;
    await platform.request('PUT', connectionUrl(locationId, 'surfconext'), {
      body: connectionBody('surfconext'),
    });
    await ctx.db
      .update(ssoConnections)
      .set({ clientSecretSealed: sealSecret('another-key-that-is-long-enough-0123456789', 'x') })
      .where(eq(ssoConnections.locationId, locationId));
    const response = await platform.request('GET', settingsUrl(locationId));
    expect(response.json().data.connections[0].has_secret).toBe(false);
  });
});

describe('GET auth/sso/providers (the login page)', () => {
  // Its answer covers every location, so it gets a database of its own.
  let fresh: TestContext;
  let freshPlatform: Agent;
  let aId: number;
  let bId: number;
  const aDomain = 'lyceum-a.nl';

  const providers = async (query = '') => {
    const response = await fresh.agent().request('GET', `auth/sso/providers${query}`);
    expect(response.statusCode).toBe(200);
    return ZSsoProvidersResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    fresh = await createTestContext();
    aId = (await createLocation(fresh.db, { domain: aDomain })).id;
    bId = (await createLocation(fresh.db, { domain: 'college-b.nl' })).id;
    const user = await createUser(fresh.db, { isPlatformAdmin: true });
    freshPlatform = await sessionAgent(fresh, user.id);
  });
  afterAll(() => fresh?.close());

  const save = async (locationId: number, provider: 'surfconext' | 'entree', enabled = true) => {
    const response = await freshPlatform.request('PUT', connectionUrl(locationId, provider), {
      body: connectionBody(provider, { enabled }),
    });
    expect(response.statusCode).toBe(200);
  };

  it('lists nothing and shows the password form while no location has a connection', async () => {
    expect(await providers()).toEqual({ providers: [], password_login: true });
    expect(await providers(`?domain=${aDomain}`)).toEqual({ providers: [], password_login: true });
  });

  it('lists a provider one location uses, without asking for the domain', async () => {
    await save(aId, 'surfconext');
    const expected = {
      providers: [{ provider: 'surfconext', needs_domain: false }],
      password_login: true,
    };
    expect(await providers()).toEqual(expected);
    expect(await providers(`?domain=${aDomain}`)).toEqual(expected);
  });

  it('asks for the domain when two locations use the provider', async () => {
    await save(bId, 'surfconext');
    expect((await providers()).providers).toEqual([{ provider: 'surfconext', needs_domain: true }]);
    expect((await providers(`?domain=${aDomain}`)).providers).toEqual([
      { provider: 'surfconext', needs_domain: false },
    ]);
    // The domain as typed: other letter case and spaces.
    expect((await providers(`?domain=%20LYCEUM-A.nl%20`)).providers).toEqual([
      { provider: 'surfconext', needs_domain: false },
    ]);
  });

  it('does not list a connection that is switched off', async () => {
    await save(aId, 'entree', false);
    expect((await providers()).providers.map((p) => p.provider)).toEqual(['surfconext']);
    expect((await providers(`?domain=${aDomain}`)).providers.map((p) => p.provider)).toEqual([
      'surfconext',
    ]);
    // Switched on, it is listed (only A uses it, so no domain needed).
    await save(aId, 'entree', true);
    expect((await providers()).providers).toEqual([
      { provider: 'surfconext', needs_domain: true },
      { provider: 'entree', needs_domain: false },
    ]);
  });

  it('hides the password form only for the domain of a location that turned passwords off', async () => {
    const off = await freshPlatform.request('PUT', settingsUrl(aId), {
      body: { password_login: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await providers(`?domain=${aDomain}`)).password_login).toBe(false);
    expect((await providers('?domain=college-b.nl')).password_login).toBe(true);
    expect((await providers()).password_login).toBe(true);
  });

  it('lists nothing for a domain no location has', async () => {
    expect(await providers('?domain=onbekend.nl')).toEqual({
      providers: [],
      password_login: true,
    });
  });

  it('tells only what the school’s own sign-in page shows (decision 0020)', async () => {
    // A location without single sign-on answers exactly like a domain that is no location.
    const plain = await createLocation(fresh.db, { domain: 'zonder-sso.nl' });
    expect(plain.id).toBeGreaterThan(0);
    expect(await providers('?domain=zonder-sso.nl')).toEqual(await providers('?domain=nergens.nl'));
    // The answer names no location and is the same for anyone, signed in or not.
    const answer = await fresh.agent().request('GET', `auth/sso/providers?domain=${aDomain}`);
    expect(Object.keys(answer.json().data).sort()).toEqual(['password_login', 'providers']);
    const signedIn = await freshPlatform.request('GET', `auth/sso/providers?domain=${aDomain}`);
    expect(signedIn.json()).toEqual(answer.json());
  });

  it('refuses a domain that is too long, without a server error', async () => {
    const response = await fresh
      .agent()
      .request('GET', `auth/sso/providers?domain=${'a'.repeat(297)}.nl`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
