import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZFrameworkDetailResponseSchema,
  ZFrameworkItemSearchResponseSchema,
  ZFrameworkListResponseSchema,
  ZFrameworkPreviewResponseSchema,
} from '@cp/contracts';
import { educationParentRoom, NATIONAL_FRAMEWORKS_ROOM } from '@cp/contracts';
import { frameworks } from '../src/db/schema';
import { RecordingPublisher } from '../src/domain/events/publisher';
import { readFrameworkSheet } from '../src/domain/frameworks/read-framework-sheet';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { frameworkFile } from './helpers/framework-files';
import { createEducationParent } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';
import { multipartBody, type Upload } from './helpers/multipart';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let platform: Agent;
let admin: Agent;
let member: Agent;
let otherAdmin: Agent;
const recorder = new RecordingPublisher();
let parentId: number;

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher: recorder });
  locationId = (await createLocation(ctx.db)).id;
  otherLocationId = (await createLocation(ctx.db)).id;
  for (const id of [locationId, otherLocationId]) await createLicense(ctx.db, id);
  await createUser(ctx.db, { email: 'platform@cp.nl', isPlatformAdmin: true });
  await createUser(ctx.db, {
    email: 'fw-admin@school.nl',
    memberships: [{ locationId, roles: ['admin'] }],
  });
  await createUser(ctx.db, {
    email: 'fw-user@school.nl',
    memberships: [{ locationId, roles: ['user'] }],
  });
  await createUser(ctx.db, {
    email: 'fw-other@school.nl',
    memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
  });
  platform = await ctx.agent().signIn('platform@cp.nl');
  admin = await ctx.agent().signIn('fw-admin@school.nl');
  member = await ctx.agent().signIn('fw-user@school.nl');
  otherAdmin = await ctx.agent().signIn('fw-other@school.nl');
  parentId = await createEducationParent(ctx.db, locationId);
});
afterAll(() => ctx?.close());

const slo = (folder: string, name: string): Upload => ({
  field: 'files',
  name,
  content: readFileSync(frameworkFile(folder, name)),
  type: 'application/json',
});
const EXAM_FILES = [
  slo('slo-examenprogramma', 'examenprogramma.json'),
  slo('slo-examenprogramma', 'domeinen.json'),
  slo('slo-examenprogramma', 'subdomeinen.json'),
  slo('slo-examenprogramma', 'eindtermen.json'),
  slo('slo-basis', 'niveaus.json'),
];

async function send(agent: Agent, path: string, fields: Record<string, string>, files: Upload[]) {
  const { body, headers } = await multipartBody(fields, files);
  return agent.request('POST', path, { body, headers });
}

const INFORMATICA_HAVO = 'fddc262e-f971-48a6-9fef-4b0cf4cd3253';

