import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomFetch } from 'openid-client';

/*
 * Real OpenID Connect providers (oidc-provider) on one local HTTP server, shaped like the three
 * identity providers of issue 15, so the server's SSO code runs the whole code flow (PKCE, state,
 * nonce, signed id tokens, userinfo) over HTTP with no mocked validation:
 *
 * - SURFconext at `${origin}/surfconext` and Kennisnet Entree at `${origin}/entree`: pairwise `sub`,
 *   every attribute released under scope `openid` but delivered through userinfo only (the id token
 *   carries `sub` and protocol claims).
 * - Microsoft Entra ID, multi-tenant: one provider per tenant with issuer
 *   `https://login.microsoftonline.com/<tid>/v2.0` (nothing listens there); the `organizations`
 *   discovery at `${origin}/organizations/v2.0/.well-known/openid-configuration` carries the
 *   `{tenantid}` issuer template and endpoints of the selected tenant under `${origin}/organizations/v2.0`.
 *   Claims `tid`, `oid`, `email`, `xms_edov`, names are in the id token. Like the real Entra, no
 *   `iss` parameter is added to the authorization response (its value would be the tenant issuer,
 *   which an RP that discovered the template cannot compare).
 *
 * The login page is a plain form (label "Gebruikersnaam", input `login`, button "Inloggen", plus
 * "Annuleren"); an unknown login is refused on that page. Consent is granted automatically, and
 * no single sign-on session cookie is kept, so every authorization request shows the login page
 * again and a test always chooses the account.
 */

export type FakeOidcProviderName = 'entra' | 'surfconext' | 'entree';
export type FakeOidcClaims = Record<string, unknown>;
export type FakeOidcClient = { clientId: string; clientSecret: string };
export type FakeOidcAccounts = Partial<
  Record<FakeOidcProviderName, Record<string, FakeOidcClaims>>
>;

export type FakeOidcOptions = {
  /** Registered redirect URIs of every client (our server's callback). */
  redirectUris: string[];
  /** Registered post-logout redirect URIs (Entra only offers end_session). Default none. */
  postLogoutRedirectUris?: string[];
  /** Entra tenant ids; the first is selected at start. */
  entraTenants?: string[];
  /** 0 (default) picks a free port. */
  port?: number;
  /** Accounts per provider: login → claims (see addAccount). */
  accounts?: FakeOidcAccounts;
};

export type FakeOidc = {
  /** `http://127.0.0.1:<port>`: the value for the Entra endpoint override (SSO_ENTRA_ENDPOINT). */
  origin: string;
  surfconextIssuer: string;
  entreeIssuer: string;
  clients: Record<FakeOidcProviderName, FakeOidcClient>;
  entra: {
    /** The authority the server discovers: `https://login.microsoftonline.com/organizations/v2.0`. */
    authority: string;
    tenants: string[];
    /** The selected tenant (its provider answers under /organizations/v2.0). */
    readonly tenant: string;
    useTenant(tid: string): void;
    /** `https://login.microsoftonline.com/<tid>/v2.0`. */
    issuerFor(tid: string): string;
    /** openid-client's customFetch that sends https://login.microsoftonline.com requests to `origin`. */
    fetch: CustomFetch;
  };
  /** Adds or replaces an account. Entra claims are released verbatim (tid/oid included). */
  addAccount(provider: FakeOidcProviderName, login: string, claims: FakeOidcClaims): void;
  /** The pairwise `sub` our client receives for this login (deterministic across runs). */
  subjectFor(provider: FakeOidcProviderName, login: string): string;
  /**
   * Follows an authorization URL headlessly (fetch, cookie jar, manual redirects), logs in as
   * `login` and returns the redirect to our redirect URI (code, state, iss) without calling it.
   * Throws when the login is refused (unknown account) or the provider answers an error page.
   */
  signIn(authorizationUrl: string | URL, login: string): Promise<URL>;
  /** Same path, but presses "Annuleren": returns the redirect with error=access_denied. */
  cancel(authorizationUrl: string | URL): Promise<URL>;
  close(): Promise<void>;
};

export const DEFAULT_ENTRA_TENANTS = [
  'aaaaaaaa-0000-4000-8000-000000000001',
  'bbbbbbbb-0000-4000-8000-000000000002',
];

export const FAKE_OIDC_CLIENTS: Record<FakeOidcProviderName, FakeOidcClient> = {
  entra: { clientId: 'cp-entra-client', clientSecret: 'cp-entra-secret-0123456789abcdef' },
  surfconext: { clientId: 'cp-surf-client', clientSecret: 'cp-surf-secret-0123456789abcdef' },
  entree: { clientId: 'cp-entree-client', clientSecret: 'cp-entree-secret-0123456789abcdef' },
};

