import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAMING_MESSAGES,
  NO_LICENSE_BODY,
  TEXT_INVALID_CHARACTERS,
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

const NO_NAME = { nl: null, en: null };
const NO_FORMS = { location: NO_NAME, education_parent: NO_NAME, education: NO_NAME };

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
      forms: NO_FORMS,
    });
    const english = await names(user, locationPath(), 'en');
    expect(english.terms.subject).toMatchObject({ singular: 'subject', plural: 'subjects' });
  });

  it('saves a Dutch location override (trimmed) for Dutch and its parents; English keeps its default', async () => {
    const response = await admin.request('PUT', locationPath(), {
      body: { cluster: { nl: { singular: ' module ', plural: 'modules' } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZCustomTranslationsResponseSchema.parse(response.json()).data;
    expect(saved.terms.cluster).toMatchObject({
      singular: 'module',
      plural: 'modules',
      source: 'location',
      location: { singular: 'module', plural: 'modules' },
    });
    // No English form: the English interface shows the English default, not the Dutch word.
    const english = await names(user, locationPath(), 'en');
    expect(english.terms.cluster).toMatchObject({
      singular: 'cluster',
      plural: 'clusters',
      source: 'default',
      location: null,
    });
    expect(english.terms.cluster.forms.location).toEqual({
      nl: { singular: 'module', plural: 'modules' },
      en: null,
    });
    const parent = await names(user, parentPath());
    expect(parent.level).toBe('education_parent');
    expect(parent.terms.cluster).toMatchObject({ singular: 'module', source: 'location' });
    // Saving again replaces the pair (one row per term and level).
    await admin.request('PUT', locationPath(), {
      body: { cluster: { nl: { singular: 'blok', plural: 'blokken' } } },
    });
    expect((await names(user, locationPath())).terms.cluster.singular).toBe('blok');
  });

  it('lets the education parent override win over the location, only for that parent', async () => {
    await admin.request('PUT', locationPath(), {
      body: { subject: { nl: { singular: 'leergebied', plural: 'leergebieden' } } },
    });
    const response = await admin.request('PUT', parentPath(), {
      body: { subject: { nl: { singular: 'leerlijn', plural: 'leerlijnen' } } },
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
      forms: {
        location: { nl: { singular: 'leergebied', plural: 'leergebieden' }, en: null },
        education_parent: { nl: { singular: 'leerlijn', plural: 'leerlijnen' }, en: null },
        education: { nl: null, en: null },
      },
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
      body: { competence: { nl: { singular: 'bekwaamheid', plural: 'bekwaamheden' } } },
    });
    await admin.request('PUT', parentPath(), {
      body: { competence: { nl: { singular: 'kerntaak', plural: 'kerntaken' } } },
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
    // Resetting what is not overridden is harmless; an unknown term is no such path (404, as
    // every enum path parameter outside its values: http/endpoint.ts).
    expect((await admin.request('DELETE', `${locationPath()}/competence`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `${locationPath()}/bogus`)).statusCode).toBe(404);
  });

  it('requires both the singular and the plural (422 per field), and saves nothing then', async () => {
    const before = (await names(user, locationPath())).terms;
    const cases = [
      { body: { education: { nl: { singular: 'traject' } } }, fields: ['education.nl.plural'] },
      { body: { education: { nl: { plural: 'trajecten' } } }, fields: ['education.nl.singular'] },
      {
        body: { education: { nl: { singular: ' ', plural: '' } } },
        fields: ['education.nl.singular', 'education.nl.plural'],
      },
      // A valid term does not get saved when another in the same body is invalid.
      {
        body: {
          faculty: { nl: { singular: 'academie', plural: 'academies' } },
          education: { nl: { singular: 'traject', plural: '' } },
        },
        fields: ['education.nl.plural'],
      },
    ];
    for (const { body, fields } of cases) {
      const response = await admin.request('PUT', locationPath(), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const keys = response.json().keys;
      expect(Object.keys(keys).sort()).toEqual(fields.sort());
      for (const field of fields) expect(keys[field]).toEqual([NAMING_MESSAGES.bothRequired]);
    }
    const tooLong = await admin.request('PUT', locationPath(), {
      body: { education: { nl: { singular: 'x'.repeat(61), plural: 'y' } } },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().keys).toEqual({ 'education.nl.singular': [NAMING_MESSAGES.tooLong] });
    const unknown = await admin.request('PUT', locationPath(), {
      body: { bogus: { nl: { singular: 'a', plural: 'b' } } },
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
        body: { cluster: { nl: { singular: 'gekaapt', plural: 'gekaapt' } } },
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
      body: { cluster: { nl: { singular: 'geheimnaam', plural: 'geheimnamen' } } },
    });
    for (const path of [
      locationPath(otherSchoolId),
      parentPath(otherSchoolId, otherFacultyId, otherParentId),
    ]) {
      const response = await admin.request('GET', path);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('geheimnaam');
      const put = await admin.request('PUT', path, {
        body: { cluster: { nl: { singular: 'x', plural: 'y' } } },
      });
      expect(put.statusCode).toBe(403);
    }
    const theirs = await names(otherAdmin, locationPath(otherSchoolId));
    expect(theirs.terms.cluster.singular).toBe('geheimnaam');
  });

  it('lets members read but only admins save or reset', async () => {
    const put = await user.request('PUT', locationPath(), {
      body: { cluster: { nl: { singular: 'x', plural: 'y' } } },
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
      body: { description: { nl: { singular: 'toelichting', plural: 'toelichtingen' } } },
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

describe('custom naming in Dutch and English (issue 14)', () => {
  const both = {
    nl: { singular: 'kerntaak', plural: 'kerntaken' },
    en: { singular: 'core task', plural: 'core tasks' },
  };

  it('saves a Dutch and an English form and answers each in its language', async () => {
    const response = await admin.request('PUT', locationPath(), {
      headers: { 'accept-language': 'en' },
      body: {
        competence: {
          nl: { singular: ' kerntaak', plural: 'kerntaken ' },
          en: { singular: ' core task ', plural: 'core tasks' },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZCustomTranslationsResponseSchema.parse(response.json()).data;
    expect(saved.language).toBe('en');
    expect(saved.terms.competence).toEqual({
      singular: 'core task',
      plural: 'core tasks',
      source: 'location',
      default: { singular: 'competence', plural: 'competences' },
      location: both.en,
      education_parent: null,
      education: null,
      forms: { ...NO_FORMS, location: both },
    });
    const dutch = await names(user, locationPath());
    expect(dutch.terms.competence).toMatchObject({
      singular: 'kerntaak',
      plural: 'kerntaken',
      source: 'location',
      location: both.nl,
    });
    // The parent and the education levels below see both forms too.
    const parent = await names(user, parentPath(), 'en');
    expect(parent.terms.competence).toMatchObject({ singular: 'core task', source: 'location' });
  });

  it("in English takes the nearest level's English form over a Dutch-only form below it", async () => {
    await admin.request('PUT', parentPath(), {
      body: { competence: { nl: { singular: 'werkproces', plural: 'werkprocessen' } } },
    });
    const english = await names(user, parentPath(), 'en');
    expect(english.terms.competence).toMatchObject({
      singular: 'core task',
      source: 'location',
      location: both.en,
      education_parent: null,
    });
    expect(english.terms.competence.forms.education_parent).toEqual({
      nl: { singular: 'werkproces', plural: 'werkprocessen' },
      en: null,
    });
    const dutch = await names(user, parentPath());
    expect(dutch.terms.competence).toMatchObject({
      singular: 'werkproces',
      source: 'education_parent',
    });
    await admin.request('DELETE', `${parentPath()}/competence`);
  });

  it('removes the English form when a term is saved without one (null or left out)', async () => {
    for (const en of [null, undefined]) {
      await admin.request('PUT', locationPath(), { body: { competence: both } });
      const response = await admin.request('PUT', locationPath(), {
        body: { competence: { nl: both.nl, ...(en === null ? { en } : {}) } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const english = await names(user, locationPath(), 'en');
      expect(english.terms.competence).toMatchObject({ singular: 'competence', source: 'default' });
      expect(english.terms.competence.forms.location).toEqual({ nl: both.nl, en: null });
    }
  });

  it('resets both languages at once', async () => {
    await admin.request('PUT', locationPath(), { body: { competence: both } });
    const reset = await admin.request('DELETE', `${locationPath()}/competence`, {
      headers: { 'accept-language': 'en' },
    });
    expect(reset.statusCode).toBe(200);
    const answer = ZCustomTranslationsResponseSchema.parse(reset.json()).data;
    expect(answer.terms.competence).toMatchObject({ singular: 'competence', source: 'default' });
    expect(answer.terms.competence.forms.location).toEqual(NO_NAME);
    expect((await names(user, locationPath())).terms.competence).toMatchObject({
      singular: 'competentie',
      source: 'default',
    });
  });

  it('refuses a bad Dutch or English form with 422 per field and changes nothing', async () => {
    await admin.request('PUT', locationPath(), { body: { elective_subject: both } });
    const before = [await names(user, locationPath()), await names(user, locationPath(), 'en')];
    const nl = { singular: 'keuzedeel', plural: 'keuzedelen' };
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { elective_subject: { nl, en: { singular: '', plural: ' ' } } },
        {
          'elective_subject.en.singular': [NAMING_MESSAGES.bothRequired],
          'elective_subject.en.plural': [NAMING_MESSAGES.bothRequired],
        },
      ],
      [
        { elective_subject: { nl, en: { singular: 'option' } } },
        { 'elective_subject.en.plural': [NAMING_MESSAGES.bothRequired] },
      ],
      [
        { elective_subject: { en: { singular: 'option', plural: 'options' } } },
        {
          'elective_subject.nl.singular': [NAMING_MESSAGES.bothRequired],
          'elective_subject.nl.plural': [NAMING_MESSAGES.bothRequired],
        },
      ],
      [
        { elective_subject: { nl, en: { singular: 'o'.repeat(61), plural: 'options' } } },
        { 'elective_subject.en.singular': [NAMING_MESSAGES.tooLong] },
      ],
      [
        { elective_subject: { nl: { singular: 'keuze\ndeel', plural: 'keuzedelen' } } },
        { 'elective_subject.nl.singular': [NAMING_MESSAGES.controlCharacters] },
      ],
      [
        { elective_subject: { nl, en: { singular: 'option', plural: 'opt\u0007ions' } } },
        // The API's rule for every text (issue 11) finds this one first.
        { 'elective_subject.en.plural': [TEXT_INVALID_CHARACTERS] },
      ],
      // A valid term is not saved when another in the same body is invalid.
      [
        {
          cluster_group: { nl: { singular: 'bundel', plural: 'bundels' } },
          elective_subject: { nl, en: { singular: 'option', plural: '' } },
        },
        { 'elective_subject.en.plural': [NAMING_MESSAGES.bothRequired] },
      ],
    ];
    for (const [body, keys] of cases) {
      const response = await admin.request('PUT', locationPath(), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().keys, JSON.stringify(body)).toEqual(keys);
    }
    // The old shape (one pair for every language) and an unknown language are refused too.
    for (const body of [
      { elective_subject: { singular: 'keuzedeel', plural: 'keuzedelen' } },
      { elective_subject: { nl, de: { singular: 'Wahlfach', plural: 'Wahlfächer' } } },
    ]) {
      expect((await admin.request('PUT', locationPath(), { body })).statusCode).toBe(422);
    }
    expect([await names(user, locationPath()), await names(user, locationPath(), 'en')]).toEqual(
      before,
    );
  });

  it("refuses another location's names with 403 and a foreign parent with 404, in both languages", async () => {
    const body = { cluster: both };
    const foreign = locationPath(otherSchoolId);
    expect((await admin.request('PUT', foreign, { body })).statusCode).toBe(403);
    const foreignParent = parentPath(schoolId, facultyId, otherParentId);
    expect((await admin.request('PUT', foreignParent, { body })).statusCode).toBe(404);
    const theirs = await names(otherAdmin, foreign, 'en');
    expect(theirs.terms.cluster.forms.location.en).toBeNull();
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
      body: { learning_goal: { nl: { singular: 'doel', plural: 'doelen' } } },
    });
    await admin.request('PUT', parentPath(), {
      body: { learning_goal: { nl: { singular: 'leerresultaat', plural: 'leerresultaten' } } },
    });
    const response = await admin.request('PUT', educationPath(educationId), {
      body: { learning_goal: { nl: { singular: ' eindterm ', plural: 'eindtermen' } } },
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
      forms: {
        location: { nl: { singular: 'doel', plural: 'doelen' }, en: null },
        education_parent: { nl: { singular: 'leerresultaat', plural: 'leerresultaten' }, en: null },
        education: { nl: { singular: 'eindterm', plural: 'eindtermen' }, en: null },
      },
    });
    // Members read it; a term the education does not override falls through. These names are
    // Dutch only, so English shows its defaults.
    const english = await names(user, educationPath(educationId), 'en');
    expect(english.terms.learning_goal).toMatchObject({
      singular: 'learning goal',
      source: 'default',
    });
    expect(english.terms.learning_goal.forms.education.nl?.singular).toBe('eindterm');
    const dutch = await names(user, educationPath(educationId));
    expect(dutch.terms.subject).toMatchObject({
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
      body: { learning_goal: { nl: { singular: 'kerndoel', plural: 'kerndoelen' } } },
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
      404,
    );
  });

  it('refuses invalid names with 422 and saves nothing', async () => {
    const response = await admin.request('PUT', educationPath(educationId), {
      body: {
        credit: { nl: { singular: 'punt', plural: 'punten' } },
        description: { nl: { singular: 'toelichting', plural: ' ' } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toEqual({
      'description.nl.plural': [NAMING_MESSAGES.bothRequired],
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
    const body = { cluster: { nl: { singular: 'gekaapt', plural: 'gekaapt' } } };
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
    const body = { cluster: { nl: { singular: 'x', plural: 'y' } } };
    expect((await user.request('GET', educationPath(siblingId))).statusCode).toBe(200);
    expect((await user.request('PUT', educationPath(siblingId), { body })).statusCode).toBe(403);
    expect((await user.request('DELETE', `${educationPath(siblingId)}/cluster`)).statusCode).toBe(
      403,
    );
    expect((await names(user, educationPath(siblingId))).terms.cluster.education).toBeNull();
  });
});