describe('importing national frameworks', () => {
  it('previews SLO exam programmes, imports the chosen one, and every location lists it', async () => {
    const fields = {
      source: 'slo_exam',
      release: 'november 2025',
      chosen: JSON.stringify([INFORMATICA_HAVO]),
    };
    const preview = await send(platform, 'frameworks/imports/preview', fields, EXAM_FILES);
    expect(preview.statusCode).toBe(200);
    const { data } = ZFrameworkPreviewResponseSchema.parse(preview.json());
    expect(data.frameworks).toHaveLength(107);
    const chosen = data.frameworks.filter((f) => f.chosen);
    expect(chosen.map((f) => f.code)).toEqual(['INF/havo']);
    expect(chosen[0]!.stored).toBeNull();
    expect(data.notes.find((n) => n.kind === 'not_in_programme')?.count).toBe(1);
    expect(await ctx.db.select().from(frameworks)).toHaveLength(0);
    // A preview stores nothing and tells no one.
    expect(recorder.events).toEqual([]);

    const applied = await send(
      platform,
      'frameworks/imports',
      { ...fields, digest: data.digest },
      EXAM_FILES,
    );
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data.frameworks).toEqual([
      expect.objectContaining({ code: 'INF/havo', title: 'Examenprogramma Informatica havo' }),
    ]);
    // Every signed-in tab reloads its frameworks, after the commit.
    expect(recorder.events).toEqual([
      { room: NATIONAL_FRAMEWORKS_ROOM, event: 'frameworks_update', payload: { national: true } },
    ]);
    for (const agent of [member, otherAdmin]) {
      const path =
        agent === member
          ? `locations/${locationId}/frameworks`
          : `locations/${otherLocationId}/frameworks`;
      const list = ZFrameworkListResponseSchema.parse(
        (await agent.request('GET', path)).json(),
      ).data;
      expect(list.map((f) => [f.code, f.national, f.attribution])).toEqual([
        ['INF/havo', true, 'SLO, opendata.slo.nl'],
      ]);
    }
  });

  it('refuses an apply whose preview no longer holds, and changes nothing', async () => {
    const fields = {
      source: 'slo_exam',
      release: 'november 2025',
      chosen: JSON.stringify([INFORMATICA_HAVO]),
    };
    const stale = await send(
      platform,
      'frameworks/imports',
      { ...fields, digest: 'oud' },
      EXAM_FILES,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_preview',
      key: 'frameworks.changedSincePreview',
    });
  });

  it('answers bad files with the reason and stores nothing', async () => {
    const before = (await ctx.db.select().from(frameworks)).length;
    const cases: [Record<string, string>, Upload[], string][] = [
      [{ source: 'slo_exam', release: 'x' }, EXAM_FILES.slice(0, 4), 'frameworks.missingFile'],
      [
        { source: 'slo_exam', release: 'x' },
        [...EXAM_FILES.slice(0, 4), { ...EXAM_FILES[4]!, content: '[{"id": "a", "tit' }],
        'frameworks.notJson',
      ],
      [
        { source: 'case', release: 'x' },
        [{ field: 'files', name: 'p.exe', content: 'MZ' }],
        'frameworks.wrongFileType',
      ],
      [{ source: 'slo_exam', release: '' }, EXAM_FILES, 'frameworks.releaseRequired'],
      [{ source: 'case', release: 'x' }, [], 'frameworks.noFiles'],
      [{ release: 'x' }, EXAM_FILES, 'frameworks.fieldsFirst'],
      [
        { source: 'case', release: 'x', chosen: '{kapot' },
        EXAM_FILES.slice(0, 1),
        'common.invalid',
      ],
      [{ source: 'case', release: 'x\u0000' }, EXAM_FILES.slice(0, 1), 'common.invalidCharacters'],
      [
        { source: 'slo_exam', release: 'x', chosen: '["niet-bestaand"]' },
        EXAM_FILES,
        'frameworks.unknownChoice',
      ],
    ];
    for (const [fields, files, key] of cases) {
      const response = await send(platform, 'frameworks/imports/preview', fields, files);
      expect(response.statusCode, key).toBe(422);
      expect(JSON.stringify(response.json().keys), key).toContain(key);
    }
    expect(await ctx.db.select().from(frameworks)).toHaveLength(before);
  });

  it('lets only the platform administrator import national frameworks, and a school admin its own', async () => {
    const fields = { source: 'case', release: '2017-05-25' };
    const files: Upload[] = [slo('case-opensalt', 'opensalt-sample-what-standards-could-be.json')];
    for (const agent of [admin, member]) {
      expect((await send(agent, 'frameworks/imports/preview', fields, files)).statusCode).toBe(403);
    }
    expect(
      (await send(member, `locations/${locationId}/frameworks/imports/preview`, fields, files))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(otherAdmin, `locations/${locationId}/frameworks/imports/preview`, fields, files))
        .statusCode,
    ).toBe(403);

    const preview = await send(
      admin,
      `locations/${locationId}/frameworks/imports/preview`,
      fields,
      files,
    );
    expect(preview.statusCode).toBe(200);
    const digest = preview.json().data.digest as string;
    recorder.clear();
    const applied = await send(
      admin,
      `locations/${locationId}/frameworks/imports`,
      { ...fields, digest },
      files,
    );
    expect(applied.statusCode).toBe(201);
    // Open screens of this location (its education parents' rooms) reload, no one else's.
    expect(recorder.events).toEqual([
      {
        room: educationParentRoom(parentId),
        event: 'frameworks_update',
        payload: { national: false },
      },
    ]);

    const own = ZFrameworkListResponseSchema.parse(
      (await admin.request('GET', `locations/${locationId}/frameworks`)).json(),
    ).data;
    expect(own.map((f) => [f.title, f.national])).toEqual([
      ['Examenprogramma Informatica havo', true],
      ['What Standards Could Be', false],
    ]);
    const other = ZFrameworkListResponseSchema.parse(
      (await otherAdmin.request('GET', `locations/${otherLocationId}/frameworks`)).json(),
    ).data;
    expect(other.map((f) => f.title)).toEqual(['Examenprogramma Informatica havo']);
  });
});

