import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEducationListResponseSchema, ZEducationResponseSchema } from '@cp/contracts';
import { educationBackups, notes, noteTypes } from '../src/db/schema';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';

/*
 * The hot reads (docs/decisions/0011-speed-on-postgresql.md): the dashboard list and an
 * education's detail each take the access check and one query, on PGlite and PostgreSQL; the
 * list's parent check lives in that query, so its edges are tested here too.
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

  it('is the access check and one query', async () => {
    await createEducation(ctx.db, { locationId: schoolId, educationParentId: parentId });
    const url = `${base()}?education_parent=${parentId}`;
    // Once before, so the session is in the server's session cache as for every later request.
    expect((await designer.request('GET', url)).statusCode).toBe(200);
    const statements = await statementsDuring(async () => {
      const response = await designer.request('GET', url);
      expect(ZEducationListResponseSchema.parse(response.json()).data).toHaveLength(1);
    });
    expect(statements).toBe(2);
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
