import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAMING_MESSAGES,
  NO_LICENSE_BODY,
  ZCustomTranslationsResponseSchema,
  type TCustomTranslations,
} from '@cp/contracts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let schoolId: number;
let otherSchoolId: number;
let facultyId: number;
let parentId: number;
let secondParentId: number;
let otherFacultyId: number;
let otherParentId: number;
let admin: Agent;
let otherAdmin: Agent;
let user: Agent;

const locationPath = (location = schoolId) => `locations/${location}/customTranslations`;
const educationPath = (education: number, location = schoolId) =>
  `locations/${location}/educations/${education}/customTranslations`;
const parentPath = (location = schoolId, faculty = facultyId, parent = parentId) =>
  `locations/${location}/faculties/${faculty}/educationParents/${parent}/customTranslations`;

async function agentWith(roles: ('admin' | 'designer' | 'user')[], locationId: number) {
  const person = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return ctx.agent().signIn(person.email);
}

async function post(agent: Agent, path: string, name: string): Promise<number> {
  const response = await agent.request('POST', path, { body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function names(
  agent: Agent,
  path: string,
  language: 'nl' | 'en' = 'nl',
): Promise<TCustomTranslations> {
  const response = await agent.request('GET', path, { headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return ZCustomTranslationsResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  admin = await agentWith(['admin'], schoolId);
  otherAdmin = await agentWith(['admin'], otherSchoolId);
  user = await agentWith(['user', 'designer'], schoolId);
  facultyId = await post(admin, `locations/${schoolId}/faculties`, 'Techniek');
  parentId = await post(
    admin,
    `locations/${schoolId}/faculties/${facultyId}/educationParents`,
    'A',
  );
  secondParentId = await post(
    admin,
    `locations/${schoolId}/faculties/${facultyId}/educationParents`,
    'B',
  );
  otherFacultyId = await post(otherAdmin, `locations/${otherSchoolId}/faculties`, 'Zorg');
  otherParentId = await post(
    otherAdmin,
    `locations/${otherSchoolId}/faculties/${otherFacultyId}/educationParents`,
    'C',
  );
});
afterAll(() => ctx?.close());

describe('custom naming', () => {
  it('answers the defaults of the request language when nothing is overridden', async () => {
    const dutch = await names(user, locationPath());
    expect(dutch.language).toBe('nl');
    expect(dutch.level).toBe('location');
    expect(Object.keys(dutch.terms)).toHaveLength(16);
    expect(dutch.terms.subject).toEqual({
      singular: 'vak',
      plural: 'vakken',
      source: 'default',
      default: { singular: 'vak', plural: 'vakken' },
      location: null,
      education_parent: null,
      education: null,
    });
    const english = await names(user, locationPath(), 'en');
    expect(english.terms.subject).toMatchObject({ singular: 'subject', plural: 'subjects' });
  });

  it('saves a location override (trimmed) that applies in both languages and to its parents', async () => {
    const response = await admin.request('PUT', locationPath(), {
      body: { cluster: { singular: ' module ', plural: 'modules' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZCustomTranslationsResponseSchema.parse(response.json()).data;
    expect(saved.terms.cluster).toMatchObject({
      singular: 'module',
      plural: 'modules',
      source: 'location',
      location: { singular: 'module', plural: 'modules' },
    });
    const english = await names(user, locationPath(), 'en');
    expect(english.terms.cluster).toMatchObject({ singular: 'module', source: 'location' });
    expect(english.terms.cluster.default).toEqual({ singular: 'cluster', plural: 'clusters' });
    const parent = await names(user, parentPath());
    expect(parent.level).toBe('education_parent');
    expect(parent.terms.cluster).toMatchObject({ singular: 'module', source: 'location' });
    // Saving again replaces the pair (one row per term and level).
    await admin.request('PUT', locationPath(), {
      body: { cluster: { singular: 'blok', plural: 'blokken' } },
    });
    expect((await names(user, locationPath())).terms.cluster.singular).toBe('blok');
  });

  it('lets the education parent override win over the location, only for that parent', async () => {
    await admin.request('PUT', locationPath(), {
      body: { subject: { singular: 'leergebied', plural: 'leergebieden' } },
    });
    const response = await admin.request('PUT', parentPath(), {
      body: { subject: { singular: 'leerlijn', plural: 'leerlijnen' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const parent = await names(user, parentPath());
    expect(parent.terms.subject).toEqual({
      singular: 'leerlijn',
      plural: 'leerlijnen',
      source: 'education_parent',
      default: { singular: 'vak', plural: 'vakken' },
      location: { singular: 'leergebied', plural: 'leergebieden' },
      education_parent: { singular: 'leerlijn', plural: 'leerlijnen' },
      education: null,
    });
    const sibling = await names(user, parentPath(schoolId, facultyId, secondParentId));
    expect(sibling.terms.subject).toMatchObject({ singular: 'leergebied', source: 'location' });
    const location = await names(user, locationPath());
    expect(location.terms.subject).toMatchObject({
      singular: 'leergebied',
      education_parent: null,
    });
  });

  it('resets a term to the next level, and to the default', async () => {
    await admin.request('PUT', locationPath(), {
      body: { competence: { singular: 'bekwaamheid', plural: 'bekwaamheden' } },
    });
    await admin.request('PUT', parentPath(), {
      body: { competence: { singular: 'kerntaak', plural: 'kerntaken' } },
    });
    const reset = await admin.request('DELETE', `${parentPath()}/competence`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.terms.competence).toMatchObject({
      singular: 'bekwaamheid',
      source: 'location',
    });
    const resetLocation = await admin.request('DELETE', `${locationPath()}/competence`);
    expect(resetLocation.json().data.terms.competence).toMatchObject({
      singular: 'competentie',
      plural: 'competenties',
      source: 'default',
    });
    // Resetting what is not overridden is harmless; an unknown term is invalid.
    expect((await admin.request('DELETE', `${locationPath()}/competence`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `${locationPath()}/bogus`)).statusCode).toBe(422);
  });

  it('requires both the singular and the plural (422 per field), and saves nothing then', async () => {
    const before = (await names(user, locationPath())).terms;
    const cases = [
      { body: { education: { singular: 'traject' } }, fields: ['education.plural'] },
      { body: { education: { plural: 'trajecten' } }, fields: ['education.singular'] },
      {
        body: { education: { singular: ' ', plural: '' } },
        fields: ['education.singular', 'education.plural'],
      },
      // A valid term does not get saved when another in the same body is invalid.
      {
        body: {
          faculty: { singular: 'academie', plural: 'academies' },
          education: { singular: 'traject', plural: '' },
        },
        fields: ['education.plural'],
      },
    ];
    for (const { body, fields } of cases) {
      const response = await admin.request('PUT', locationPath(), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const errors = response.json().errors;
      expect(Object.keys(errors).sort()).toEqual(fields.sort());
      for (const field of fields) expect(errors[field]).toEqual([NAMING_MESSAGES.bothRequired]);
    }
    const tooLong = await admin.request('PUT', locationPath(), {
      body: { education: { singular: 'x'.repeat(61), plural: 'y' } },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ 'education.singular': [NAMING_MESSAGES.tooLong] });
    const unknown = await admin.request('PUT', locationPath(), {
      body: { bogus: { singular: 'a', plural: 'b' } },
    });
    expect(unknown.statusCode).toBe(422);
    expect((await names(user, locationPath())).terms).toEqual(before);
  });

  it('answers 404 for an education parent of another faculty or location, and changes nothing', async () => {
    const attempts = [
      parentPath(schoolId, facultyId, otherParentId),
      parentPath(schoolId, otherFacultyId, otherParentId),
      parentPath(schoolId, otherFacultyId, parentId),
      parentPath(schoolId, facultyId, 999_999),
    ];
    for (const path of attempts) {
      expect((await admin.request('GET', path)).statusCode, path).toBe(404);
      const put = await admin.request('PUT', path, {
        body: { cluster: { singular: 'gekaapt', plural: 'gekaapt' } },
      });
      expect(put.statusCode, path).toBe(404);
      expect((await admin.request('DELETE', `${path}/cluster`)).statusCode, path).toBe(404);
    }
    const theirs = await names(
      otherAdmin,
      parentPath(otherSchoolId, otherFacultyId, otherParentId),
    );
    expect(theirs.terms.cluster.source).toBe('default');
  });

  it("refuses another location's names with 403, without data", async () => {
    await otherAdmin.request('PUT', locationPath(otherSchoolId), {
      body: { cluster: { singular: 'geheimnaam', plural: 'geheimnamen' } },
    });
    for (const path of [
      locationPath(otherSchoolId),
      parentPath(otherSchoolId, otherFacultyId, otherParentId),
    ]) {
      const response = await admin.request('GET', path);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('geheimnaam');
      const put = await admin.request('PUT', path, {
        body: { cluster: { singular: 'x', plural: 'y' } },
      });
      expect(put.statusCode).toBe(403);
    }
    const theirs = await names(otherAdmin, locationPath(otherSchoolId));
    expect(theirs.terms.cluster.singular).toBe('geheimnaam');
  });

  it('lets members read but only admins save or reset', async () => {
    const put = await user.request('PUT', locationPath(), {
      body: { cluster: { singular: 'x', plural: 'y' } },
    });
    expect(put.statusCode).toBe(403);
    expect((await user.request('PUT', parentPath(), { body: {} })).statusCode).toBe(403);
    expect((await user.request('DELETE', `${locationPath()}/cluster`)).statusCode).toBe(403);
    expect((await user.request('DELETE', `${parentPath()}/cluster`)).statusCode).toBe(403);
    expect((await names(user, locationPath())).terms.cluster.singular).not.toBe('x');
  });

  it('answers no_license for a location without an active license', async () => {
    const expired = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, expired.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const expiredAdmin = await agentWith(['admin'], expired.id);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await expiredAdmin.request(method, locationPath(expired.id), {
        body: method === 'PUT' ? { cluster: { singular: 'a', plural: 'b' } } : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(NO_LICENSE_BODY);
    }
  });

  it('removes the overrides of an education parent with it', async () => {
    const temporary = await post(
      admin,
      `locations/${schoolId}/faculties/${facultyId}/educationParents`,
      'Tijdelijk',
    );
    await admin.request('PUT', parentPath(schoolId, facultyId, temporary), {
      body: { description: { singular: 'toelichting', plural: 'toelichtingen' } },
    });
    const deleted = await admin.request(
      'DELETE',
      `locations/${schoolId}/faculties/${facultyId}/educationParents/${temporary}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(
      (await admin.request('GET', parentPath(schoolId, facultyId, temporary))).statusCode,
    ).toBe(404);
  });
});

describe('custom naming per education', () => {
  let educationId: number;
  let siblingId: number;
  let otherParentEducationId: number;
  let foreignEducationId: number;

  beforeAll(async () => {
    const education = (educationParentId: number, locationId = schoolId) =>
      createEducation(ctx.db, { locationId, educationParentId }).then((row) => row.id);
    educationId = await education(parentId);
    siblingId = await education(parentId);
    otherParentEducationId = await education(secondParentId);
    foreignEducationId = await education(otherParentId, otherSchoolId);
  });

  it('lets the education win over its parent, the location and the default, only for itself', async () => {
    await admin.request('PUT', locationPath(), {
      body: { learning_goal: { singular: 'doel', plural: 'doelen' } },
    });
    await admin.request('PUT', parentPath(), {
      body: { learning_goal: { singular: 'leerresultaat', plural: 'leerresultaten' } },
    });
    const response = await admin.request('PUT', educationPath(educationId), {
      body: { learning_goal: { singular: ' eindterm ', plural: 'eindtermen' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZCustomTranslationsResponseSchema.parse(response.json()).data;
    expect(saved.level).toBe('education');
    expect(saved.terms.learning_goal).toEqual({
      singular: 'eindterm',
      plural: 'eindtermen',
      source: 'education',
      default: { singular: 'leerdoel', plural: 'leerdoelen' },
      location: { singular: 'doel', plural: 'doelen' },
      education_parent: { singular: 'leerresultaat', plural: 'leerresultaten' },
      education: { singular: 'eindterm', plural: 'eindtermen' },
    });
    // Members read it, in either language; a term the education does not override falls through.
    const english = await names(user, educationPath(educationId), 'en');
    expect(english.terms.learning_goal).toMatchObject({
      singular: 'eindterm',
      source: 'education',
    });
    expect(english.terms.subject).toMatchObject({
      singular: 'leerlijn',
      source: 'education_parent',
    });
    expect(english.terms.faculty).toMatchObject({ singular: 'faculty', source: 'default' });
    // Not for its sibling, nor for an education of another parent, nor the levels above.
    const sibling = await names(user, educationPath(siblingId));
    expect(sibling.terms.learning_goal).toMatchObject({
      singular: 'leerresultaat',
      source: 'education_parent',
      education: null,
    });
    const elsewhere = await names(user, educationPath(otherParentEducationId));
    expect(elsewhere.terms.learning_goal).toMatchObject({ singular: 'doel', source: 'location' });
    expect((await names(user, parentPath())).terms.learning_goal).toMatchObject({
      singular: 'leerresultaat',
      education: null,
    });
    expect((await names(user, locationPath())).terms.learning_goal.singular).toBe('doel');
  });

  it('replaces on saving again and resets to the parent, then further', async () => {
    await admin.request('PUT', educationPath(educationId), {
      body: { learning_goal: { singular: 'kerndoel', plural: 'kerndoelen' } },
    });
    expect((await names(user, educationPath(educationId))).terms.learning_goal.singular).toBe(
      'kerndoel',
    );
    const reset = await admin.request('DELETE', `${educationPath(educationId)}/learning_goal`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.terms.learning_goal).toMatchObject({
      singular: 'leerresultaat',
      source: 'education_parent',
      education: null,
    });
    // The parent's and the location's rows are untouched by the education's reset.
    expect((await names(user, parentPath())).terms.learning_goal.education_parent).toEqual({
      singular: 'leerresultaat',
      plural: 'leerresultaten',
    });
    expect((await admin.request('DELETE', `${educationPath(educationId)}/bogus`)).statusCode).toBe(
      422,
    );
  });

  it('refuses invalid names with 422 and saves nothing', async () => {
    const response = await admin.request('PUT', educationPath(educationId), {
      body: {
        credit: { singular: 'punt', plural: 'punten' },
        description: { singular: 'toelichting', plural: ' ' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'description.plural': [NAMING_MESSAGES.bothRequired],
    });
    const after = await names(user, educationPath(educationId));
    expect(after.terms.credit.education).toBeNull();
    expect(after.terms.description.education).toBeNull();
  });

  it('answers 404 for an unknown or archived education and 403 for another location', async () => {
    const archived = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      deletedAt: new Date(),
    });
    const body = { cluster: { singular: 'gekaapt', plural: 'gekaapt' } };
    // Another location's education through this location's path: not found here.
    for (const id of [archived.id, 999_999, foreignEducationId]) {
      expect((await admin.request('GET', educationPath(id))).statusCode, `${id}`).toBe(404);
      expect((await admin.request('PUT', educationPath(id), { body })).statusCode).toBe(404);
      expect((await admin.request('DELETE', `${educationPath(id)}/cluster`)).statusCode).toBe(404);
    }
    // The other location's own path: not a member there.
    const foreign = educationPath(foreignEducationId, otherSchoolId);
    expect((await admin.request('GET', foreign)).statusCode).toBe(403);
    expect((await admin.request('PUT', foreign, { body })).statusCode).toBe(403);
    expect((await admin.request('DELETE', `${foreign}/cluster`)).statusCode).toBe(403);
    const theirs = await names(otherAdmin, foreign);
    expect(theirs.terms.cluster.education).toBeNull();
  });

  it('lets members read but only admins save or reset', async () => {
    const body = { cluster: { singular: 'x', plural: 'y' } };
    expect((await user.request('GET', educationPath(siblingId))).statusCode).toBe(200);
    expect((await user.request('PUT', educationPath(siblingId), { body })).statusCode).toBe(403);
    expect((await user.request('DELETE', `${educationPath(siblingId)}/cluster`)).statusCode).toBe(
      403,
    );
    expect((await names(user, educationPath(siblingId))).terms.cluster.education).toBeNull();
  });
});
