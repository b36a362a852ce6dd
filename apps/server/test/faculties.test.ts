import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_LICENSE_BODY,
  ORGANISATION_MESSAGES,
  ZFacultyListResponseSchema,
  ZFacultyResponseSchema,
} from '@cp/contracts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let schoolId: number;
let otherSchoolId: number;
let admin: Agent;
let otherAdmin: Agent;
let user: Agent;
let designer: Agent;

const facultiesOf = (location: number) => `locations/${location}/faculties`;

async function agentWith(roles: ('admin' | 'designer' | 'user')[], locationId: number) {
  const person = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return ctx.agent().signIn(person.email);
}

async function create(agent: Agent, name: string, location = schoolId) {
  const response = await agent.request('POST', facultiesOf(location), { body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return ZFacultyResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  admin = await agentWith(['admin'], schoolId);
  otherAdmin = await agentWith(['admin'], otherSchoolId);
  user = await agentWith(['user'], schoolId);
  designer = await agentWith(['designer'], schoolId);
});
afterAll(() => ctx?.close());

describe('faculties', () => {
  it('are created, listed (sorted by name, with their parent count), renamed and deleted', async () => {
    const techniek = await create(admin, '  Techniek ');
    expect(techniek).toMatchObject({ name: 'Techniek', location_id: schoolId });
    expect(techniek.education_parents_count).toBe(0);
    await create(admin, 'Economie');

    const list = await user.request('GET', facultiesOf(schoolId));
    expect(list.statusCode).toBe(200);
    const names = ZFacultyListResponseSchema.parse(list.json()).data.map((f) => f.name);
    expect(names).toEqual(['Economie', 'Techniek']);

    const renamed = await admin.request('PUT', `${facultiesOf(schoolId)}/${techniek.id}`, {
      body: { name: 'Techniek en ICT' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Techniek en ICT');

    const deleted = await admin.request('DELETE', `${facultiesOf(schoolId)}/${techniek.id}`);
    expect(deleted.statusCode).toBe(200);
    const after = ZFacultyListResponseSchema.parse(
      (await admin.request('GET', facultiesOf(schoolId))).json(),
    ).data;
    expect(after.map((f) => f.name)).not.toContain('Techniek en ICT');
  });

  it('refuses a missing, empty or too long name with 422 and changes nothing', async () => {
    const before = (await admin.request('GET', facultiesOf(schoolId))).body;
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 3 },
    ]) {
      const response = await admin.request('POST', facultiesOf(schoolId), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().keys.name, JSON.stringify(body)).toHaveLength(1);
    }
    const tooLong = await admin.request('POST', facultiesOf(schoolId), {
      body: { name: 'x'.repeat(101) },
    });
    expect(tooLong.json().keys.name).toEqual([ORGANISATION_MESSAGES.nameTooLong]);
    expect((await admin.request('GET', facultiesOf(schoolId))).body).toBe(before);
    // Exactly the maximum is fine.
    await create(admin, 'y'.repeat(100));
  });

  it('refuses a name already used in the location, whatever its case, also on rename', async () => {
    const zorg = await create(admin, 'Zorg');
    const welzijn = await create(admin, 'Welzijn');
    const duplicate = await admin.request('POST', facultiesOf(schoolId), {
      body: { name: 'ZORG' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().keys).toEqual({ name: [ORGANISATION_MESSAGES.nameTaken] });

    const rename = await admin.request('PUT', `${facultiesOf(schoolId)}/${welzijn.id}`, {
      body: { name: 'zorg' },
    });
    expect(rename.statusCode).toBe(422);
    // Renaming to its own name in another case is allowed.
    const own = await admin.request('PUT', `${facultiesOf(schoolId)}/${zorg.id}`, {
      body: { name: 'ZORG' },
    });
    expect(own.statusCode).toBe(200);
    // Another location may use the same name.
    await create(otherAdmin, 'Zorg', otherSchoolId);
  });

  it('refuses to delete a faculty that has education parents (409), until they are gone', async () => {
    const faculty = await create(admin, 'Sport');
    const parentResponse = await admin.request(
      'POST',
      `${facultiesOf(schoolId)}/${faculty.id}/educationParents`,
      { body: { name: 'Sport en bewegen' } },
    );
    expect(parentResponse.statusCode).toBe(201);
    const listed = ZFacultyListResponseSchema.parse(
      (await admin.request('GET', facultiesOf(schoolId))).json(),
    ).data.find((f) => f.id === faculty.id);
    expect(listed?.education_parents_count).toBe(1);

    const refused = await admin.request('DELETE', `${facultiesOf(schoolId)}/${faculty.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict' });
    expect(refused.json().key).toBe(ORGANISATION_MESSAGES.notEmpty);

    const parentId = parentResponse.json().data.id;
    await admin.request(
      'DELETE',
      `${facultiesOf(schoolId)}/${faculty.id}/educationParents/${parentId}`,
    );
    expect(
      (await admin.request('DELETE', `${facultiesOf(schoolId)}/${faculty.id}`)).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another location's faculty through one's own location, and leaves it alone", async () => {
    const theirs = await create(otherAdmin, 'Hun faculteit', otherSchoolId);
    const path = `${facultiesOf(schoolId)}/${theirs.id}`;
    const rename = await admin.request('PUT', path, { body: { name: 'Gekaapt' } });
    expect(rename.statusCode).toBe(404);
    expect((await admin.request('DELETE', path)).statusCode).toBe(404);
    expect((await admin.request('GET', `${path}/educationParents`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `${facultiesOf(schoolId)}/999999`)).statusCode).toBe(404);
    const stillThere = ZFacultyListResponseSchema.parse(
      (await otherAdmin.request('GET', facultiesOf(otherSchoolId))).json(),
    ).data.find((f) => f.id === theirs.id);
    expect(stillThere?.name).toBe('Hun faculteit');
  });

  it("refuses another location's list and changes with 403, without data", async () => {
    const theirs = await create(otherAdmin, 'Geheim', otherSchoolId);
    const list = await admin.request('GET', facultiesOf(otherSchoolId));
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('Geheim');
    const rename = await admin.request('PUT', `${facultiesOf(otherSchoolId)}/${theirs.id}`, {
      body: { name: 'Gekaapt' },
    });
    expect(rename.statusCode).toBe(403);
    expect(
      (await admin.request('POST', facultiesOf(otherSchoolId), { body: { name: 'Nieuw' } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets users and designers read but not change', async () => {
    const faculty = await create(admin, 'Kunst');
    for (const agent of [user, designer]) {
      expect((await agent.request('GET', facultiesOf(schoolId))).statusCode).toBe(200);
      const post = await agent.request('POST', facultiesOf(schoolId), { body: { name: 'Nee' } });
      expect(post.statusCode).toBe(403);
      const put = await agent.request('PUT', `${facultiesOf(schoolId)}/${faculty.id}`, {
        body: { name: 'Nee' },
      });
      expect(put.statusCode).toBe(403);
      expect(
        (await agent.request('DELETE', `${facultiesOf(schoolId)}/${faculty.id}`)).statusCode,
      ).toBe(403);
    }
    const names = ZFacultyListResponseSchema.parse(
      (await admin.request('GET', facultiesOf(schoolId))).json(),
    ).data.map((f) => f.name);
    expect(names).toContain('Kunst');
    expect(names).not.toContain('Nee');
  });

  it('answers no_license for a location without an active license', async () => {
    const expired = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, expired.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const expiredAdmin = await agentWith(['admin'], expired.id);
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { name: 'Techniek' }],
    ] as const) {
      const response = await expiredAdmin.request(method, facultiesOf(expired.id), { body });
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(NO_LICENSE_BODY);
    }
  });

  it('refuses a malformed faculty id with 422', async () => {
    const response = await admin.request('PUT', `${facultiesOf(schoolId)}/abc`, {
      body: { name: 'X' },
    });
    expect(response.statusCode).toBe(422);
  });

  // GET one faculty: the endpoint added by following docs/api.md's recipe (issue 16).
  it("answers one faculty to every member, 404 for an unknown or another location's, 422 for a bad id", async () => {
    const faculty = await create(admin, 'Zorg en welzijn');
    for (const reader of [user, designer, admin]) {
      const response = await reader.request('GET', `${facultiesOf(schoolId)}/${faculty.id}`);
      expect(response.statusCode).toBe(200);
      expect(ZFacultyResponseSchema.parse(response.json()).data).toEqual(faculty);
    }
    const elsewhere = await create(otherAdmin, 'Elders', otherSchoolId);
    const crossing = await admin.request('GET', `${facultiesOf(schoolId)}/${elsewhere.id}`);
    expect(crossing.statusCode).toBe(404);
    expect(crossing.body).not.toContain('Elders');
    expect((await admin.request('GET', `${facultiesOf(schoolId)}/999999`)).statusCode).toBe(404);
    expect((await admin.request('GET', `${facultiesOf(schoolId)}/x1`)).statusCode).toBe(422);
    const outsider = await otherAdmin.request('GET', `${facultiesOf(schoolId)}/${faculty.id}`);
    expect(outsider.statusCode).toBe(403);
    const anonymous = await ctx.agent().request('GET', `${facultiesOf(schoolId)}/${faculty.id}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