export const ENTRA_ORIGIN = 'https://login.microsoftonline.com';
const ENTRA_MOUNT = '/organizations/v2.0';
const ENTRA_AUTHORITY = `${ENTRA_ORIGIN}${ENTRA_MOUNT}`;
const ENTRA_ISSUER_TEMPLATE = `${ENTRA_ORIGIN}/{tenantid}/v2.0`;

/** The accounts of the CLI, for Playwright against the demo data (Demo College has domain demo.nl). */
export function defaultE2eAccounts(entraTenant: string): FakeOidcAccounts {
  return {
    surfconext: {
      ontwerper: {
        email: 'ontwerper@demo.nl',
        given_name: 'Olga',
        family_name: 'Ontwerper',
        schac_home_organization: 'demo.nl',
      },
      onbekend: {
        email: 'onbekend@elders.nl',
        schac_home_organization: 'demo.nl',
        given_name: 'Onbe',
        family_name: 'Kend',
      },
    },
    entra: {
      gebruiker: {
        tid: entraTenant,
        oid: '11111111-2222-4333-8444-555555555555',
        email: 'gebruiker@demo.nl',
        xms_edov: true,
        given_name: 'Guus',
        family_name: 'Gebruiker',
        name: 'Guus Gebruiker',
      },
    },
    entree: {
      docent: {
        email: 'admin@tweede.nl',
        schac_home_organization: 'tweede.nl',
        given_name: 'Tweede',
        family_name: 'Admin',
      },
    },
  };
}

// --- The slice of oidc-provider's API used here (the package ships no type declarations). ---

type OidcClientModel = { clientId: string };
type OidcInteraction = {
  uid: string;
  prompt: { name: string };
  params: Record<string, unknown>;
};
type OidcGrant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type OidcProvider = {
  issuer: string;
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => OidcGrant;
};
type OidcModule = {
  default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
};
type KoaLikeContext = { type: string; body: string };

// --- Quieting the known development notices of oidc-provider (never its errors). ---

const KNOWN_NOTICES = [
  'Unsupported runtime', // oidc-provider 9 asks for Node 22; the repository's floor is Node 20.19
  'in-memory adapter is used', // every provider gets its own in-memory store, which is what tests want
  'you SHOULD change it', // "default <x> function called": defaults we deliberately keep
];
let noticesQuieted = false;

function quietKnownNotices(): void {
  if (noticesQuieted) return;
  noticesQuieted = true;
  for (const level of ['warn', 'info'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const first = args[0];
      if (
        typeof first === 'string' &&
        first.includes('oidc-provider ') &&
        KNOWN_NOTICES.some((notice) => first.includes(notice))
      ) {
        return;
      }
      original(...args);
    };
  }
}

async function loadOidcProvider(): Promise<OidcModule> {
  quietKnownNotices();
  // A dynamic import so the notice filter is in place before the module's load-time warning; the
  // cast gives the untyped package the local types above.
  return (await import('oidc-provider' as string)) as OidcModule;
}

// --- Small HTTP helpers. ---

function htmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

const TITLES: Record<FakeOidcProviderName, string> = {
  entra: 'Microsoft (test)',
  surfconext: 'SURFconext (test)',
  entree: 'Entree Federatie (test)',
};

