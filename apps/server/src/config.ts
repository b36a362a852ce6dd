import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every environment variable of the server, parsed once. Nothing else reads `process.env`,
 * so a typo or a bad value fails at start with a clear message instead of at the first request.
 */

const here = dirname(fileURLToPath(import.meta.url));
// Both src/config.ts (tsx) and dist/main.js (bundle) sit two levels below apps/, so one relative
// path finds the web build from either place.
const DEFAULT_WEB_DIST_DIR = resolve(here, '../../web/dist');

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A duration in seconds (decimals allowed), at least `min`. */
const seconds = (fallback: number, min: number) => z.coerce.number().min(min).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only, unless told otherwise: in production a reverse proxy in front adds TLS
  // and its own limits (docs/operations.md "Behind a reverse proxy").
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET needs at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt(480),
  SESSION_ABSOLUTE_HOURS: positiveInt(168),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  RATE_LIMIT_PER_MINUTE: positiveInt(1200),
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanish.optional(),
  TRUST_PROXY: booleanish.default(false),
  JOBS_ENABLED: booleanish.default(true),
  // Connection limits (docs/configuration.md "Connections"): each well beyond what an honest
  // browser or upload on a slow school line needs, so slow or idle connections are cut.
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds(20, 1),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(600, 1),
  // Socket.IO long polling holds a request up to its ping interval (25 s) without a byte.
  HTTP_IDLE_TIMEOUT_SECONDS: seconds(60, 30),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(30, 1),
  HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(1000),
  // Single sign-on (docs/sso.md). The Entra endpoint only changes for tests (a local provider).
  SSO_ENTRA_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://login.microsoftonline.com'),
  SSO_SURFCONEXT_ISSUER: z.url({ protocol: /^https?$/ }).default('https://connect.surfconext.nl'),
  SSO_ENTREE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://oidcng.entree.kennisnet.nl'),
  SSO_SECRET_KEY: z.string().min(32, 'SSO_SECRET_KEY needs at least 32 characters').optional(),
});

export type Config = {
  port: number;
  host: string;
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  sessionSecret: string;
  publicUrl: string | undefined;
  /** True when PUBLIC_URL is https: Secure cookies, HSTS, upgrade-insecure-requests. */
  secure: boolean;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** How long a resolved session and `auth/me` answer are kept in memory (0: never). */
  sessionCacheMs: number;
  rateLimitPerMinute: number;
  loginMaxFailuresPerEmail: number;
  loginMaxFailuresPerIp: number;
  webDistDir: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Run the job queue's workers and schedules in this process (docs/jobs.md). */
  jobsEnabled: boolean;
  connections: ConnectionLimits;
  sso: SsoConfig;
};

/** How long the HTTP server waits for a client (docs/configuration.md "Connections"). */
export type ConnectionLimits = {
  /** A request's headers must all have arrived this long after it started (or the connection opened). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /**
   * A body must keep coming at this average rate, after the first `headersTimeoutMs` (0: no
   * check). Catches a body sent a byte at a time, which the idle timeout does not.
   */
  minBodyBytesPerSecond: number;
};

/** Where the single sign-on providers live, and the key that seals stored client secrets. */
export type SsoConfig = {
  /** Requests meant for https://login.microsoftonline.com go here (a test provider); else it. */
  entraEndpoint: string;
  surfconextIssuer: string;
  entreeIssuer: string;
  /** SSO_SECRET_KEY, or else derived from the session secret (domain/sso/secret-box.ts). */
  secretKey: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_SECONDS > e.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid environment:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must not be above HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  const dataDir = resolve(cwd, e.DATA_DIR);
  const embedded = e.DATABASE_URL === undefined;
  const sessionSecret = e.SESSION_SECRET ?? readOrCreateSecret(dataDir);
  return {
    port: e.PORT,
    // Fastify listens on every address of `localhost` (127.0.0.1 and ::1) with a second server
    // for the second, and that one's requests bypass the Socket.IO routing (realtime/): one
    // address, the one every system resolves localhost to.
    host: e.HOST === 'localhost' ? '127.0.0.1' : e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    sessionSecret,
    publicUrl: e.PUBLIC_URL,
    secure: e.PUBLIC_URL?.startsWith('https:') ?? false,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginMaxFailuresPerEmail: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    // Demo accounts with a published password must never reach a production database.
    seedDemo: embedded && (e.SEED_DEMO ?? true),
    trustProxy: e.TRUST_PROXY,
    jobsEnabled: e.JOBS_ENABLED,
    connections: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      minBodyBytesPerSecond: e.HTTP_MIN_BODY_BYTES_PER_SECOND,
    },
    sso: {
      entraEndpoint: e.SSO_ENTRA_ENDPOINT.replace(/\/+$/, ''),
      surfconextIssuer: e.SSO_SURFCONEXT_ISSUER.replace(/\/+$/, ''),
      entreeIssuer: e.SSO_ENTREE_ISSUER.replace(/\/+$/, ''),
      secretKey: e.SSO_SECRET_KEY ?? sessionSecret,
    },
  };
}

/**
 * A secret that is not configured is generated once and kept in DATA_DIR, so sessions survive a
 * restart. Several processes sharing one database must share this file or set SESSION_SECRET.
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process created it first; then we use theirs.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const raced = readSecret(file);
    if (raced) return raced;
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new ConfigError(
        `${file} exists but holds no usable secret (32+ characters); fix or remove it`,
      );
    }
    throw error;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}
