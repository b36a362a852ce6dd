import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'cp-config-test-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      // This machine only unless told otherwise (issue 25): a reverse proxy goes in front.
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: join(cwd, 'data'),
      pgliteDir: join(cwd, 'data', 'pglite'),
      secure: false,
      sessionIdleMs: 480 * 60_000,
      sessionAbsoluteMs: 168 * 3_600_000,
      sessionCacheMs: 5000,
      rateLimitPerMinute: 1200,
      loginMaxFailuresPerEmail: 5,
      loginMaxFailuresPerIp: 20,
      seedDemo: true,
      connections: {
        headersTimeoutMs: 20_000,
        requestTimeoutMs: 600_000,
        idleTimeoutMs: 60_000,
        keepAliveTimeoutMs: 30_000,
        minBodyBytesPerSecond: 1000,
      },
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('generates the session secret once, with mode 0600, and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    const file = join(cwd, 'data', 'session-secret');
    expect(first.sessionSecret).toBe(readFileSync(file, 'utf8'));
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(43);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).sessionSecret).toBe(first.sessionSecret);
    // A configured secret wins and no file is needed.
    const configured = 'x'.repeat(40);
    expect(loadConfig({ SESSION_SECRET: configured }, tempDir()).sessionSecret).toBe(configured);
  });

  it('refuses an unusable secret file instead of silently replacing it', () => {
    const cwd = tempDir();
    loadConfig({}, cwd);
    writeFileSync(join(cwd, 'data', 'session-secret'), 'short');
    expect(() => loadConfig({}, cwd)).toThrow(ConfigError);
  });

  it('never seeds demo data on PostgreSQL', () => {
    const env = { DATABASE_URL: 'postgres://u@localhost:5432/db', SESSION_SECRET: 'y'.repeat(40) };
    expect(loadConfig(env, tempDir()).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }, tempDir()).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }, tempDir()).seedDemo).toBe(false);
  });

  it('turns on secure cookies for an https PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://planner.example.nl' }, tempDir());
    expect(config.secure).toBe(true);
  });

  it('names every bad variable in one error', () => {
    const env = { PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' };
    expect(() => loadConfig(env, tempDir())).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env, tempDir());
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });

  it('listens on one address for localhost', () => {
    // Fastify would add a second server for ::1 that the realtime routing does not see.
    expect(loadConfig({ HOST: 'localhost' }, tempDir()).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }, tempDir()).host).toBe('0.0.0.0');
  });

  it('takes the connection limits in seconds and refuses ones that would break clients', () => {
    const config = loadConfig(
      {
        HTTP_HEADERS_TIMEOUT_SECONDS: '5',
        HTTP_REQUEST_TIMEOUT_SECONDS: '1800',
        HTTP_IDLE_TIMEOUT_SECONDS: '45.5',
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '4',
        HTTP_MIN_BODY_BYTES_PER_SECOND: '0',
      },
      tempDir(),
    );
    expect(config.connections).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 1_800_000,
      idleTimeoutMs: 45_500,
      keepAliveTimeoutMs: 4000,
      minBodyBytesPerSecond: 0,
    });
    // Below Socket.IO's long-polling wait (25 s), every polling client would be cut.
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_SECONDS: '20' }, tempDir())).toThrow(
      /HTTP_IDLE_TIMEOUT_SECONDS/,
    );
    // Node refuses headers allowed longer than the whole request.
    expect(() =>
      loadConfig(
        { HTTP_HEADERS_TIMEOUT_SECONDS: '30', HTTP_REQUEST_TIMEOUT_SECONDS: '10' },
        tempDir(),
      ),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ HTTP_MIN_BODY_BYTES_PER_SECOND: '-1' }, tempDir())).toThrow(
      ConfigError,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, tempDir())).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});
