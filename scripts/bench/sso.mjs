// Single sign-on (issue 15) on the built server, PGlite and PostgreSQL side by side, against the
// local OpenID Connect providers of the tests (apps/server/test/helpers/fake-oidc.ts): the
// providers list every login page asks for, the start (state row and redirect), and the return
// of an identity that is already linked (code exchange with the provider over HTTP, token
// validation, userinfo for SURFconext, the session). Only our server's requests are timed; the
// provider's login pages in between are not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { seedDemoIntoEmptyDatabase } from '../../apps/server/src/db/seed/into-empty.ts';
import { startFakeOidc } from '../../apps/server/test/helpers/fake-oidc.ts';
import { getJson } from './api-timing.mjs';
import { createBenchDatabase, startServers } from './databases.mjs';
import { signIn, stopProcess } from './server-process.mjs';

const ROUNDS = Number(process.env.BENCH_SSO_ROUNDS ?? 50);
const WARM_UP = 5;
const DOMAIN = 'democollege.nl';
const PASSWORD = 'Demo!2026';
const CALLBACK_PATH = '/api/v1/auth/sso/callback';

/** One demo account per provider, linked once with its password (both are Demo College members). */
const LINKED = {
  surfconext: { login: 'bench-surf', email: 'ontwerper@demo.nl' },
  entra: { login: 'bench-entra', email: 'gebruiker@demo.nl' },
};

const fmt = (ms) => ms.toFixed(1);

/** Median and p95 as api-timing.mjs computes them. */
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** `name=value` pairs of a Cookie header, and the pairs a response sets. */
function cookiesOf(header) {
  return new Map(
    header
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [name, ...rest] = pair.split('=');
        return [name, rest.join('=')];
      }),
  );
}
const setCookies = (response) =>
  cookiesOf(
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  );
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A write as the web app sends it: JSON, with the CSRF header from the XSRF-TOKEN cookie. */
async function send(method, url, cookie, body) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie,
      'x-xsrf-token': cookiesOf(cookie).get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** One GET of our server, timed to the end of its body; redirects are not followed. */
async function timedGet(url, cookie = '') {
  const start = performance.now();
  const response = await fetch(url, { redirect: 'manual', headers: { cookie } });
  await response.arrayBuffer();
  return { response, ms: performance.now() - start };
}

/**
 * One sign-in as `login` at `provider`: the start (timed), the provider's login page (not timed),
 * the return to our callback (timed). Answers both times and where the server sent the browser.
 */
async function signInRound(fake, base, provider, login) {
  const start = await timedGet(`${base}/api/v1/auth/sso/${provider}/start?domain=${DOMAIN}`);
  if (start.response.status !== 302) throw new Error(`${provider} start: ${start.response.status}`);
  const browser = setCookies(start.response).get('sso_browser');
  const back = await fake.signIn(start.response.headers.get('location'), login);
  const callback = await timedGet(back.href, `sso_browser=${browser}`);
  const surf = new URL(callback.response.headers.get('location') ?? '/', base);
  if (
    callback.response.status !== 302 ||
    surf.pathname !== '/surf' ||
    surf.searchParams.has('error')
  ) {
    throw new Error(`${provider} callback: ${callback.response.status} ${surf.href}`);
  }
  return { startMs: start.ms, callbackMs: callback.ms, surf };
}

/**
 * Demo College gets SURFconext and Entra (the fake's clients, platform admin's PUT), and each
 * provider's bench account is linked once through the password link. Answers the first start
 * and return after the process started (these pay the provider's discovery).
 */
async function connectAndLink(fake, target) {
  const api = `${target.base}/api/v1`;
  const cookie = await signIn(target.base, 'platform@demo.nl', PASSWORD);
  const [demo] = (await getJson(`${api}/locations`, cookie)).data.filter(
    (location) => location.title === 'Demo College',
  );
  const allowed = { surfconext: [DOMAIN], entra: [fake.entra.tenant] };
  const first = {};
  for (const provider of Object.keys(LINKED)) {
    await send('PUT', `${api}/locations/${demo.id}/sso/${provider}`, cookie, {
      enabled: true,
      client_id: fake.clients[provider].clientId,
      client_secret: fake.clients[provider].clientSecret,
      allowed_organisations: allowed[provider],
    });
    const round = await signInRound(fake, target.base, provider, LINKED[provider].login);
    const token = round.surf.searchParams.get('link');
    if (!token) throw new Error(`${provider}: expected a password link, got ${round.surf.href}`);
    // The link page's POST: an anonymous CSRF cookie first, as the browser has one.
    const csrf = await fetch(`${api}/auth/csrf`);
    await csrf.arrayBuffer();
    await send('POST', `${api}/auth/sso/links/${token}`, cookieHeader(setCookies(csrf)), {
      password: PASSWORD,
    });
    first[provider] = round;
  }
  return first;
}

