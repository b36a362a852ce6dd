import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPageInfoEntryListResponseSchema } from '@cp/contracts';
import { seedPageInfo } from '../src/db/seed/page-info';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let platform: Agent;
let admin: Agent;

const entry = (route: string, language: string) =>
  `pageinfo/${encodeURIComponent(route)}/${language}`;

beforeAll(async () => {
  ctx = await createTestContext();
  const location = await createLocation(ctx.db);
  platform = await ctx.agent().signIn((await createUser(ctx.db, { isPlatformAdmin: true })).email);
  admin = await ctx
    .agent()
    .signIn(
      (await createUser(ctx.db, { memberships: [{ locationId: location.id, roles: ['admin'] }] }))
        .email,
    );
});
afterAll(() => ctx?.close());

const help = async (agent: Agent, route: string, language: 'nl' | 'en') =>
  (
    await agent.request('POST', 'pageinfo', {
      body: { route },
      headers: { 'accept-language': language },
    })
  ).json().data;

describe('help texts for the platform administrator', () => {
  it('lists every text per route and language', async () => {
    const response = await platform.request('GET', 'pageinfo/all');
    expect(response.statusCode).toBe(200);
    const list = ZPageInfoEntryListResponseSchema.parse(response.json()).data;
    expect(list.find((e) => e.route === '/plan' && e.language === 'en')?.title).toBe('Plan');
    expect(list.length).toBeGreaterThanOrEqual(20);
  });

  it('creates a text for a route without one, and users see it at once', async () => {
    const saved = await platform.request('PUT', entry('/admin/users', 'en'), {
      body: {
        title: 'Users',
        content: '<p>Manage <strong>users</strong>.</p>',
        video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      route: '/admin/users',
      language: 'en',
      title: 'Users',
      content: '<p>Manage <strong>users</strong>.</p>',
      video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(await help(admin, '/admin/users', 'en')).toMatchObject({ title: 'Users' });
  });

  it('strips scripts, event handlers and javascript: links from the HTML', async () => {
    const response = await platform.request('PUT', entry('/plan', 'nl'), {
      body: {
        title: 'Plan',
        content:
          '<p onclick="steal()">Hallo<script>alert(1)</script></p><img src=x onerror="alert(1)">' +
          '<a href="javascript:alert(1)">link</a><a href="https://example.nl">ok</a>',
        video: null,
      },
    });
    expect(response.statusCode).toBe(200);
    const content: string = response.json().data.content;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(content).toContain('<p>Hallo</p>');
    expect(content).toContain('href="https://example.nl"');
    expect((await help(admin, '/plan', 'nl')).content).toBe(content);
  });

  it('refuses a non-https or non-embed video and a missing title with 422', async () => {
    const before = await help(admin, '/dashboard', 'nl');
    for (const [body, field, key] of [
      [
        { title: 'T', content: '<p>x</p>', video: 'http://www.youtube.com/embed/dQw4w9WgXcQ' },
        'video',
        'pageInfo.invalidVideo',
      ],
      [
        { title: 'T', content: '<p>x</p>', video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        'video',
        'pageInfo.invalidVideo',
      ],
      [
        { title: 'T', content: '<p>x</p>', video: 'javascript:alert(1)' },
        'video',
        'pageInfo.invalidVideo',
      ],
      [{ title: ' ', content: '<p>x</p>' }, 'title', 'common.required'],
      [{ title: 'T' }, 'content', 'common.required'],
    ] as const) {
      const response = await platform.request('PUT', entry('/dashboard', 'nl'), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().keys[field]).toEqual([key]);
    }
    expect(await help(admin, '/dashboard', 'nl')).toEqual(before);
    const badRoute = await platform.request('PUT', 'pageinfo/plan/nl', {
      body: { title: 'T', content: 'x' },
    });
    expect(badRoute.statusCode).toBe(422);
    // A language outside the enum is a path that does not exist (handle(), docs/api.md).
    const badLanguage = await platform.request('PUT', entry('/plan', 'fr'), {
      body: { title: 'T', content: 'x' },
    });
    expect(badLanguage.statusCode).toBe(404);
  });

  it('deletes a text for good: the seed at the next start does not bring it back', async () => {
    expect((await platform.request('DELETE', entry('/analyse', 'en'))).statusCode).toBe(200);
    expect((await platform.request('DELETE', entry('/analyse', 'en'))).statusCode).toBe(404);
    await seedPageInfo(ctx.db);
    // English readers now get the Dutch text (the fallback).
    expect((await help(admin, '/analyse', 'en')).title).toBe('Analyse');
    const list = ZPageInfoEntryListResponseSchema.parse(
      (await platform.request('GET', 'pageinfo/all')).json(),
    ).data;
    expect(list.some((e) => e.route === '/analyse' && e.language === 'en')).toBe(false);
    // Saving it again brings it back.
    await platform.request('PUT', entry('/analyse', 'en'), {
      body: { title: 'Analysis', content: '<p>Again</p>' },
    });
    expect((await help(admin, '/analyse', 'en')).title).toBe('Analysis');
  });

  it('is for the platform administrator only', async () => {
    expect((await admin.request('GET', 'pageinfo/all')).statusCode).toBe(403);
    const put = await admin.request('PUT', entry('/plan', 'en'), {
      body: { title: 'Hacked', content: '<p>x</p>' },
    });
    expect(put.statusCode).toBe(403);
    expect((await admin.request('DELETE', entry('/plan', 'en'))).statusCode).toBe(403);
    expect((await help(admin, '/plan', 'en')).title).toBe('Plan');
  });
});
