import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEXT_COOKIES,
  ORGANISATION_MESSAGES,
  PLAN_MESSAGES,
  defaultNames,
  type TMessageCatalogue,
} from '@cp/contracts';
import { MESSAGES_EN } from '@cp/contracts/messages/en';
import { MESSAGES_NL } from '@cp/contracts/messages/nl';
import type { Agent } from './helpers/agent';
import { createUser } from './helpers/fixtures';
import {
  createPlanWorld,
  planApi,
  planEducation,
  placed,
  planUrl,
  type PlanWorld,
} from './helpers/plan';

/*
 * The error answer's contract (docs/errors.md): `key` and, per field, `keys` are catalogue keys;
 * `message` and `errors` are the same in the request's language (the language cookie, else
 * Accept-Language, else the user's stored language, else Dutch), with the renamable terms filled
 * in with their default names.
 */

let world: PlanWorld;
const ENGLISH = { 'accept-language': 'en' };
const nl = MESSAGES_NL;
const en = MESSAGES_EN;
const facultiesUrl = () => `locations/${world.schoolId}/faculties`;

beforeAll(async () => {
  world = await createPlanWorld();
});
afterAll(() => world?.ctx.close());

async function signedIn(language: 'nl' | 'en' | null = null): Promise<Agent> {
  const user = await createUser(world.ctx.db, {
    language,
    memberships: [{ locationId: world.schoolId, roles: ['admin'] }],
  });
  return world.ctx.agent().signIn(user.email);
}

describe('a 422', () => {
  it('answers common.invalidData, the keys per field and their Dutch texts by default', async () => {
    const admin = await signedIn();
    const response = await admin.request('POST', facultiesUrl(), { body: { name: ' ' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation',
      key: 'common.invalidData',
      message: nl.common.invalidData,
      keys: { name: [ORGANISATION_MESSAGES.nameRequired] },
      errors: { name: [nl.faculties.nameRequired] },
    });
  });

  it('answers the same keys with English texts for Accept-Language: en', async () => {
    const admin = await signedIn();
    const response = await admin.request('POST', facultiesUrl(), {
      body: { name: ' ' },
      headers: ENGLISH,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation',
      key: 'common.invalidData',
      message: en.common.invalidData,
      keys: { name: [ORGANISATION_MESSAGES.nameRequired] },
      errors: { name: [en.faculties.nameRequired] },
    });
  });

  it('answers a generic key for a rule without its own (common.invalid, .tooLong), and its own where it has one', async () => {
    const admin = await signedIn();
    const unknown = await admin.request('PUT', 'auth/me/language', { body: { language: 'de' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      keys: { language: ['common.invalid'] },
      errors: { language: [nl.common.invalid] },
    });
    const visitor = world.ctx.agent();
    await visitor.csrf();
    const login = (body: object) =>
      visitor.request('POST', 'auth/login', { body, headers: ENGLISH });
    const empty = await login({ email: 'not-an-address', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      keys: { email: ['users.emailInvalid'], password: ['account.passwordRequired'] },
      errors: { email: [en.users.emailInvalid], password: [en.account.passwordRequired] },
    });
    const long = await login({ email: 'someone@school.nl', password: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      keys: { password: ['common.tooLong'] },
      errors: { password: [en.common.tooLong] },
    });
  });

  it('answers common.required for a missing value and common.invalid for a value of the wrong type', async () => {
    const admin = await signedIn();
    const missing = await admin.request('PUT', 'auth/me/language', { body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ keys: { language: ['common.required'] } });
    const wrongType = await admin.request('PUT', 'auth/me/language', { body: { language: 7 } });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toMatchObject({ keys: { language: ['common.invalid'] } });
  });

  it("follows the user's stored language, and the language cookie over the header", async () => {
    const english = await signedIn('en');
    const stored = await english.request('POST', facultiesUrl(), { body: { name: ' ' } });
    expect(stored.json()).toMatchObject({
      message: en.common.invalidData,
      errors: { name: [en.faculties.nameRequired] },
    });
    // The interface's language (Accept-Language) wins over the stored one ...
    const header = await english.request('POST', facultiesUrl(), {
      body: { name: ' ' },
      headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
    });
    expect(header.json()).toMatchObject({ message: nl.common.invalidData });
    // ... and a choice made on /profiel (the language cookie) over both.
    const dutch = await signedIn();
    dutch.cookies.set(CONTEXT_COOKIES.language, 'en');
    const cookie = await dutch.request('POST', facultiesUrl(), {
      body: { name: ' ' },
      headers: { 'accept-language': 'nl' },
    });
    expect(cookie.json()).toMatchObject({
      key: 'common.invalidData',
      message: en.common.invalidData,
      errors: { name: [en.faculties.nameRequired] },
    });
  });
});

describe('a refusal of the domain (404, 409)', () => {
  it('answers a 404 with its key and the text in Dutch, or in English', async () => {
    const admin = await signedIn();
    const url = `${facultiesUrl()}/999999`;
    const dutch = await admin.request('PUT', url, { body: { name: 'Zorg' } });
    expect(dutch.statusCode).toBe(404);
    expect(dutch.json()).toEqual({
      code: 'not_found',
      key: 'notFound.faculty',
      message: nl.notFound.faculty,
    });
    const english = await admin.request('PUT', url, { body: { name: 'Zorg' }, headers: ENGLISH });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      code: 'not_found',
      key: 'notFound.faculty',
      message: en.notFound.faculty,
    });
    expect(nl.notFound.faculty).not.toBe(en.notFound.faculty);
  });

  it('answers a 409 with its key and the text in Dutch, or in English', async () => {
    const admin = await signedIn();
    const faculty = (
      await admin.request('POST', facultiesUrl(), { body: { name: 'Sleutels' } })
    ).json().data as { id: number };
    const parent = await admin.request('POST', `${facultiesUrl()}/${faculty.id}/educationParents`, {
      body: { name: 'Sleutels en sloten' },
    });
    expect(parent.statusCode).toBe(201);
    const url = `${facultiesUrl()}/${faculty.id}`;
    const dutch = await admin.request('DELETE', url);
    expect(dutch.statusCode).toBe(409);
    expect(dutch.json()).toEqual({
      code: 'conflict',
      key: ORGANISATION_MESSAGES.notEmpty,
      message: nl.faculties.notEmpty,
    });
    const english = await admin.request('DELETE', url, { headers: ENGLISH });
    expect(english.json()).toEqual({
      code: 'conflict',
      key: ORGANISATION_MESSAGES.notEmpty,
      message: en.faculties.notEmpty,
    });
  });
});