/**
 * Starts the fake providers and the built server on a fresh PGlite folder and, when reachable,
 * on a fresh PostgreSQL database seeded with the demo (`ports`: pglite, postgres, provider);
 * connects and links; then times the three requests, PGlite and PostgreSQL interleaved per
 * round. Reports with bench.mjs's `report` and stops everything it started.
 */
export async function benchSso({ root, serverScript, ports, report }) {
  const bases = {
    PGlite: `http://127.0.0.1:${ports.pglite}`,
    PostgreSQL: `http://127.0.0.1:${ports.postgres}`,
  };
  const fake = await startFakeOidc({
    port: ports.provider,
    redirectUris: Object.values(bases).map((base) => `${base}${CALLBACK_PATH}`),
    accounts: {
      surfconext: {
        [LINKED.surfconext.login]: {
          email: LINKED.surfconext.email,
          given_name: 'Olga',
          family_name: 'Ontwerper',
          schac_home_organization: DOMAIN,
        },
      },
    },
  });
  fake.addAccount('entra', LINKED.entra.login, {
    tid: fake.entra.tenant,
    oid: '22222222-3333-4444-8555-666666666666',
    email: LINKED.entra.email,
    xms_edov: true,
    given_name: 'Guus',
    family_name: 'Gebruiker',
    name: 'Guus Gebruiker',
  });
  const dirs = [];
  const started = [];
  let database;
  const common = (db) => {
    const dir = mkdtempSync(join(tmpdir(), 'cp-bench-sso-'));
    dirs.push(dir);
    return {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      NODE_ENV: 'production',
      DATA_DIR: dir,
      PUBLIC_URL: bases[db],
      SSO_ENTRA_ENDPOINT: fake.origin,
      SSO_SURFCONEXT_ISSUER: fake.surfconextIssuer,
      SSO_ENTREE_ISSUER: fake.entreeIssuer,
    };
  };
  try {
    const targets = {};
    const [pglite] = await startServers({
      serverScript,
      root,
      ports: [ports.pglite],
      env: common('PGlite'),
    });
    started.push(pglite);
    targets.PGlite = pglite;
    database = await createBenchDatabase();
    if (database.skipped) {
      console.log(`PostgreSQL skipped: ${database.skipped}`);
    } else {
      const opened = await openPostgres(database.url);
      try {
        await seedDemoIntoEmptyDatabase(opened);
      } finally {
        await opened.close();
      }
      const [postgres] = await startServers({
        serverScript,
        root,
        ports: [ports.postgres],
        env: { ...common('PostgreSQL'), DATABASE_URL: database.url },
      });
      started.push(postgres);
      targets.PostgreSQL = postgres;
    }

    const dbs = Object.keys(targets);
    const first = {};
    for (const db of dbs) first[db] = await connectAndLink(fake, targets[db]);

    // 1. The providers list: once as the login page asks (no domain), once for one school;
    // first the floor of any public request that asks the database (health: `select 1`).
    const times = {};
    const keep = (key, db, ms) => ((times[key] ??= {})[db] ??= []).push(ms);
    for (const [key, path] of [
      ['health (floor)', '/api/v1/health'],
      ['sso providers', '/api/v1/auth/sso/providers'],
      [`sso providers?domain=${DOMAIN}`, `/api/v1/auth/sso/providers?domain=${DOMAIN}`],
    ]) {
      for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
        for (const db of dbs) {
          const { response, ms } = await timedGet(`${targets[db].base}${path}`);
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
          if (i >= WARM_UP) keep(key, db, ms);
        }
      }
    }
    // 2 and 3. Start and return of the linked identity, per provider (every round a new state).
    for (const [provider, { login }] of Object.entries(LINKED)) {
      for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
        for (const db of dbs) {
          const round = await signInRound(fake, targets[db].base, provider, login);
          if (round.surf.searchParams.has('link')) throw new Error(`${provider}: not linked`);
          if (i < WARM_UP) continue;
          keep(`sso ${provider} start`, db, round.startMs);
          keep(`sso ${provider} callback`, db, round.callbackMs);
        }
      }
    }

    const targetOf = (key) => (key.startsWith('sso providers') ? 'target: a few ms' : '');
    for (const [key, byDb] of Object.entries(times)) {
      for (const db of dbs) {
        const { medianMs, p95Ms } = stats(byDb[db]);
        report(`${key} (${db}) median / p95 ms`, `${fmt(medianMs)} / ${fmt(p95Ms)}`, targetOf(key));
      }
    }
    // The first sign-in after the process started also fetches the provider's discovery document
    // (cached per process for an hour, domain/sso/oidc-client.ts): one sample each, not a median.
    for (const provider of Object.keys(LINKED)) {
      for (const db of dbs) {
        const round = first[db][provider];
        report(
          `sso ${provider} first start / callback (${db}) ms`,
          `${fmt(round.startMs)} / ${fmt(round.callbackMs)}`,
          'once, after start',
        );
      }
    }
    return times;
  } finally {
    for (const server of started.reverse()) await stopProcess(server.child);
    await database?.drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await fake.close();
  }
}
