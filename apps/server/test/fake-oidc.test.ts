import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc, type FakeOidc, type FakeOidcProviderName } from './helpers/fake-oidc';

/*
 * The local OpenID Connect providers of issue 15 (test/helpers/fake-oidc.ts), checked with
 * openid-client itself (the library our server uses) before any server code relies on them: the
 * full authorization code flow with PKCE S256, state and nonce, id token validation and userinfo.
 * No database.
 */

const REDIRECT_URI = 'http://localhost:3100/api/v1/auth/sso/callback';
const TENANT_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const TENANT_B = 'bbbbbbbb-0000-4000-8000-000000000002';
const OID = '11111111-2222-4333-8444-555555555555';

let fake: FakeOidc;

beforeAll(async () => {
  fake = await startFakeOidc({
    redirectUris: [REDIRECT_URI],
    accounts: {
      surfconext: {
        ontwerper: {
          email: 'ontwerper@demo.nl',
          given_name: 'Olga',
          family_name: 'Ontwerper',
          schac_home_organization: 'demo.nl',
        },
      },
      entree: {
        docent: {
          email: 'admin@tweede.nl',
          given_name: 'Tweede',
          family_name: 'Admin',
          schac_home_organization: 'tweede.nl',
        },
      },
      entra: {
        gebruiker: {
          tid: TENANT_A,
          oid: OID,
          email: 'gebruiker@demo.nl',
          xms_edov: true,
          given_name: 'Guus',
          family_name: 'Gebruiker',
          name: 'Guus Gebruiker',
        },
      },
    },
  });
});

afterAll(async () => {
  await fake?.close();
});

/** Entra as our server will discover it: the real authority, sent to the fake by customFetch. */
function discoverEntra(): Promise<oidc.Configuration> {
  const { clientId, clientSecret } = fake.clients.entra;
  return oidc.discovery(
    new URL('https://login.microsoftonline.com/organizations/v2.0'),
    clientId,
    clientSecret,
    undefined,
    { [oidc.customFetch]: fake.entra.fetch, execute: [oidc.allowInsecureRequests] },
  );
}

function discoverFederation(provider: 'surfconext' | 'entree'): Promise<oidc.Configuration> {
  const { clientId, clientSecret } = fake.clients[provider];
  const issuer = provider === 'surfconext' ? fake.surfconextIssuer : fake.entreeIssuer;
  // SURFconext with client_secret_basic, Entree with openid-client's default client_secret_post.
  const auth = provider === 'surfconext' ? oidc.ClientSecretBasic(clientSecret) : undefined;
  return oidc.discovery(new URL(issuer), clientId, clientSecret, auth, {
    execute: [oidc.allowInsecureRequests],
  });
}

type Started = { url: URL; verifier: string; state: string; nonce: string };

async function startLogin(config: oidc.Configuration, scope: string): Promise<Started> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, verifier, state, nonce };
}

function exchange(config: oidc.Configuration, callback: URL, started: Started) {
  return oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: started.verifier,
    expectedState: started.state,
    expectedNonce: started.nonce,
    idTokenExpected: true,
  });
}

