import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCasePackage } from '../src/domain/frameworks/read-case-package';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { storeFramework } from '../src/domain/frameworks/store-framework';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { described, madeItem } from './helpers/design-bodies';
import { createEducation, createEducationParent } from './helpers/educations';
import { frameworkFile, sloExamRecords } from './helpers/framework-files';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

/** OpenSALT's CFPackage JSON Schema, as the package must validate (docs/frameworks.md). */
const validate = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const schema = JSON.parse(
    readFileSync(frameworkFile('case-opensalt', 'case-v1p0-cfpackage-schema.json'), 'utf8'),
  );
  return ajv.compile(schema);
})();

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let member: Agent;
let designer: Agent;
let otherAdmin: Agent;
let frameworkId: number;
let educationId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db, { title: 'Het College' })).id;
  otherLocationId = (await createLocation(ctx.db)).id;
  for (const id of [locationId, otherLocationId]) await createLicense(ctx.db, id);
  const platform = await createUser(ctx.db, { isPlatformAdmin: true });
  await createUser(ctx.db, {
    email: 'case-user@school.nl',
    memberships: [{ locationId, roles: ['user'] }],
  });
  await createUser(ctx.db, {
    email: 'case-designer@school.nl',
    memberships: [{ locationId, roles: ['designer'] }],
  });
  await createUser(ctx.db, {
    email: 'case-other@school.nl',
    memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
  });
  member = await ctx.agent().signIn('case-user@school.nl');
  designer = await ctx.agent().signIn('case-designer@school.nl');
  otherAdmin = await ctx.agent().signIn('case-other@school.nl');
  const informatica = readSloExamProgrammes(await sloExamRecords()).frameworks.find(
    (f) => f.code === 'INF/havo',
  )!;
  frameworkId = await storeFramework(ctx.db, {
    owner: { locationId: null },
    parsed: informatica,
    release: 'november 2025',
    userId: platform.id,
    storedId: null,
  });
  const parentId = await createEducationParent(ctx.db, locationId);
  educationId = (
    await createEducation(ctx.db, { locationId, educationParentId: parentId, name: 'ICT niveau 4' })
  ).id;
});
afterAll(() => ctx?.close());

const download = async (agent: Agent, path: string) => {
  const response = await agent.request('GET', path);
  return { response, json: response.statusCode === 200 ? JSON.parse(response.body) : null };
};

describe('CASE packages out', () => {
  it('exports a framework that validates against the CFPackage schema and imports back as the same tree', async () => {
    const { response, json } = await download(
      member,
      `locations/${locationId}/frameworks/${frameworkId}/case-package`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toContain('INF');
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    // The schema is live: an identifier that is no UUID, or a missing creator, fails it.
    expect(validate({ ...json, CFDocument: { ...json.CFDocument, identifier: 'x' } })).toBe(false);
    expect(validate({ ...json, CFDocument: { ...json.CFDocument, creator: undefined } })).toBe(
      false,
    );

    const back = readCasePackage(json, 'back.json').frameworks[0]!;
    const informatica = readSloExamProgrammes(await sloExamRecords()).frameworks.find(
      (f) => f.code === 'INF/havo',
    )!;
    const shape = (items: typeof back.items) =>
      items.map((item) => [item.sourceId, item.parentSourceId, item.code, item.title, item.kind]);
    // SLO's UUIDs stay the identifiers, so the tree comes back item for item.
    expect(shape(back.items)).toEqual(shape(informatica.items));
    expect(back.sourceKey).toBe(informatica.sourceKey);
  });

  it("exports an education's competences, outcomes and goals in the school's terms", async () => {
    const base = `locations/${locationId}/educations/${educationId}/design`;
    const competence = madeItem(
      await designer.request('POST', `${base}/competences`, { body: described('1') }),
      'competences',
    );
    const outcome = madeItem(
      await designer.request('POST', `${base}/learning-outcomes`, {
        body: described('1.1', { competence_id: competence.id, learning_cluster_id: null }),
      }),
      'learning-outcomes',
    );
    madeItem(
      await designer.request('POST', `${base}/learning-goals`, {
        body: described('1.1.1', { learning_outcome_id: outcome.id }),
      }),
      'learning-goals',
    );
    const { response, json } = await download(
      member,
      `locations/${locationId}/educations/${educationId}/case-package`,
    );
    expect(response.statusCode).toBe(200);
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(json.CFDocument).toMatchObject({
      title: 'ICT niveau 4',
      creator: 'Het College',
      language: 'nl',
    });
    const read = readCasePackage(json, 'ict.json').frameworks[0]!;
    expect(read.items.map((item) => [item.code, item.kind, item.parentSourceId === null])).toEqual([
      ['1', 'Competentie', true],
      ['1.1', 'Leeruitkomst', false],
      ['1.1.1', 'Leerdoel', false],
    ]);
  });

  it("answers 404 for another location's education, and 403 at a location not its own", async () => {
    expect(
      (
        await download(
          otherAdmin,
          `locations/${otherLocationId}/educations/${educationId}/case-package`,
        )
      ).response.statusCode,
    ).toBe(404);
    expect(
      (await download(otherAdmin, `locations/${locationId}/frameworks/${frameworkId}/case-package`))
        .response.statusCode,
    ).toBe(403);
  });
});
