import { readdirSync, readFileSync } from 'node:fs';
import { join as joinPath, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LICENSE_BODY, SSO_MESSAGES, WRONG_PASSWORD, type TSsoProvider } from '@cp/contracts';
import {
  externalIdentities,
  invitations,
  memberships,
  sessions,
  ssoConnections,
  users,
} from '../src/db/schema';
import { hashSessionId } from '../src/domain/auth/session-ids';
import { RecordingPublisher } from '../src/domain/events/publisher';
import { saveConnection } from '../src/domain/sso/save-connection';
import { newToken } from '../src/domain/users/tokens';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import {
  DEFAULT_ENTRA_TENANTS,
  startFakeOidc,
  type FakeOidc,
  type FakeOidcProviderName,
} from './helpers/fake-oidc';
import { createLocation, createUser, TEST_PASSWORD } from './helpers/fixtures';
import { testScope } from './helpers/location-scope';
import { sessionAgent } from './helpers/session-agent';

/*
 * The whole single sign-on flow against real OpenID Connect providers running locally
 * (helpers/fake-oidc.ts: oidc-provider shaped like Entra ID, SURFconext and Entree): the server
 * starts, the "browser" signs in at the provider, the server exchanges the code with PKCE and
 * validates the tokens with openid-client. Nothing in the validation is mocked.
 */

const PUBLIC_URL = 'http://localhost:3000';
const [TENANT_A, TENANT_B] = DEFAULT_ENTRA_TENANTS as [string, string];
const HOUR = 3_600_000;

let fake: FakeOidc;
let ctx: TestContext;
let school: Awaited<ReturnType<typeof createLocation>>;
let otherSchool: Awaited<ReturnType<typeof createLocation>>;
let platform: Agent;
const publisher = new RecordingPublisher();