describe('fake OIDC: SURFconext and Entree', () => {
  it.each([
    ['surfconext', 'ontwerper', 'ontwerper@demo.nl', 'demo.nl'],
    ['entree', 'docent', 'admin@tweede.nl', 'tweede.nl'],
  ] as const)(
    '%s: code flow with PKCE; id token carries sub only, the attributes come from userinfo',
    async (provider, login, email, home) => {
      const config = await discoverFederation(provider);
      const issuer = provider === 'surfconext' ? fake.surfconextIssuer : fake.entreeIssuer;
      expect(config.serverMetadata().issuer).toBe(issuer);
      expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);

      const started = await startLogin(config, 'openid');
      const callback = await fake.signIn(started.url, login);
      expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
      expect(callback.searchParams.get('state')).toBe(started.state);
      expect(callback.searchParams.get('iss')).toBe(issuer);

      const tokens = await exchange(config, callback, started);
      const claims = tokens.claims();
      expect(claims?.iss).toBe(issuer);
      expect(claims?.aud).toBe(fake.clients[provider].clientId);
      expect(claims?.nonce).toBe(started.nonce);
      expect(claims?.sub).toBe(fake.subjectFor(provider, login));
      expect(claims?.sub).not.toBe(login);
      expect(claims).not.toHaveProperty('email');
      expect(claims).not.toHaveProperty('schac_home_organization');

      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
      expect(userinfo).toMatchObject({ sub: claims?.sub, email, schac_home_organization: home });
    },
  );

  it('gives the same person a different pairwise sub at each provider', () => {
    const subjects = (['surfconext', 'entree', 'entra'] as FakeOidcProviderName[]).map((p) =>
      fake.subjectFor(p, 'same-login'),
    );
    expect(new Set(subjects).size).toBe(3);
  });

  it('refuses a second exchange of the same code (invalid_grant)', async () => {
    const config = await discoverFederation('surfconext');
    const started = await startLogin(config, 'openid');
    const callback = await fake.signIn(started.url, 'ontwerper');
    await exchange(config, callback, started);
    await expect(exchange(config, callback, started)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a code exchanged without the right PKCE verifier', async () => {
    const config = await discoverFederation('entree');
    const started = await startLogin(config, 'openid');
    const callback = await fake.signIn(started.url, 'docent');
    const wrong = { ...started, verifier: oidc.randomPKCECodeVerifier() };
    await expect(exchange(config, callback, wrong)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await discoverFederation('surfconext');
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: oidc.randomState(),
    });
    const callback = await fetch(url, { redirect: 'manual' });
    const location = new URL(callback.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('ends with access_denied when the person cancels', async () => {
    const config = await discoverFederation('surfconext');
    const started = await startLogin(config, 'openid');
    const callback = await fake.cancel(started.url);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    await expect(exchange(config, callback, started)).rejects.toMatchObject({
      error: 'access_denied',
    });
  });

  it('refuses an unknown login on its page', async () => {
    const config = await discoverFederation('surfconext');
    const started = await startLogin(config, 'openid');
    await expect(fake.signIn(started.url, 'niemand')).rejects.toThrow(
      /Onbekende gebruiker: niemand/,
    );
  });

  it('serves a login page with a labelled field and an "Inloggen" button', async () => {
    const config = await discoverFederation('surfconext');
    const started = await startLogin(config, 'openid');
    const first = await fetch(started.url, { redirect: 'manual' });
    const page = await fetch(new URL(first.headers.get('location') ?? '', started.url), {
      headers: {
        cookie: first.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<label for="login">Gebruikersnaam (Username)</label>');
    expect(html).toContain('name="login"');
    expect(html).toContain('<button type="submit">Inloggen</button>');
  });
});

describe('fake OIDC: Microsoft Entra ID (organizations)', () => {
  it('is discovered through the organizations authority with the {tenantid} issuer template', async () => {
    const config = await discoverEntra();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe('https://login.microsoftonline.com/{tenantid}/v2.0');
    expect(metadata.authorization_endpoint).toBe(`${fake.origin}/organizations/v2.0/auth`);
    expect(metadata.token_endpoint).toBe(`${fake.origin}/organizations/v2.0/token`);
    expect(metadata.authorization_response_iss_parameter_supported).toBeUndefined();
  });

  it('issues an id token with tid, oid and xms_edov, validated against the tenant issuer', async () => {
    const config = await discoverEntra();
    const started = await startLogin(config, 'openid profile email');
    const callback = await fake.signIn(started.url, 'gebruiker');
    expect(callback.searchParams.has('iss')).toBe(false);

    const claims = (await exchange(config, callback, started)).claims();
    expect(claims).toMatchObject({
      iss: `https://login.microsoftonline.com/${TENANT_A}/v2.0`,
      aud: fake.clients.entra.clientId,
      tid: TENANT_A,
      oid: OID,
      email: 'gebruiker@demo.nl',
      xms_edov: true,
      name: 'Guus Gebruiker',
      given_name: 'Guus',
      family_name: 'Gebruiker',
      sub: fake.subjectFor('entra', 'gebruiker'),
    });
  });

  it('switches tenant with useTenant while the discovered endpoints stay the same', async () => {
    const config = await discoverEntra();
    fake.addAccount('entra', 'tweede', {
      tid: TENANT_B,
      oid: 'b-oid',
      email: 'x@b.nl',
      xms_edov: false,
    });
    fake.entra.useTenant(TENANT_B);
    try {
      expect(fake.entra.tenant).toBe(TENANT_B);
      const started = await startLogin(config, 'openid profile email');
      const callback = await fake.signIn(started.url, 'tweede');
      const claims = (await exchange(config, callback, started)).claims();
      expect(claims).toMatchObject({
        iss: fake.entra.issuerFor(TENANT_B),
        tid: TENANT_B,
        xms_edov: false,
      });
    } finally {
      fake.entra.useTenant(TENANT_A);
    }
  });

  it('has the token refused when its tid does not match the issuing tenant', async () => {
    // Signed by tenant A's issuer, but claiming tenant B: openid-client expects issuer B.
    fake.addAccount('entra', 'spoof', {
      tid: TENANT_B,
      oid: 'spoof-oid',
      email: 'spoof@demo.nl',
      xms_edov: true,
    });
    const config = await discoverEntra();
    const started = await startLogin(config, 'openid profile email');
    const callback = await fake.signIn(started.url, 'spoof');
    await expect(exchange(config, callback, started)).rejects.toMatchObject({
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      cause: {
        message: 'unexpected JWT "iss" (issuer) claim value',
        cause: { claim: 'iss', expected: fake.entra.issuerFor(TENANT_B) },
      },
    });
  });

  it('ends with access_denied (and no iss) when the person cancels', async () => {
    const config = await discoverEntra();
    const started = await startLogin(config, 'openid profile email');
    const callback = await fake.cancel(started.url);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.has('iss')).toBe(false);
    await expect(exchange(config, callback, started)).rejects.toMatchObject({
      error: 'access_denied',
    });
  });

  it('refuses an unknown tenant in useTenant', () => {
    expect(() => fake.entra.useTenant('cccccccc-0000-4000-8000-000000000003')).toThrow(
      /unknown Entra tenant/,
    );
  });
});

describe('fake OIDC: server', () => {
  it('answers /health for a readiness check', async () => {
    const response = await fetch(`${fake.origin}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', origin: fake.origin });
  });
});
