import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_STATUS_LABELS, NAMING_TERMS, ZPageInfoResponseSchema } from '@cp/contracts';
import { and, eq } from 'drizzle-orm';
import { pageInfo } from '../src/db/schema';
import { seedPageInfo } from '../src/db/seed/page-info';
import { SUPERSEDED_PAGE_INFO } from '../src/db/seed/page-info-superseded';
import { PAGE_INFO_TEXTS } from '../src/db/seed/page-info-texts';
import { createTestContext, type TestContext } from './helpers/app';
import { createUser } from './helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('POST pageinfo', () => {
  it('has Dutch and English help for every main screen', async () => {
    const routes = PAGE_INFO_TEXTS.map((t) => t.route).sort();
    expect(routes).toEqual([
      '/analyse',
      '/dashboard',
      '/faculteit',
      '/locatie',
      '/locaties',
      '/notities',
      '/ontwerp',
      '/overzicht',
      '/plan',
      '/profiel',
    ]);
    const rows = await ctx.db.select().from(pageInfo);
    expect(rows).toHaveLength(routes.length * 2);
  });

  it('use the words the screens use (one glossary): controlemomenten, leerjaar, Planning', () => {
    const dutch = PAGE_INFO_TEXTS.map((entry) => `${entry.nl.title} ${entry.nl.content}`).join(' ');
    const english = PAGE_INFO_TEXTS.map((entry) => `${entry.en.title} ${entry.en.content}`).join(
      ' ',
    );
    // The screen says "Controlemomenten" / "check moments", "leerjaar", "Planning".
    expect(dutch).toContain('controlemomenten');
    expect(dutch).not.toMatch(/checkmoment|check-moment|opleidingsja(ar|ren)|planscherm/i);
    expect(dutch).not.toMatch(/\bPlan\b/);
    expect(dutch).not.toMatch(/\b(?<!leer)activiteiten/);
    expect(english).toContain('check moments');
    expect(english).not.toMatch(/checkmoment|check-up|checkpoint|\b(?<!learning )activities/i);
    expect(PAGE_INFO_TEXTS.find((entry) => entry.route === '/plan')?.nl.title).toBe('Planning');
  });

  it('call an education by its English term and the statuses as the dashboard does', () => {
    const english = PAGE_INFO_TEXTS.map((entry) => entry.en.content).join(' ');
    // The English term of an education is "curriculum" (NAMING_TERMS); "education" stays only in
    // the names of the education group and the education year.
    expect(NAMING_TERMS.education.en).toEqual(['curriculum', 'curricula']);
    expect(english).toContain('curricula');
    expect(english).not.toMatch(/\beducations?\b(?! (group|year)s?\b)|\bprogrammes?\b/i);
    const dashboard = PAGE_INFO_TEXTS.find((entry) => entry.route === '/dashboard')!;
    for (const language of ['nl', 'en'] as const) {
      for (const label of Object.values(EDUCATION_STATUS_LABELS[language])) {
        expect(dashboard[language].content).toContain(`<strong>${label}</strong>`);
      }
    }
  });

  it('has every superseded text differ from the current one (else the seed rewrites it for nothing)', () => {
    for (const old of SUPERSEDED_PAGE_INFO) {
      const current = PAGE_INFO_TEXTS.find((entry) => entry.route === old.route)![old.language];
      expect(old.content, `${old.route} ${old.language}`).not.toBe(current.content);
    }
  });

  it('brings a help text still as an earlier version seeded it up to date; an edited one stays', async () => {
    const [old] = SUPERSEDED_PAGE_INFO.filter(
      (row) => row.route === '/plan' && row.language === 'nl',
    );
    const where = and(eq(pageInfo.route, '/plan'), eq(pageInfo.language, 'nl'));
    await ctx.db.update(pageInfo).set({ title: old!.title, content: old!.content }).where(where);
    await seedPageInfo(ctx.db);
    const [updated] = await ctx.db.select().from(pageInfo).where(where);
    expect(updated?.title).toBe('Planning');
    expect(updated?.content).toContain('controlemomenten');

    const edited = `${old!.content}<p>Eigen tekst van de beheerder</p>`;
    await ctx.db.update(pageInfo).set({ title: old!.title, content: edited }).where(where);
    await seedPageInfo(ctx.db);
    const [kept] = await ctx.db.select().from(pageInfo).where(where);
    expect(kept?.content).toBe(edited);
    // Back to the current text for the other tests.
    const current = PAGE_INFO_TEXTS.find((entry) => entry.route === '/plan')!.nl;
    await ctx.db.update(pageInfo).set(current).where(where);
  });

  it('answers in the language of the language cookie', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    agent.cookies.set('language', 'en');
    const en = await agent.request('POST', 'pageinfo', { body: { route: '/plan' } });
    expect(en.statusCode).toBe(200);
    const body = ZPageInfoResponseSchema.parse(en.json());
    expect(body.data).toMatchObject({ title: 'Plan', video: null });
    expect(body.data?.content).toContain('timeline');

    agent.cookies.set('language', 'nl');
    const nl = ZPageInfoResponseSchema.parse(
      (await agent.request('POST', 'pageinfo', { body: { route: '/notities' } })).json(),
    );
    expect(nl.data?.title).toBe('Notities');
  });

  it('follows the language the web app shows (Accept-Language) when no cookie is set', async () => {
    const dutchStored = await createUser(ctx.db, { language: 'nl' });
    const agent = await ctx.agent().signIn(dutchStored.email);
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    const en = await agent.request('POST', 'pageinfo', { body: { route: '/plan' }, headers });
    expect(en.json().data.title).toBe('Plan');
    const profile = await agent.request('POST', 'pageinfo', {
      body: { route: '/profiel' },
      headers,
    });
    expect(profile.json().data.title).toBe('Profile');
    // A choice made on /profiel (the cookie) wins over the header.
    agent.cookies.set('language', 'nl');
    const nl = await agent.request('POST', 'pageinfo', { body: { route: '/profiel' }, headers });
    expect(nl.json().data.title).toBe('Profiel');
  });

  it("falls back to the user's stored language, then Dutch", async () => {
    const english = await createUser(ctx.db, { language: 'en' });
    const a = await ctx.agent().signIn(english.email);
    const en = (await a.request('POST', 'pageinfo', { body: { route: '/profiel' } })).json();
    expect(en.data.title).toBe('Profile');

    const unset = await createUser(ctx.db);
    const b = await ctx.agent().signIn(unset.email);
    b.cookies.set('language', 'fr'); // not a language of the product: ignored
    const nl = (await b.request('POST', 'pageinfo', { body: { route: '/profiel' } })).json();
    expect(nl.data.title).toBe('Profiel');
  });

  it('answers null for a route without help', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('POST', 'pageinfo', { body: { route: '/bestaat-niet' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('refuses a missing route with 422', async () => {
    const user = await createUser(ctx.db);
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('POST', 'pageinfo', { body: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toHaveProperty('route');
    expect((await agent.request('POST', 'pageinfo')).statusCode).toBe(422);
  });
});