describe('using a framework', () => {
  const list = async (agent: Agent, location: number) =>
    ZFrameworkListResponseSchema.parse(
      (await agent.request('GET', `locations/${location}/frameworks`)).json(),
    ).data;
  const search = async (agent: Agent, query: string) =>
    ZFrameworkItemSearchResponseSchema.parse(
      (await agent.request('GET', `locations/${locationId}/framework-items?${query}`)).json(),
    ).data;

  it("answers a framework with its tree, and no other location sees a location's own", async () => {
    const [informatica, own] = await list(member, locationId);
    const detail = await member.request(
      'GET',
      `locations/${locationId}/frameworks/${informatica!.id}`,
    );
    const { data } = ZFrameworkDetailResponseSchema.parse(detail.json());
    expect(data.framework.code).toBe('INF/havo');
    expect(data.items.length).toBe(informatica!.items);
    expect(data.items[0]).toMatchObject({ parent_id: null, depth: 1, kind: 'domain' });
    const seen = new Set<number>();
    for (const item of data.items) {
      if (item.parent_id !== null) expect(seen.has(item.parent_id)).toBe(true);
      seen.add(item.id);
    }
    const foreign = await otherAdmin.request(
      'GET',
      `locations/${otherLocationId}/frameworks/${own!.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('searches by words without case or diacritics, by code first, and treats % as text', async () => {
    const hits = await search(member, 'search=ORIENTEREN');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /ori[eë]nteren/i.test(`${hit.code} ${hit.title}`))).toBe(true);
    const both = await search(member, `search=${encodeURIComponent('zoeken INFORMATIE')}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((hit) => /zoeken/i.test(hit.title) && /informatie/i.test(hit.title))).toBe(
      true,
    );
    const byCode = await search(member, `search=${encodeURIComponent('inf/h/domeina/a1')}`);
    expect(byCode[0]?.code).toBe('INF/H/DomeinA/A1');
    // "%" is text: only OpenSALT's item that says "30%" holds it.
    const percent = await search(member, 'search=%25');
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((hit) => hit.title.includes('%'))).toBe(true);
    const [informatica, own] = await list(member, locationId);
    const narrowed = await search(member, `search=a&framework=${own!.id}`);
    expect(narrowed.every((hit) => hit.framework_id === own!.id)).toBe(true);
    expect(narrowed.some((hit) => hit.framework_id === informatica!.id)).toBe(false);
    const bad = await member.request(
      'GET',
      `locations/${locationId}/framework-items?search=${'x'.repeat(300)}`,
    );
    expect(bad.statusCode).toBe(422);
  });
});

describe('the sample of a framework sheet', () => {
  it("is a csv or xlsx in the asker's language that the import reads as a tree", async () => {
    for (const [format, language, kinds] of [
      ['csv', 'nl', ['kerntaak', 'werkproces', 'werkproces']],
      ['xlsx', 'en', ['core task', 'work process', 'work process']],
    ] as const) {
      const response = await admin.request(
        'GET',
        `locations/${locationId}/frameworks/sample.${format}?language=${language}`,
      );
      expect(response.statusCode).toBe(200);
      const { frameworks: read } = await readFrameworkSheet(
        `sample.${format}`,
        response.rawPayload,
        {
          code: 'X',
          title: 'Voorbeeld',
        },
      );
      expect(read[0]!.items.map((item) => item.kind)).toEqual(kinds);
      expect(read[0]!.items.map((item) => item.parentSourceId)).toEqual([null, 'B1', 'B1']);
    }
    expect(
      (await member.request('GET', `locations/${locationId}/frameworks/sample.csv`)).statusCode,
    ).toBe(403);
    expect(
      (await admin.request('GET', `locations/${locationId}/frameworks/sample.pdf`)).statusCode,
    ).toBe(404);
  });
});