describe('renamable terms', () => {
  it('are filled in with the default names of the language', async () => {
    const education = await planEducation(world);
    const [yearId] = education.yearIds;
    await placed(world, education.id, {
      education_year_id: yearId!,
      cluster_id: education.clusters.a,
      start_week: 1,
    });
    const api = planApi(world, education.id);
    const again = { education_year_id: yearId, cluster_id: education.clusters.a, start_week: 8 };
    const dutch = await api.place(again);
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().keys).toEqual({ cluster_id: [PLAN_MESSAGES.clusterPlanned] });
    const names = { nl: defaultNames('nl'), en: defaultNames('en') };
    const [dutchText] = dutch.json().errors.cluster_id as string[];
    expect(dutchText).toBe(
      nl.plan.clusterPlanned
        .replace('{{cluster}}', names.nl.cluster.singular)
        .replace('{{educationYear}}', names.nl.education_year.singular),
    );
    expect(dutchText).toContain(`in dit ${names.nl.education_year.singular}`);
    expect(dutchText).not.toContain('{{');

    const english = await world.designer.agent.request(
      'POST',
      `${planUrl(world, education.id)}/clusters`,
      { body: again, headers: ENGLISH },
    );
    expect(english.statusCode).toBe(422);
    const [englishText] = english.json().errors.cluster_id as string[];
    expect(englishText).toBe(
      en.plan.clusterPlanned
        .replace('{{cluster}}', names.en.cluster.singular)
        .replace('{{educationYear}}', names.en.education_year.singular),
    );
    expect(englishText).not.toContain('{{');
  });
});

describe('the catalogue', () => {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  /** `[key, text]` of every message of a catalogue. */
  const entries = (catalogue: TMessageCatalogue): [string, unknown][] =>
    Object.entries(catalogue).flatMap(([area, texts]) =>
      Object.entries(texts as Record<string, unknown>).map(([key, text]): [string, unknown] => [
        `${area}.${key}`,
        text,
      ]),
    );
  const isText = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

  it('has a Dutch text with the same placeholders for every English key, and no other keys', () => {
    const dutch = new Map(entries(nl));
    const english = entries(en);
    expect(english.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [key, text] of english) {
      const translated = dutch.get(key);
      if (!isText(text)) problems.push(`${key}: no English text`);
      if (!isText(translated)) problems.push(`${key}: no Dutch text`);
      else if (isText(text) && placeholders(translated).join() !== placeholders(text).join()) {
        problems.push(
          `${key}: placeholders nl ${placeholders(translated)}, en ${placeholders(text)}`,
        );
      }
    }
    const englishKeys = new Set(english.map(([key]) => key));
    for (const key of dutch.keys()) if (!englishKeys.has(key)) problems.push(`${key}: only Dutch`);
    expect(problems).toEqual([]);
  });
});