beforeAll(async () => {
  fake = await startFakeOidc({ redirectUris: [`${PUBLIC_URL}/api/v1/auth/sso/callback`] });
  ctx = await createTestContext(
    {
      PUBLIC_URL,
      SSO_ENTRA_ENDPOINT: fake.origin,
      SSO_SURFCONEXT_ISSUER: fake.surfconextIssuer,
      SSO_ENTREE_ISSUER: fake.entreeIssuer,
    },
    { publisher },
  );
  school = await createLocation(ctx.db, { domain: 'lyceum-sso.nl' });
  otherSchool = await createLocation(ctx.db, { domain: 'college-sso.nl' });
  const admin = await createUser(ctx.db, { isPlatformAdmin: true });
  platform = await ctx.agent().signIn(admin.email);
  await connect(school.id, 'surfconext', ['lyceum-sso.nl']);
  await connect(school.id, 'entra', [TENANT_A]);
  await connect(school.id, 'entree', ['lyceum-sso.nl']);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

async function connect(locationId: number, provider: TSsoProvider, allowed: string[]) {
  const response = await platform.request('PUT', `locations/${locationId}/sso/${provider}`, {
    body: {
      enabled: true,
      client_id: fake.clients[provider].clientId,
      client_secret: fake.clients[provider].clientSecret,
      allowed_organisations: allowed,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

let accountCounter = 0;
/** A fresh account at the provider (a login name) with the claims given. */
function account(provider: FakeOidcProviderName, claims: Record<string, unknown>): string {
  accountCounter += 1;
  const login = `person-${accountCounter}`;
  const entra = { tid: TENANT_A, oid: crypto.randomUUID(), xms_edov: true };
  fake.addAccount(provider, login, {
    given_name: 'Sam',
    family_name: 'Single',
    ...(provider === 'entra' ? entra : { schac_home_organization: 'lyceum-sso.nl' }),
    ...claims,
  });
  return login;
}

/** Where the server sent the browser (a path and query on our own site). */
function surf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), PUBLIC_URL);
  expect(location.pathname).toBe('/surf');
  return location.searchParams;
}

async function start(agent: Agent, provider: TSsoProvider, query = 'domain=lyceum-sso.nl') {
  const response = await agent.request('GET', `auth/sso/${provider}/start?${query}`);
  expect(response.statusCode, response.body).toBe(302);
  return String(response.headers.location);
}

/** The browser's round trip: start, sign in at the provider, return to the callback. */
async function signIn(agent: Agent, provider: TSsoProvider, login: string, query?: string) {
  const back = await fake.signIn(await start(agent, provider, query), login);
  const response = await agent.request('GET', back.pathname + back.search);
  return { params: surf(response), back };
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The join step's token from `/surf?join=` (a single sign-on that would make a member). */
function joinToken(params: URLSearchParams): string {
  const token = params.get('join');
  expect(token, params.toString()).toMatch(TOKEN);
  return token!;
}

/** "Join" on the join step, in the browser that signed in. */
async function join(agent: Agent, token: string) {
  if (!agent.cookies.has('XSRF-TOKEN')) await agent.csrf();
  return agent.request('POST', `auth/sso/joins/${token}`);
}

/** Signs in through an invitation: the round trip, then "Join". */
async function signInJoining(
  agent: Agent,
  provider: TSsoProvider,
  login: string,
  query?: string,
): Promise<URLSearchParams> {
  const { params } = await signIn(agent, provider, login, query);
  const joined = await join(agent, joinToken(params));
  expect(joined.statusCode, joined.body).toBe(200);
  return params;
}

async function invite(locationId: number, email: string) {
  await ctx.db.insert(invitations).values({
    locationId,
    email,
    roles: ['designer'],
    tokenHash: newToken(),
    language: 'nl',
    createdAt: ctx.clock.now(),
    expiresAt: new Date(ctx.clock.now().getTime() + 24 * HOUR),
  });
}

async function me(agent: Agent) {
  const response = await agent.request('GET', 'auth/me');
  return response.statusCode === 200 ? (response.json().data as { email: string }) : null;
}

describe('signing in through an invitation (verified e-mail, no account yet)', () => {
  it.each(['surfconext', 'entra', 'entree'] as const)(
    '%s: the invitation becomes an account without password, linked to the identity',
    async (provider) => {
      const email = `nieuw-${provider}@lyceum-sso.nl`;
      await invite(school.id, email);
      const login = account(provider, { email });
      const agent = ctx.agent();
      const { params } = await signIn(agent, provider, login, 'domain=lyceum-sso.nl&next=/ontwerp');
      expect(params.get('next')).toBe('/ontwerp');
      // Not yet: the person is asked first (decision 0020); nothing exists until "Join".
      const token = joinToken(params);
      expect(await me(agent)).toBeNull();
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      const shown = await agent.request('GET', `auth/sso/joins/${token}`);
      expect(shown.json().data).toMatchObject({
        provider,
        location_title: school.title,
        email,
        new_account: true,
      });
      const joined = await join(agent, token);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().data.email).toBe(email);
      expect((await me(agent))?.email).toBe(email);

      const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
      expect(user?.passwordHash).toBeNull();
      expect(user?.firstName).toBe('Sam');
      const [membership] = await ctx.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user!.id), eq(memberships.locationId, school.id)));
      expect(membership?.roles).toEqual(['designer']);
      const [invitation] = await ctx.db
        .select()
        .from(invitations)
        .where(eq(invitations.email, email));
      expect(invitation?.acceptedAt).not.toBeNull();
      const identities = await ctx.db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.userId, user!.id));
      expect(identities).toHaveLength(1);
      expect(identities[0]?.provider).toBe(provider);
      if (provider === 'entra') {
        // Keyed on the tenant's issuer and oid, never on the e-mail.
        expect(identities[0]?.issuer).toBe(fake.entra.issuerFor(TENANT_A));
      } else {
        expect(identities[0]?.subject).toBe(fake.subjectFor(provider, login));
      }
      // The same session as a password sign-in, marked with its connection.
      const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(session?.ssoConnectionId).not.toBeNull();

      // The next time the identity signs in directly.
      const again = ctx.agent();
      const second = await signIn(again, provider, login);
      expect(second.params.get('next')).toBe('/locaties');
      expect((await me(again))?.email).toBe(email);
    },
    30_000,
  );

  it('never links on an Entra e-mail that is not verified (xms_edov false)', async () => {
    const email = 'onbevestigd@lyceum-sso.nl';
    await invite(school.id, email);
    const login = account('entra', { email, xms_edov: false });
    const agent = ctx.agent();
    const { params } = await signIn(agent, 'entra', login);
    expect(params.get('error')).toBe('not_linked');
    expect(await me(agent)).toBeNull();
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('linking an existing account with its password once', () => {
  it('asks the password, refuses a wrong one, then links and signs in', async () => {
    const member = await createUser(ctx.db, {
      email: 'bestaand@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('entra', { email: member.email });
    const agent = ctx.agent();
    const { params } = await signIn(agent, 'entra', login, 'domain=lyceum-sso.nl&next=/plan');
    const token = params.get('link');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('next')).toBe('/plan');
    expect(await me(agent)).toBeNull();

    const shown = await agent.request('GET', `auth/sso/links/${token}`);
    expect(shown.json().data).toEqual({
      provider: 'entra',
      email: member.email,
      location_title: school.title,
      // A member already: confirming joins nothing.
      joins: null,
    });
    await agent.csrf();
    const wrong = await agent.request('POST', `auth/sso/links/${token}`, {
      body: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().keys.password).toEqual([WRONG_PASSWORD]);
    expect(
      await ctx.db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.userId, member.id)),
    ).toHaveLength(0);

    const right = await agent.request('POST', `auth/sso/links/${token}`, {
      body: { password: TEST_PASSWORD },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.email).toBe(member.email);
    expect((await me(agent))?.email).toBe(member.email);
    // Used up.
    expect((await agent.request('GET', `auth/sso/links/${token}`)).statusCode).toBe(404);

    const later = ctx.agent();
    expect((await signIn(later, 'entra', login)).params.get('next')).toBe('/locaties');
    expect((await me(later))?.email).toBe(member.email);
  }, 30_000);

  it('links an identity to one account only, also with two links open at once', async () => {
    const first = await createUser(ctx.db, {
      email: 'eerste@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const second = await createUser(ctx.db, {
      email: 'tweede@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('surfconext', { email: first.email });
    const a = ctx.agent();
    const linkA = (await signIn(a, 'surfconext', login)).params.get('link');
    // The provider now says another address for the same person (sub unchanged).
    fake.addAccount('surfconext', login, {
      email: second.email,
      schac_home_organization: 'lyceum-sso.nl',
    });
    const b = ctx.agent();
    const linkB = (await signIn(b, 'surfconext', login)).params.get('link');
    await a.csrf();
    await b.csrf();
    const confirmA = await a.request('POST', `auth/sso/links/${linkA}`, {
      body: { password: TEST_PASSWORD },
    });
    expect(confirmA.statusCode).toBe(200);
    const confirmB = await b.request('POST', `auth/sso/links/${linkB}`, {
      body: { password: TEST_PASSWORD },
    });
    expect(confirmB.statusCode).toBe(404);
    expect(await me(b)).toBeNull();
    const rows = await ctx.db
      .select({ userId: externalIdentities.userId })
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, fake.subjectFor('surfconext', login)));
    expect(rows).toEqual([{ userId: first.id }]);
  }, 30_000);

  it('throttles password guesses on a link like sign-ins', async () => {
    const member = await createUser(ctx.db, {
      email: 'raden@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const agent = ctx.agent();
    const token = (
      await signIn(agent, 'entree', account('entree', { email: member.email }))
    ).params.get('link');
    await agent.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await agent.request('POST', `auth/sso/links/${token}`, {
        body: { password: `wrong-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  }, 30_000);
});

describe('refusals: a clear code, and nothing changes', () => {
  it('an identity without account or invitation is told to ask an administrator', async () => {
    const agent = ctx.agent();
    const login = account('entree', { email: 'onbekend@elders.nl' });
    const before = await ctx.db.select({ id: users.id }).from(users);
    expect((await signIn(agent, 'entree', login)).params.get('error')).toBe('not_linked');
    expect(await ctx.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect(await me(agent)).toBeNull();
  });

  it('an Entra tenant the location does not allow', async () => {
    await invite(school.id, 'tenant-b@lyceum-sso.nl');
    const login = account('entra', { email: 'tenant-b@lyceum-sso.nl', tid: TENANT_B });
    fake.entra.useTenant(TENANT_B);
    try {
      const agent = ctx.agent();
      expect((await signIn(agent, 'entra', login)).params.get('error')).toBe(
        'organisation_not_allowed',
      );
      expect(await me(agent)).toBeNull();
    } finally {
      fake.entra.useTenant(TENANT_A);
    }
  });

  it('a token whose tid does not match its issuer (openid-client checks the template)', async () => {
    // Issued by tenant A's provider, but claiming tenant B: the expected issuer is B's.
    const login = account('entra', { email: 'mengsel@lyceum-sso.nl', tid: TENANT_B });
    const agent = ctx.agent();
    expect((await signIn(agent, 'entra', login)).params.get('error')).toBe('invalid_token');
  });

  it('an institution (schac_home_organization) the location does not allow', async () => {
    await invite(school.id, 'elders@lyceum-sso.nl');
    const login = account('surfconext', {
      email: 'elders@lyceum-sso.nl',
      schac_home_organization: 'andere-school.nl',
    });
    const agent = ctx.agent();
    expect((await signIn(agent, 'surfconext', login)).params.get('error')).toBe(
      'organisation_not_allowed',
    );
  });

  it('a replayed return, and a return in another browser, are unknown attempts', async () => {
    const member = await createUser(ctx.db, {
      email: 'herhaal@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('surfconext', { email: member.email });
    // Link it first, so the returns below would otherwise sign in.
    const linking = ctx.agent();
    const token = (await signIn(linking, 'surfconext', login)).params.get('link');
    await linking.csrf();
    await linking.request('POST', `auth/sso/links/${token}`, { body: { password: TEST_PASSWORD } });

    const agent = ctx.agent();
    const { params, back } = await signIn(agent, 'surfconext', login);
    expect(params.get('next')).toBe('/locaties');
    const replay = await agent.request('GET', back.pathname + back.search);
    expect(surf(replay).get('error')).toBe('state');

    // Someone else's browser with a fresh return: the state is bound to the browser that began.
    const victim = ctx.agent();
    const attacker = ctx.agent();
    const stolen = await fake.signIn(await start(attacker, 'surfconext'), login);
    const planted = await victim.request('GET', stolen.pathname + stolen.search);
    expect(surf(planted).get('error')).toBe('state');
    expect(await me(victim)).toBeNull();
  }, 30_000);

  it('a code used a second time (with a new attempt of its own) is refused by the provider', async () => {
    const login = account('entree', { email: 'code@lyceum-sso.nl' });
    const agent = ctx.agent();
    const first = await signIn(agent, 'entree', login);
    expect(first.params.get('error')).toBe('not_linked');
    const code = first.back.searchParams.get('code');
    const url = new URL(await start(agent, 'entree'));
    const replay = new URL(first.back);
    replay.searchParams.set('state', url.searchParams.get('state')!);
    replay.searchParams.set('code', code!);
    const response = await agent.request('GET', replay.pathname + replay.search);
    expect(surf(response).get('error')).toBe('provider_error');
  }, 30_000);

  it('a cancelled sign-in at the provider', async () => {
    const agent = ctx.agent();
    const back = await fake.cancel(await start(agent, 'surfconext'));
    const response = await agent.request('GET', back.pathname + back.search);
    expect(surf(response).get('error')).toBe('provider_error');
  });

  it('an expired id token', async () => {
    const member = await createUser(ctx.db, {
      email: 'verlopen@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('entra', { email: member.email });
    // The server's clock two hours on: the provider's one-hour token has expired by then.
    ctx.clock.advance(2 * HOUR);
    try {
      const agent = ctx.agent();
      expect((await signIn(agent, 'entra', login)).params.get('error')).toBe('invalid_token');
    } finally {
      ctx.clock.advance(-2 * HOUR);
    }
  });

  it('an attempt older than ten minutes', async () => {
    const agent = ctx.agent();
    const authorization = await start(agent, 'surfconext');
    const back = await fake.signIn(authorization, account('surfconext', { email: 'laat@x.nl' }));
    ctx.clock.advance(11 * 60_000);
    try {
      const response = await agent.request('GET', back.pathname + back.search);
      expect(surf(response).get('error')).toBe('state');
    } finally {
      ctx.clock.advance(-11 * 60_000);
    }
  });

  it('a deactivated account, and a membership switched off at the location', async () => {
    const member = await createUser(ctx.db, {
      email: 'uit@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('entra', { email: member.email });
    const linking = ctx.agent();
    const token = (await signIn(linking, 'entra', login)).params.get('link');
    await linking.csrf();
    expect(
      (
        await linking.request('POST', `auth/sso/links/${token}`, {
          body: { password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);

    await ctx.db
      .update(memberships)
      .set({ active: false })
      .where(eq(memberships.userId, member.id));
    expect((await signIn(ctx.agent(), 'entra', login)).params.get('error')).toBe('disabled');
    await ctx.db.update(memberships).set({ active: true }).where(eq(memberships.userId, member.id));
    await ctx.db.update(users).set({ activated: false }).where(eq(users.id, member.id));
    expect((await signIn(ctx.agent(), 'entra', login)).params.get('error')).toBe('disabled');
  }, 30_000);

  it('a provider that cannot be reached', async () => {
    const app = await ctx.buildAnother({
      PUBLIC_URL,
      SSO_ENTRA_ENDPOINT: fake.origin,
      SSO_SURFCONEXT_ISSUER: 'http://127.0.0.1:9/surfconext',
      SSO_ENTREE_ISSUER: fake.entreeIssuer,
    });
    const agent = new (ctx.agent().constructor as new (app: unknown) => Agent)(app);
    const response = await agent.request('GET', 'auth/sso/surfconext/start?domain=lyceum-sso.nl');
    expect(surf(response).get('error')).toBe('provider_down');
  });

  it('start: unknown school, several schools without a domain, bad input', async () => {
    const agent = ctx.agent();
    const unknown = await agent.request('GET', 'auth/sso/surfconext/start?domain=nergens.nl');
    expect(surf(unknown).get('error')).toBe('unknown_school');
    await connect(otherSchool.id, 'surfconext', ['college-sso.nl']);
    try {
      const ambiguous = await agent.request('GET', 'auth/sso/surfconext/start');
      expect(surf(ambiguous).get('error')).toBe('choose_school');
    } finally {
      await platform.request('DELETE', `locations/${otherSchool.id}/sso/surfconext`);
    }
    for (const path of [
      'auth/sso/surfconext/start?domain=lyceum-sso.nl&next=//evil.example',
      'auth/sso/surfconext/start?domain=lyceum-sso.nl&next=https://evil.example',
      'auth/sso/saml/start',
      `auth/sso/surfconext/start?domain=${'a'.repeat(300)}`,
      'auth/sso/links/kort',
    ]) {
      const response = await agent.request('GET', path);
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
    }
    const noState = await agent.request('GET', 'auth/sso/callback?code=abc');
    expect(surf(noState).get('error')).toBe('state');
    const garbage = await agent.request('GET', 'auth/sso/callback?state=%00%01&code=x');
    expect(surf(garbage).get('error')).toBe('state');
    await agent.csrf();
    const post = await agent.request('POST', `auth/sso/links/${'A'.repeat(43)}`, {
      body: { password: 'x' },
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('signing out', () => {
  it('ends our session and offers the provider sign-out where it has one (Entra ID)', async () => {
    const email = 'uitloggen@lyceum-sso.nl';
    await invite(school.id, email);
    const entra = ctx.agent();
    await signInJoining(entra, 'entra', account('entra', { email }));
    await entra.csrf();
    const out = await entra.request('POST', 'auth/logout');
    expect(out.statusCode).toBe(200);
    const url = new URL(out.json().data.provider_logout_url);
    expect(`${url.origin}${url.pathname}`).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/organizations\/v2\.0\//,
    );
    expect(url.searchParams.get('client_id')).toBe(fake.clients.entra.clientId);
    expect(await me(entra)).toBeNull();

    // SURFconext publishes no sign-out endpoint: nothing to offer.
    const surfEmail = 'uitloggen-surf@lyceum-sso.nl';
    await invite(school.id, surfEmail);
    const surfAgent = ctx.agent();
    await signInJoining(surfAgent, 'surfconext', account('surfconext', { email: surfEmail }));
    await surfAgent.csrf();
    const surfOut = await surfAgent.request('POST', 'auth/logout');
    expect(surfOut.json()).toEqual({ data: { provider_logout_url: null } });
  }, 30_000);
});

describe('a new sign-in in the same browser', () => {
  it('ends the browser’s previous session with its open sockets', async () => {
    const email = 'opnieuw@lyceum-sso.nl';
    await invite(school.id, email);
    const login = account('entra', { email });
    const browser = ctx.agent();
    await signInJoining(browser, 'entra', login);
    const previous = hashSessionId(ctx.config.sessionSecret, browser.cookies.get('sid')!);
    publisher.clear();
    const { params } = await signIn(browser, 'entra', login);
    expect(params.get('error')).toBeNull();
    expect(hashSessionId(ctx.config.sessionSecret, browser.cookies.get('sid')!)).not.toBe(previous);
    expect(publisher.disconnects).toContainEqual({ sessions: [previous] });
    expect(await me(browser)).toMatchObject({ email });
  }, 30_000);
});

describe('tenancy and licenses', () => {
  it('an identity of school A never reaches an account that only school B knows', async () => {
    const bMember = await createUser(ctx.db, {
      email: 'alleen-b@college-sso.nl',
      memberships: [{ locationId: otherSchool.id, roles: ['admin'] }],
    });
    // The identity comes through school A's connection with B's member's address.
    const login = account('surfconext', { email: bMember.email });
    const agent = ctx.agent();
    expect((await signIn(agent, 'surfconext', login)).params.get('error')).toBe('not_linked');
    expect(await me(agent)).toBeNull();
    expect(
      await ctx.db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.userId, bMember.id)),
    ).toHaveLength(0);
  });

  it('a linked identity signing in through another school where the account is no member', async () => {
    const aMember = await createUser(ctx.db, {
      email: 'alleen-a@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('surfconext', { email: aMember.email });
    const linking = ctx.agent();
    const token = (await signIn(linking, 'surfconext', login)).params.get('link');
    await linking.csrf();
    await linking.request('POST', `auth/sso/links/${token}`, { body: { password: TEST_PASSWORD } });
    // School B allows the same institution, but the account is not B's.
    await connect(otherSchool.id, 'surfconext', ['lyceum-sso.nl']);
    try {
      const agent = ctx.agent();
      const { params } = await signIn(agent, 'surfconext', login, 'domain=college-sso.nl');
      expect(params.get('error')).toBe('not_linked');
      expect(params.get('provider')).toBe('surfconext');
      expect(await me(agent)).toBeNull();
      // Invited there meanwhile: the same identity may join school B, by its own choice only
      // (it used to join on signing in; decision 0020).
      await invite(otherSchool.id, aMember.email);
      const invited = ctx.agent();
      const asked = await signIn(invited, 'surfconext', login, 'domain=college-sso.nl');
      const token = joinToken(asked.params);
      expect(await me(invited)).toBeNull();
      expect((await join(invited, token)).statusCode).toBe(200);
      expect((await me(invited))?.email).toBe(aMember.email);
      const [membership] = await ctx.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, aMember.id), eq(memberships.locationId, otherSchool.id)));
      expect(membership?.roles).toEqual(['designer']);
    } finally {
      await platform.request('DELETE', `locations/${otherSchool.id}/sso/surfconext`);
    }
  }, 30_000);

  it('a location without license: the same no_license answer as after a password sign-in', async () => {
    const unlicensed = await createLocation(ctx.db, {
      domain: 'zonder-licentie.nl',
      licensed: false,
    });
    await saveConnection({
      db: ctx.db,
      scope: testScope(unlicensed.id),
      provider: 'entree',
      input: {
        enabled: true,
        client_id: fake.clients.entree.clientId,
        client_secret: fake.clients.entree.clientSecret,
        allowed_organisations: ['zonder-licentie.nl'],
      },
      secretKey: ctx.config.sso.secretKey,
      now: ctx.clock.now(),
    });
    const email = 'docent@zonder-licentie.nl';
    await invite(unlicensed.id, email);
    const login = account('entree', { email, schac_home_organization: 'zonder-licentie.nl' });
    const agent = ctx.agent();
    await signInJoining(agent, 'entree', login, 'domain=zonder-licentie.nl');
    const refused = await agent.request('GET', `locations/${unlicensed.id}/faculties`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(NO_LICENSE_BODY);
    const rows = await ctx.db
      .select()
      .from(ssoConnections)
      .where(eq(ssoConnections.locationId, unlicensed.id));
    expect(rows).toHaveLength(1);
  }, 30_000);
});

async function membershipAt(userId: number, locationId: number) {
  const [row] = await ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.locationId, locationId)));
  return row;
}

describe('joining another school is the person’s own choice (issue 25)', () => {
  it('B invites A’s member: the start for B joins nothing unasked, and B’s password rule leaves A alone', async () => {
    // Two schools whose connections accept the same Microsoft tenant.
    const a = await createLocation(ctx.db, { domain: 'a-overname.nl', title: 'Lyceum A' });
    const b = await createLocation(ctx.db, { domain: 'b-overname.nl', title: 'College B' });
    await connect(a.id, 'entra', [TENANT_A]);
    await connect(b.id, 'entra', [TENANT_A]);
    try {
      const member = await createUser(ctx.db, {
        email: 'docent@a-overname.nl',
        memberships: [{ locationId: a.id, roles: ['designer'] }],
      });
      const login = account('entra', { email: member.email });
      // A's member linked their school account through A once (with the password).
      const linking = ctx.agent();
      const link = (await signIn(linking, 'entra', login, 'domain=a-overname.nl')).params.get(
        'link',
      );
      await linking.csrf();
      const linked = await linking.request('POST', `auth/sso/links/${link}`, {
        body: { password: TEST_PASSWORD },
      });
      expect(linked.statusCode).toBe(200);

      // B's administrator invites A's member by e-mail.
      const bAdmin = await createUser(ctx.db, {
        memberships: [{ locationId: b.id, roles: ['admin'] }],
      });
      const bAdminAgent = await sessionAgent(ctx, bAdmin.id);
      const invited = await bAdminAgent.request('POST', `locations/${b.id}/invitations`, {
        body: { email: member.email, roles: ['admin'] },
      });
      expect(invited.statusCode, invited.body).toBe(201);

      // The member, signed in at Microsoft, opens one link to B: asked, nothing joined.
      const browser = ctx.agent();
      const first = await signIn(browser, 'entra', login, 'domain=b-overname.nl');
      const token = joinToken(first.params);
      expect(await me(browser)).toBeNull();
      expect(await membershipAt(member.id, b.id)).toBeUndefined();
      const shown = await browser.request('GET', `auth/sso/joins/${token}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({
        provider: 'entra',
        location_title: 'College B',
        invited_by: 'Test Gebruiker',
        email: member.email,
        new_account: false,
      });

      // "Not now": nothing joined, nobody signed in, the invitation stays open, the step is gone.
      await browser.csrf();
      expect((await browser.request('DELETE', `auth/sso/joins/${token}`)).statusCode).toBe(200);
      expect(await me(browser)).toBeNull();
      expect(await membershipAt(member.id, b.id)).toBeUndefined();
      expect((await join(browser, token)).statusCode).toBe(404);
      const [open] = await ctx.db
        .select({ acceptedAt: invitations.acceptedAt })
        .from(invitations)
        .where(and(eq(invitations.locationId, b.id), eq(invitations.email, member.email)));
      expect(open?.acceptedAt).toBeNull();

      // Later the member chooses to join B: only that explicit POST makes the membership.
      const again = await signIn(browser, 'entra', login, 'domain=b-overname.nl');
      const joined = await join(browser, joinToken(again.params));
      expect(joined.statusCode, joined.body).toBe(200);
      expect((await membershipAt(member.id, b.id))?.roles).toEqual(['admin']);

      // B turns password sign-in off.
      const off = await platform.request('PUT', `locations/${b.id}/sso`, {
        body: { password_login: false },
      });
      expect(off.statusCode, off.body).toBe(200);

      // The password still signs the member in, and works at A ...
      const withPassword = ctx.agent();
      expect((await withPassword.login(member.email)).statusCode).toBe(200);
      expect((await withPassword.request('GET', `locations/${a.id}/faculties`)).statusCode).toBe(
        200,
      );
      // ... but not at B: a refusal of its own, with the school's buttons on /locaties.
      const refused = await withPassword.request('GET', `locations/${b.id}/faculties`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'sso_required',
        key: SSO_MESSAGES.schoolAccountRequired,
      });
      const listed = await withPassword.request('GET', 'locations');
      const byId = new Map(
        (listed.json().data as { id: number; sso_required: string[] | null }[]).map((row) => [
          row.id,
          row.sso_required,
        ]),
      );
      expect(byId.get(a.id)).toBeNull();
      expect(byId.get(b.id)).toEqual(['entra']);

      // A session through A's connection is not B's either; one through B's works at both.
      const throughA = ctx.agent();
      await signIn(throughA, 'entra', login, 'domain=a-overname.nl');
      expect((await throughA.request('GET', `locations/${b.id}/faculties`)).statusCode).toBe(403);
      const throughB = ctx.agent();
      const signedIn = await signIn(throughB, 'entra', login, 'domain=b-overname.nl');
      expect(signedIn.params.get('next')).toBe('/locaties');
      expect((await throughB.request('GET', `locations/${b.id}/faculties`)).statusCode).toBe(200);
      expect((await throughB.request('GET', `locations/${a.id}/faculties`)).statusCode).toBe(200);
    } finally {
      await platform.request('DELETE', `locations/${a.id}/sso/entra`);
      await platform.request('DELETE', `locations/${b.id}/sso/entra`);
    }
  }, 60_000);

  it('the password confirmation says that it joins the school that invites', async () => {
    const elsewhere = await createLocation(ctx.db);
    const person = await createUser(ctx.db, {
      email: 'elders-uitgenodigd@lyceum-sso.nl',
      memberships: [{ locationId: elsewhere.id, roles: ['user'] }],
    });
    await invite(school.id, person.email);
    const agent = ctx.agent();
    const token = (
      await signIn(agent, 'surfconext', account('surfconext', { email: person.email }))
    ).params.get('link');
    const shown = await agent.request('GET', `auth/sso/links/${token}`);
    expect(shown.json().data).toEqual({
      provider: 'surfconext',
      email: person.email,
      location_title: school.title,
      joins: { invited_by: null },
    });
  }, 30_000);
});

describe('only an explicit act of the person uses an invitation up', () => {
  it('claims invitations in the password acceptance, the link confirmation and "Join" only', () => {
    // The sign-in's return is a GET anyone can send as a link: it must not be among these.
    const root = fileURLToPath(new URL('../src', import.meta.url));
    const claimers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) =>
        /\b(claimInvitation|useUpInvitation)\b/.test(readFileSync(joinPath(root, file), 'utf8')),
      )
      .map((file) => file.split(sep).join('/'))
      .sort();
    expect(claimers).toEqual([
      'domain/invitations/accept-invitation.ts',
      'domain/invitations/claim-invitation.ts',
      'domain/sso/accept-join.ts',
      'domain/sso/pending-links.ts',
    ]);
  });
});

describe('the join step: once, in this browser, while it all still holds', () => {
  /** A new person invited to the school, signed in at the provider: the join step's token. */
  async function joinStep(agent: Agent, email: string): Promise<string> {
    await invite(school.id, email);
    const login = account('surfconext', { email });
    return joinToken((await signIn(agent, 'surfconext', login)).params);
  }
  const accountOf = async (email: string) =>
    ctx.db.select().from(users).where(eq(users.email, email));

  it('expires after ten minutes', async () => {
    const agent = ctx.agent();
    const token = await joinStep(agent, 'laat-kiezen@lyceum-sso.nl');
    ctx.clock.advance(11 * 60_000);
    try {
      const shown = await agent.request('GET', `auth/sso/joins/${token}`);
      expect(shown.statusCode).toBe(404);
      expect(shown.json().key).toBe(SSO_MESSAGES.joinExpired);
      expect((await join(agent, token)).statusCode).toBe(404);
    } finally {
      ctx.clock.advance(-11 * 60_000);
    }
    expect(await accountOf('laat-kiezen@lyceum-sso.nl')).toHaveLength(0);
  }, 30_000);

  it('is used once', async () => {
    const agent = ctx.agent();
    const token = await joinStep(agent, 'eenmaal@lyceum-sso.nl');
    expect((await join(agent, token)).statusCode).toBe(200);
    const second = await join(agent, token);
    expect(second.statusCode).toBe(404);
    expect(second.json().key).toBe(SSO_MESSAGES.joinExpired);
  }, 30_000);

  it('works only in the browser that signed in, and another browser uses nothing up', async () => {
    const agent = ctx.agent();
    const token = await joinStep(agent, 'eigen-browser@lyceum-sso.nl');
    const other = ctx.agent();
    await other.csrf();
    expect((await other.request('GET', `auth/sso/joins/${token}`)).statusCode).toBe(404);
    expect((await other.request('POST', `auth/sso/joins/${token}`)).statusCode).toBe(404);
    expect((await other.request('DELETE', `auth/sso/joins/${token}`)).statusCode).toBe(404);
    expect(await me(other)).toBeNull();
    expect(await accountOf('eigen-browser@lyceum-sso.nl')).toHaveLength(0);
    expect((await join(agent, token)).statusCode).toBe(200);
  }, 30_000);

  it('needs the CSRF token to join or to decline', async () => {
    const agent = ctx.agent();
    const token = await joinStep(agent, 'csrf-kiezen@lyceum-sso.nl');
    await agent.csrf();
    for (const method of ['POST', 'DELETE'] as const) {
      const forged = await agent.request(method, `auth/sso/joins/${token}`, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('csrf');
    }
    expect(await accountOf('csrf-kiezen@lyceum-sso.nl')).toHaveLength(0);
    expect((await join(agent, token)).statusCode).toBe(200);
  }, 30_000);

  it('joins nothing when the invitation was withdrawn meanwhile', async () => {
    const agent = ctx.agent();
    const email = 'ingetrokken@lyceum-sso.nl';
    const token = await joinStep(agent, email);
    // As withdrawing does (domain/invitations/expire-invitation.ts): the invitation expires now.
    await ctx.db
      .update(invitations)
      .set({ expiresAt: ctx.clock.now() })
      .where(eq(invitations.email, email));
    const shown = await agent.request('GET', `auth/sso/joins/${token}`);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().key).toBe('notFound.invitationInvalid');
    const joined = await join(agent, token);
    expect(joined.statusCode).toBe(404);
    expect(joined.json().key).toBe('notFound.invitationInvalid');
    expect(await accountOf(email)).toHaveLength(0);
    expect(await me(agent)).toBeNull();
  }, 30_000);

  it('joins nothing for an account switched off meanwhile', async () => {
    // A member of the school, linked; invited by another location that trusts the same institution.
    const member = await createUser(ctx.db, {
      email: 'uitgezet-kiezen@lyceum-sso.nl',
      memberships: [{ locationId: school.id, roles: ['user'] }],
    });
    const login = account('surfconext', { email: member.email });
    const linking = ctx.agent();
    const link = (await signIn(linking, 'surfconext', login)).params.get('link');
    await linking.csrf();
    await linking.request('POST', `auth/sso/links/${link}`, { body: { password: TEST_PASSWORD } });
    await connect(otherSchool.id, 'surfconext', ['lyceum-sso.nl']);
    try {
      await invite(otherSchool.id, member.email);
      const agent = ctx.agent();
      const token = joinToken(
        (await signIn(agent, 'surfconext', login, 'domain=college-sso.nl')).params,
      );
      await ctx.db.update(users).set({ activated: false }).where(eq(users.id, member.id));
      const refused = await join(agent, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().key).toBe(SSO_MESSAGES.accountDisabled);
      expect(await membershipAt(member.id, otherSchool.id)).toBeUndefined();
      expect(await me(agent)).toBeNull();
      // The refusal used the step up.
      await ctx.db.update(users).set({ activated: true }).where(eq(users.id, member.id));
      expect((await join(agent, token)).statusCode).toBe(404);
    } finally {
      await platform.request('DELETE', `locations/${otherSchool.id}/sso/surfconext`);
    }
  }, 30_000);

  it('refuses a malformed token without a server error', async () => {
    const agent = ctx.agent();
    await agent.csrf();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await agent.request(method, 'auth/sso/joins/kort');
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, method).toBeLessThan(500);
    }
  });
});
