import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '@cp/contracts';
import { createTestContext, type TestContext } from './helpers/app';
import { Agent } from './helpers/agent';
import { createUser } from './helpers/fixtures';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'cp-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The web build writes compressed copies next to each asset (apps/web/vite.config.ts).
  writeFileSync(
    join(webDist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });
});
afterAll(() => ctx?.close());

describe('security headers', () => {
  it('sends CSP, nosniff, frame and referrer policy on API answers and pages', async () => {
    for (const url of ['/api/v1/health', '/', '/assets/index-abc123.js']) {
      const response = await ctx.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Plain http here: HSTS would be wrong.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and secure cookies when PUBLIC_URL is https', async () => {
    const app = await ctx.buildAnother({ PUBLIC_URL: 'https://planner.school.nl' });
    const response = await app.inject({ url: '/api/v1/auth/csrf' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' wss://planner.school.nl",
    );
    expect(response.cookies.find((c) => c.name === CSRF_COOKIE)?.secure).toBe(true);
  });
});

describe('errors', () => {
  it('answers 404 JSON for unknown API routes', async () => {
    for (const url of ['/api/v1/does-not-exist', '/api/v2/health', '/api']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        message: expect.any(String),
        code: 'not_found',
        key: 'common.notFound',
      });
    }
  });

  it('answers 400 JSON for malformed JSON and 415 for other content types', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const broken = await agent.request('PUT', 'auth/me/language', {
      body: '{"language":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'bad_request', key: 'common.badRequest' });
    const xml = await agent.request('PUT', 'auth/me/language', {
      body: '<language>en</language>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({
      code: 'unsupported_media_type',
      key: 'common.unsupportedMediaType',
    });
  });

  it('answers 422 for bodies of the wrong shape, never 500', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    for (const body of [[], 'text', { language: 5 }, { route: 'x'.repeat(500) }, null]) {
      const response = await agent.request('POST', 'pageinfo', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation',
        key: 'common.invalidData',
        message: expect.any(String),
      });
    }
  });
});

describe('rate limit', () => {
  it('answers 429 JSON with Retry-After above the per-minute limit', async () => {
    const app = await ctx.buildAnother({ RATE_LIMIT_PER_MINUTE: '3' });
    const agent = new Agent(app);
    for (let i = 0; i < 3; i++) {
      expect((await agent.request('GET', 'health')).statusCode).toBe(200);
    }
    const limited = await agent.request('GET', 'health');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', key: 'common.tooManyRequests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await new Agent(app).request('GET', 'health')).statusCode).toBe(200);
  });
});

describe('health', () => {
  it('answers without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });
});

describe('web app', () => {
  it('serves index.html at / and for page routes, with no-cache and the CSRF cookie', async () => {
    for (const url of ['/', '/dashboard', '/plan/12', '/index.html']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toMatch(/^[\w-]{43}$/);
    }
  });

  it('serves hashed assets with a long cache and other files with no-cache', async () => {
    const asset = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, else the plain file', async () => {
    const url = '/assets/index-abc123.js';
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers 404 for a missing file that is not a page', async () => {
    const response = await ctx.app.inject({
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('explains that the web app is not built when the folder is missing', async () => {
    const app = await ctx.buildAnother({ WEB_DIST_DIR: join(webDist, 'nope') });
    const response = await app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('The web app is not built');
    expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
