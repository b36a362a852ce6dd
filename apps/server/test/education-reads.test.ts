import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_LICENSE_BODY,
  ZEducationListResponseSchema,
  ZEducationResponseSchema,
} from '@cp/contracts';
import { educationBackups, notes, noteTypes } from '../src/db/schema';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';

/*
 * The hot reads (docs/decisions/0011-speed-on-postgresql.md): the dashboard list is one query
 * with the access check in it, an education's detail the access check and one query, on PGlite
 * and PostgreSQL. The list's parent and access checks live in that query, so their edges are
 * tested here too (the permission matrix covers every kind of caller).
 */

let ctx: TestContext;
let schoolId: number;
let parentId: number;
let designer: Agent;

const base = () => `locations/${schoolId}/educations`;

/** The statements the database client receives while `work` runs (both drivers: `$client`). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return statements;
}

beforeAll(async () => {
  ctx = await createTestContext();
  schoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  const person = await createUser(ctx.db, {
    memberships: [{ locationId: schoolId, roles: ['designer'] }],
  });
  designer = await ctx.agent().signIn(person.email);
});
afterAll(() => ctx?.close());

describe('the dashboard list', () => {
  it('answers an empty list for a parent of the location without (non-archived) educations', async () => {
    const empty = await createEducationParent(ctx.db, schoolId);
    await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: empty,
      name: 'Gearchiveerd',
      deletedAt: new Date(),
    });
    const response = await designer.request('GET', `${base()}?education_parent=${empty}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEducationListResponseSchema.parse(response.json()).data).toEqual([]);
  });

  it('answers 404 for a parent id that does not exist', async () => {
    const response = await designer.request('GET', `${base()}?education_parent=2147483000`);
    expect(response.statusCode).toBe(404);
  });

  it('is one query, the access check included', async () => {
    await createEducation(ctx.db, { locationId: schoolId, educationParentId: parentId });
    const url = `${base()}?education_parent=${parentId}`;
    // Once before, so the session is in the server's session cache as for every later request.
    expect((await designer.request('GET', url)).statusCode).toBe(200);
    const statements = await statementsDuring(async () => {
      const response = await designer.request('GET', url);
      expect(ZEducationListResponseSchema.parse(response.json()).data).toHaveLength(1);
    });
    expect(statements).toBe(1);
  });
});

describe('the dashboard list decides access in its own query', () => {
  const list = (agent: Agent, location: number, parent: number | string) =>
    agent.request('GET', `locations/${location}/educations?education_parent=${parent}`);
  const signedIn = async (
    memberships: { locationId: number; roles: ['user']; active?: boolean }[],
    isPlatformAdmin = false,
  ) => ctx.agent().signIn((await createUser(ctx.db, { memberships, isPlatformAdmin })).email);

  it('refuses a non-member with 403 and no data, also for a malformed parent (403 before 422)', async () => {
    const stranger = await signedIn([]);
    const refused = await list(stranger, schoolId, parentId);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Opleiding');
    expect((await list(stranger, schoolId, 'abc')).statusCode).toBe(403);
  });

  it('refuses an inactive membership like no membership', async () => {
    const inactive = await signedIn([{ locationId: schoolId, roles: ['user'], active: false }]);
    expect((await list(inactive, schoolId, parentId)).statusCode).toBe(403);
  });

  it('answers no_license at a location without a license, before looking at the parent', async () => {
    const unlicensed = await createLocation(ctx.db, { licensed: false });
    const parent = await createEducationParent(ctx.db, unlicensed.id);
    const member = await signedIn([{ locationId: unlicensed.id, roles: ['user'] }]);
    for (const asked of [parent, 2147483000]) {
      const response = await list(member, unlicensed.id, asked);
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(NO_LICENSE_BODY);
    }
  });

  it('lets the platform administrator in without membership or license; 404 for no location', async () => {
    const platform = await signedIn([], true);
    expect((await list(platform, schoolId, parentId)).statusCode).toBe(200);
    expect((await list(platform, 2147483000, parentId)).statusCode).toBe(404);
    expect((await list(await signedIn([]), 2147483000, parentId)).statusCode).toBe(403);
  });
});

describe("an education's detail", () => {
  it('is the access check and one query, with its structure and counts', async () => {
    const { id } = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      years: 2,
      periods: 2,
      weeks: 5,
    });
    const [type] = await ctx.db
      .insert(noteTypes)
      .values({ locationId: schoolId, name: 'Overleg' })
      .returning({ id: noteTypes.id });
    await ctx.db.insert(notes).values({ educationId: id, noteTypeId: type!.id, text: 'Notitie' });
    const backupAt = new Date('2026-11-20T10:00:00.000Z');
    await ctx.db
      .insert(educationBackups)
      .values({ educationId: id, createdAt: backupAt, snapshot: {}, reason: 'hourly' });
    const url = `${base()}/${id}`;
    expect((await designer.request('GET', url)).statusCode).toBe(200);
    let data: unknown;
    const statements = await statementsDuring(async () => {
      data = ZEducationResponseSchema.parse((await designer.request('GET', url)).json()).data;
    });
    expect(statements).toBe(2);
    expect(data).toMatchObject({
      counts: { notes: 1, backups: 1 },
      last_backup_at: backupAt.toISOString(),
      years: [
        {
          position: 1,
          weeks: 10,
          periods: [
            { first_week: 1, last_week: 5 },
            { first_week: 6, last_week: 10 },
          ],
        },
        { position: 2, weeks: 10 },
      ],
    });
  });
});