function loginPage(
  provider: FakeOidcProviderName,
  action: string,
  abort: string,
  tenant: string | undefined,
  refused?: string,
): string {
  const title = TITLES[provider];
  const alert = refused
    ? `<p role="alert">Onbekende gebruiker: ${htmlEscape(refused)} (unknown user)</p>`
    : '';
  const tenantLine = tenant ? `<p>Tenant: <code>${htmlEscape(tenant)}</code></p>` : '';
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>Inloggen – ${title}</title></head>
<body>
<main>
<h1>${title}</h1>
${tenantLine}${alert}
<form method="post" action="${htmlEscape(action)}">
<label for="login">Gebruikersnaam (Username)</label>
<input id="login" name="login" type="text" autocomplete="username" required autofocus>
<button type="submit">Inloggen</button>
</form>
<form method="post" action="${htmlEscape(abort)}">
<button type="submit">Annuleren</button>
</form>
</main>
</body>
</html>`;
}

// --- Building one provider instance. ---

type InstanceSpec = {
  name: FakeOidcProviderName;
  issuer: string;
  /** Path prefix on our server under which the instance answers. */
  mount: string;
  /** Distinguishes the cookies of instances that share our origin. */
  cookiePrefix: string;
};

type Instance = InstanceSpec & {
  provider: OidcProvider;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
};

type Shared = {
  mod: OidcModule;
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  options: FakeOidcOptions;
  accounts: Record<FakeOidcProviderName, Map<string, FakeOidcClaims>>;
};

function pairwiseSubject(provider: FakeOidcProviderName, clientId: string, login: string): string {
  return createHash('sha256').update(`${provider}|${clientId}|${login}`).digest('hex');
}

const FEDERATION_CLAIMS = [
  'sub',
  'email',
  'email_verified',
  'given_name',
  'family_name',
  'name',
  'schac_home_organization',
  'eduperson_principal_name',
];

function createInstance(shared: Shared, spec: InstanceSpec): Instance {
  const { mod, options } = shared;
  const isEntra = spec.name === 'entra';
  const client = FAKE_OIDC_CLIENTS[spec.name];

  const configuration: Record<string, unknown> = {
    jwks: shared.jwks,
    cookies: {
      keys: shared.cookieKeys,
      names: {
        session: `${spec.cookiePrefix}_session`,
        interaction: `${spec.cookiePrefix}_interaction`,
        resume: `${spec.cookiePrefix}_resume`,
      },
      // Plain http on 127.0.0.1: never `secure`; lax lets the top-level redirects carry them.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: isEntra ? (options.postLogoutRedirectUris ?? []) : [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // Registered like the real parties register us; oidc-provider accepts both secret methods
        // (basic and post) whichever of the two is registered.
        token_endpoint_auth_method: isEntra ? 'client_secret_post' : 'client_secret_basic',
        subject_type: 'pairwise',
        // A fixed sector, so redirect URIs on several hosts (localhost and 127.0.0.1) are allowed
        // without a fetched sector document (validation is switched off below).
        sector_identifier_uri: 'https://sector.fake-oidc.test/redirect-uris.json',
      },
    ],
    sectorIdentifierUriValidate: () => false,
    // The two secret methods the real providers offer; openid-client defaults to client_secret_post.
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    subjectTypes: ['public', 'pairwise'],
    pairwiseIdentifier: (_ctx: unknown, accountId: string, model: OidcClientModel) =>
      pairwiseSubject(spec.name, model.clientId, accountId),
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: isEntra ? ['openid', 'profile', 'email', 'offline_access'] : ['openid'],
    claims: isEntra
      ? {
          openid: ['sub', 'tid', 'oid'],
          profile: ['name', 'given_name', 'family_name'],
          email: ['email', 'xms_edov'],
        }
      : { openid: FEDERATION_CLAIMS },
    // Entra: every claim of the granted scopes in the id token.
    conformIdTokenClaims: !isEntra,
    findAccount: (_ctx: unknown, accountId: string) => {
      const claims = shared.accounts[spec.name].get(accountId);
      if (!claims) return undefined;
      return {
        accountId,
        // SURFconext and Entree: the attributes come from userinfo only. conformIdTokenClaims alone
        // would not do it, because it still puts the claims of scope `openid` in the id token.
        claims: async (use: 'id_token' | 'userinfo') =>
          !isEntra && use === 'id_token' ? { sub: accountId } : { ...claims, sub: accountId },
      };
    },
    // A fresh grant of every requested scope: no consent screen, and no stale grant from an earlier
    // login that lacks a scope asked now.
    loadExistingGrant: async (ctx: {
      oidc: {
        provider: OidcProvider;
        client: OidcClientModel;
        session: { accountId?: string };
        params: { scope?: string };
      };
    }) => {
      const accountId = ctx.oidc.session.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope(ctx.oidc.params.scope ?? 'openid');
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${spec.mount}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: isEntra },
      revocation: { enabled: false },
      introspection: { enabled: false },
    },
    clientBasedCORS: () => false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 3600,
      ClientCredentials: 600,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
    },
    renderError: async (ctx: KoaLikeContext, out: Record<string, string>) => {
      ctx.type = 'html';
      const lines = Object.entries(out)
        .map(
          ([key, value]) =>
            `<p><strong>${htmlEscape(key)}</strong>: ${htmlEscape(String(value))}</p>`,
        )
        .join('');
      ctx.body = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Fout – ${TITLES[spec.name]}</title></head><body><main><h1>Fout (error)</h1>${lines}</main></body></html>`;
    },
  };

  const provider = new mod.default(spec.issuer, configuration);
  const callback = provider.callback();
  const instance: Instance = {
    ...spec,
    provider,
    handle: (req, res) => void handleInstanceRequest(shared, instance, callback, req, res),
  };
  return instance;
}

