import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_LICENSE_BODY,
  ORGANISATION_MESSAGES,
  ZEducationParentListResponseSchema,
  ZEducationParentResponseSchema,
} from '@cp/contracts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { educations } from '../src/db/schema';
import { createEducation } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let schoolId: number;
let otherSchoolId: number;
let facultyId: number;
let secondFacultyId: number;
let otherFacultyId: number;
let admin: Agent;
let otherAdmin: Agent;
let user: Agent;

const parentsOf = (location: number, faculty: number) =>
  `locations/${location}/faculties/${faculty}/educationParents`;

async function agentWith(roles: ('admin' | 'designer' | 'user')[], locationId: number) {
  const person = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return ctx.agent().signIn(person.email);
}

async function createFaculty(agent: Agent, location: number, name: string): Promise<number> {
  const response = await agent.request('POST', `locations/${location}/faculties`, {
    body: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function create(agent: Agent, name: string, location = schoolId, faculty = facultyId) {
  const response = await agent.request('POST', parentsOf(location, faculty), { body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return ZEducationParentResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  admin = await agentWith(['admin'], schoolId);
  otherAdmin = await agentWith(['admin'], otherSchoolId);
  user = await agentWith(['user'], schoolId);
  facultyId = await createFaculty(admin, schoolId, 'Techniek');
  secondFacultyId = await createFaculty(admin, schoolId, 'Economie');
  otherFacultyId = await createFaculty(otherAdmin, otherSchoolId, 'Techniek');
});
afterAll(() => ctx?.close());

describe('education parents', () => {
  it('are created, listed as data.data (by name), read one by one, renamed and deleted', async () => {
    const bouw = await create(admin, 'Bouw');
    await create(admin, 'Automotive');
    expect(bouw).toEqual({
      id: bouw.id,
      faculty_id: facultyId,
      name: 'Bouw',
      educations_count: 0,
      archived_educations_count: 0,
    });

    const list = await user.request('GET', parentsOf(schoolId, facultyId));
    expect(list.statusCode).toBe(200);
    const parents = ZEducationParentListResponseSchema.parse(list.json()).data;
    expect(parents.map((p) => p.name)).toEqual(['Automotive', 'Bouw']);

    const one = await user.request('GET', `${parentsOf(schoolId, facultyId)}/${bouw.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: bouw });

    const renamed = await admin.request('PUT', `${parentsOf(schoolId, facultyId)}/${bouw.id}`, {
      body: { name: 'Bouw en infra' },
    });
    expect(renamed.json().data.name).toBe('Bouw en infra');

    const deleted = await admin.request('DELETE', `${parentsOf(schoolId, facultyId)}/${bouw.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await user.request('GET', `${parentsOf(schoolId, facultyId)}/${bouw.id}`)).statusCode,
    ).toBe(404);
  });

  it('answer how many educations they hold, archived ones apart, so the screen can say why a delete cannot be done', async () => {
    const full = await create(admin, 'Vol');
    const archivedOnly = await create(admin, 'Alleen archief');
    const empty = await create(admin, 'Leeg');
    for (const name of ['Een', 'Twee', 'Drie']) {
      await createEducation(ctx.db, { locationId: schoolId, educationParentId: full.id, name });
    }
    const archived = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: archivedOnly.id,
    });
    await ctx.db
      .update(educations)
      .set({ deletedAt: new Date() })
      .where(eq(educations.id, archived.id));

    const list = ZEducationParentListResponseSchema.parse(
      (await user.request('GET', parentsOf(schoolId, facultyId))).json(),
    ).data;
    const counts = (id: number) => {
      const parent = list.find((item) => item.id === id);
      return [parent?.educations_count, parent?.archived_educations_count];
    };
    expect(counts(full.id)).toEqual([3, 0]);
    expect(counts(archivedOnly.id)).toEqual([0, 1]);
    expect(counts(empty.id)).toEqual([0, 0]);
    const one = await user.request('GET', `${parentsOf(schoolId, facultyId)}/${full.id}`);
    expect(one.json().data).toMatchObject({ educations_count: 3, archived_educations_count: 0 });
    const renamed = await admin.request(
      'PUT',
      `${parentsOf(schoolId, facultyId)}/${archivedOnly.id}`,
      {
        body: { name: 'Archief' },
      },
    );
    expect(renamed.json().data).toMatchObject({
      educations_count: 0,
      archived_educations_count: 1,
    });
    // What the counts announce is what the delete does.
    for (const id of [full.id, archivedOnly.id]) {
      expect(
        (await admin.request('DELETE', `${parentsOf(schoolId, facultyId)}/${id}`)).statusCode,
      ).toBe(409);
    }
    expect(
      (await admin.request('DELETE', `${parentsOf(schoolId, facultyId)}/${empty.id}`)).statusCode,
    ).toBe(200);
  });

  it('refuses bad names with 422 and duplicates within the faculty, whatever the case', async () => {
    for (const body of [{}, { name: ' ' }, { name: 'p'.repeat(101) }]) {
      const response = await admin.request('POST', parentsOf(schoolId, facultyId), { body });
      expect(response.statusCode).toBe(422);
      expect(response.json().keys.name).toHaveLength(1);
    }
    const mbo = await create(admin, 'MBO niveau 4');
    const duplicate = await admin.request('POST', parentsOf(schoolId, facultyId), {
      body: { name: 'mbo NIVEAU 4' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().keys).toEqual({ name: [ORGANISATION_MESSAGES.nameTaken] });
    const other = await create(admin, 'MBO niveau 3');
    const rename = await admin.request('PUT', `${parentsOf(schoolId, facultyId)}/${other.id}`, {
      body: { name: 'MBO Niveau 4' },
    });
    expect(rename.statusCode).toBe(422);
    // The same name in another faculty is fine.
    await create(admin, 'MBO niveau 4', schoolId, secondFacultyId);
    expect(mbo.name).toBe('MBO niveau 4');
  });

  it('answers 404 for a parent through the wrong faculty or location, and never shows it', async () => {
    const theirs = await create(otherAdmin, 'Hun opleidingen', otherSchoolId, otherFacultyId);
    const mine = await create(admin, 'Mijn opleidingen');
    const attempts: [string, string][] = [
      // Another location's faculty through my location.
      ['GET', parentsOf(schoolId, otherFacultyId)],
      ['POST', parentsOf(schoolId, otherFacultyId)],
      ['GET', `${parentsOf(schoolId, otherFacultyId)}/${theirs.id}`],
      // Another location's parent below my own faculty.
      ['GET', `${parentsOf(schoolId, facultyId)}/${theirs.id}`],
      ['PUT', `${parentsOf(schoolId, facultyId)}/${theirs.id}`],
      ['DELETE', `${parentsOf(schoolId, facultyId)}/${theirs.id}`],
      // My parent below my other faculty.
      ['GET', `${parentsOf(schoolId, secondFacultyId)}/${mine.id}`],
      ['DELETE', `${parentsOf(schoolId, secondFacultyId)}/${mine.id}`],
    ];
    for (const [method, path] of attempts) {
      const response = await admin.request(method as 'GET', path, {
        body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Gekaapt' },
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.body).not.toContain('Hun opleidingen');
    }
    const still = await otherAdmin.request(
      'GET',
      `${parentsOf(otherSchoolId, otherFacultyId)}/${theirs.id}`,
    );
    expect(still.json().data.name).toBe('Hun opleidingen');
    // Another location's route itself: 403.
    const foreign = await admin.request('GET', parentsOf(otherSchoolId, otherFacultyId));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Hun opleidingen');
  });

  it('lets a plain user read but not change', async () => {
    const parent = await create(admin, 'Alleen lezen');
    const path = `${parentsOf(schoolId, facultyId)}/${parent.id}`;
    expect((await user.request('GET', path)).statusCode).toBe(200);
    expect(
      (await user.request('POST', parentsOf(schoolId, facultyId), { body: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect((await user.request('PUT', path, { body: { name: 'X' } })).statusCode).toBe(403);
    expect((await user.request('DELETE', path)).statusCode).toBe(403);
    expect((await user.request('GET', path)).json().data.name).toBe('Alleen lezen');
  });

  it('answers no_license for a location without an active license', async () => {
    const expired = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, expired.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const expiredUser = await agentWith(['user'], expired.id);
    const response = await expiredUser.request('GET', parentsOf(expired.id, facultyId));
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(NO_LICENSE_BODY);
  });
});