async function handleInstanceRequest(
  shared: Shared,
  instance: Instance,
  callback: (req: IncomingMessage, res: ServerResponse) => void,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const full = req.url ?? '/';
  const rest = full.slice(instance.mount.length) || '/';
  const path = rest.split('?')[0] ?? '/';

  const interaction = /^\/interaction\/([^/]+)(\/login|\/abort)?$/.exec(path);
  if (interaction) {
    await handleInteraction(shared, instance, interaction[2], req, res).catch((error: unknown) => {
      send(res, 400, 'text/plain', `interaction failed: ${String(error)}`);
    });
    return;
  }

  if (instance.name === 'entra') dropIssParameter(res, shared.options.redirectUris);
  dropSessionCookie(res, `${instance.cookiePrefix}_session`);

  // Mounted as Express would: oidc-provider derives its endpoint URLs from originalUrl minus url.
  Object.assign(req, { originalUrl: full, url: rest });
  callback(req, res);
}

/**
 * Keeps no single sign-on session in the browser: every flow starts as in a private window. With
 * a session, logging in as another account in the same browser (a Playwright test that tries two
 * accounts) would run into oidc-provider's "log out the previous account first" step.
 */
function dropSessionCookie(res: ServerResponse, name: string): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (header: string, value: number | string | readonly string[]) => {
    if (header.toLowerCase() === 'set-cookie') {
      const list = (Array.isArray(value) ? value : [String(value)]) as string[];
      const kept = list.filter(
        (cookie) => !cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}.sig=`),
      );
      return setHeader(header, kept);
    }
    return setHeader(header, value);
  };
}

/** Real Entra sends no `iss` in the authorization response; remove oidc-provider's (RFC 9207) one. */
function dropIssParameter(res: ServerResponse, redirectUris: string[]): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() === 'location' && typeof value === 'string') {
      const target = URL.parse(value);
      if (target && redirectUris.some((uri) => value.startsWith(uri))) {
        target.searchParams.delete('iss');
        return setHeader(name, target.href);
      }
    }
    return setHeader(name, value);
  };
}

async function handleInteraction(
  shared: Shared,
  instance: Instance,
  step: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { provider } = instance;
  const details = await provider.interactionDetails(req, res);
  const base = `${instance.mount}/interaction/${details.uid}`;
  const tenant = instance.name === 'entra' ? instance.issuer : undefined;

  if (step === undefined && req.method === 'GET') {
    send(res, 200, 'text/html', loginPage(instance.name, `${base}/login`, `${base}/abort`, tenant));
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, 'text/plain', 'method not allowed');
    return;
  }
  if (step === '/abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const login = (await readForm(req)).get('login')?.trim() ?? '';
  if (!shared.accounts[instance.name].has(login)) {
    send(
      res,
      200,
      'text/html',
      loginPage(instance.name, `${base}/login`, `${base}/abort`, tenant, login),
    );
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: login } },
    { mergeWithLastSubmission: false },
  );
}

// --- Headless browsing for server tests. ---

class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function browse(
  start: string | URL,
  redirectUris: string[],
  answer: (page: URL) => { path: string; body: URLSearchParams },
): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(start);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (redirectUris.some((uri) => url.href.startsWith(uri))) return url;
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: jar.header(), accept: 'text/html' },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      continue;
    }
    const text = await response.text();
    if (response.status === 200 && /\/interaction\/[^/]+$/.test(url.pathname) && method === 'GET') {
      const next = answer(url);
      url = new URL(next.path, url);
      method = 'POST';
      body = next.body;
      continue;
    }
    const refused = /role="alert">([^<]*)</.exec(text)?.[1];
    throw new Error(
      `fake OIDC: ${method} ${url.pathname} answered ${response.status}${refused ? `: ${refused}` : ''}: ${text.slice(0, 300)}`,
    );
  }
  throw new Error('fake OIDC: too many redirects');
}

// --- The server. ---

export async function startFakeOidc(options: FakeOidcOptions): Promise<FakeOidc> {
  if (options.redirectUris.length === 0) throw new Error('startFakeOidc: redirectUris is empty');
  const mod = await loadOidcProvider();
  const tenants = options.entraTenants?.length
    ? [...options.entraTenants]
    : [...DEFAULT_ENTRA_TENANTS];

  // One RS256 key for every instance, so keys an RP cached stay valid when a test switches tenant.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'fake-oidc-rs256',
    alg: 'RS256',
    use: 'sig',
  };

  const accounts: Shared['accounts'] = {
    entra: new Map(),
    surfconext: new Map(),
    entree: new Map(),
  };
  for (const [name, list] of Object.entries(options.accounts ?? {}) as [
    FakeOidcProviderName,
    Record<string, FakeOidcClaims>,
  ][]) {
    for (const [login, claims] of Object.entries(list)) accounts[name].set(login, { ...claims });
  }

  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const shared: Shared = {
    mod,
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    options,
    accounts,
  };
  const surfconext = createInstance(shared, {
    name: 'surfconext',
    issuer: `${origin}/surfconext`,
    mount: '/surfconext',
    cookiePrefix: 'surf',
  });
  const entree = createInstance(shared, {
    name: 'entree',
    issuer: `${origin}/entree`,
    mount: '/entree',
    cookiePrefix: 'entree',
  });
  const entraByTenant = new Map(
    tenants.map((tid, i) => [
      tid,
      createInstance(shared, {
        name: 'entra',
        issuer: `${ENTRA_ORIGIN}/${tid}/v2.0`,
        mount: ENTRA_MOUNT,
        cookiePrefix: `entra${i}`,
      }),
    ]),
  );
  let tenant = tenants[0] as string;
  const currentEntra = () => entraByTenant.get(tenant) as Instance;

  const health = JSON.stringify({
    status: 'ok',
    origin,
    surfconext: surfconext.issuer,
    entree: entree.issuer,
    entra: ENTRA_AUTHORITY,
  });
  const RAW_DISCOVERY = 'x-fake-oidc-raw-discovery';

  async function entraDiscovery(res: ServerResponse): Promise<void> {
    // The selected tenant's own document (fetched from ourselves), re-issued as the organizations one.
    const raw = await fetch(`${origin}${ENTRA_MOUNT}/.well-known/openid-configuration`, {
      headers: { [RAW_DISCOVERY]: '1' },
    });
    const document = (await raw.json()) as Record<string, unknown>;
    document.issuer = ENTRA_ISSUER_TEMPLATE;
    // Real Entra advertises no RFC 9207 `iss` response parameter (we strip it, see dropIssParameter).
    delete document.authorization_response_iss_parameter_supported;
    send(res, 200, 'application/json', JSON.stringify(document));
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const under = (mount: string) => path === mount || path.startsWith(`${mount}/`);
    if (path === '/health' || path === '/') {
      send(res, 200, 'application/json', health);
    } else if (under('/surfconext')) {
      surfconext.handle(req, res);
    } else if (under('/entree')) {
      entree.handle(req, res);
    } else if (
      path === `${ENTRA_MOUNT}/.well-known/openid-configuration` &&
      req.headers[RAW_DISCOVERY] === undefined
    ) {
      entraDiscovery(res).catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
    } else if (under(ENTRA_MOUNT)) {
      currentEntra().handle(req, res);
    } else {
      send(res, 404, 'text/plain', 'not found');
    }
  });

  // openid-client's customFetch: https://login.microsoftonline.com/... goes to `origin`. The cast:
  // openid-client types the body as Uint8Array<ArrayBufferLike>, wider than @types/node's BodyInit;
  // at runtime it is the same value Node's fetch takes.
  const entraFetch: CustomFetch = (url, options) =>
    fetch(
      url.startsWith(ENTRA_ORIGIN) ? `${origin}${url.slice(ENTRA_ORIGIN.length)}` : url,
      options as RequestInit,
    );

  return {
    origin,
    surfconextIssuer: surfconext.issuer,
    entreeIssuer: entree.issuer,
    clients: {
      entra: { ...FAKE_OIDC_CLIENTS.entra },
      surfconext: { ...FAKE_OIDC_CLIENTS.surfconext },
      entree: { ...FAKE_OIDC_CLIENTS.entree },
    },
    entra: {
      authority: ENTRA_AUTHORITY,
      tenants,
      get tenant() {
        return tenant;
      },
      useTenant(tid: string) {
        if (!entraByTenant.has(tid)) throw new Error(`fake OIDC: unknown Entra tenant ${tid}`);
        tenant = tid;
      },
      issuerFor: (tid: string) => ENTRA_ISSUER_TEMPLATE.replace('{tenantid}', tid),
      fetch: entraFetch,
    },
    addAccount(provider, login, claims) {
      accounts[provider].set(login, { ...claims });
    },
    subjectFor: (provider, login) =>
      pairwiseSubject(provider, FAKE_OIDC_CLIENTS[provider].clientId, login),
    signIn: (authorizationUrl, login) =>
      browse(authorizationUrl, options.redirectUris, (page) => ({
        path: `${page.pathname}/login`,
        body: new URLSearchParams({ login }),
      })),
    cancel: (authorizationUrl) =>
      browse(authorizationUrl, options.redirectUris, (page) => ({
        path: `${page.pathname}/abort`,
        body: new URLSearchParams(),
      })),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
