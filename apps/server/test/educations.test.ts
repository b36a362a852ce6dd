import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EDUCATION_MESSAGES,
  ZEducationListResponseSchema,
  ZEducationResponseSchema,
  ZMemberListResponseSchema,
} from '@cp/contracts';
import {
  designRestrictions,
  educationApprovals,
  educationParents,
  educations,
  locations,
  users,
} from '../src/db/schema';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
const publisher = new RecordingPublisher();
let schoolId: number;
let otherSchoolId: number;
let parentId: number;
let secondParentId: number;
let otherParentId: number;
let admin: Agent;
let designer: Agent;
let designerId: number;
let user: Agent;
let otherAdmin: Agent;

const base = (location = schoolId) => `locations/${location}/educations`;

async function agentWith(roles: ('admin' | 'designer' | 'user')[], locationId = schoolId) {
  const person = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return { agent: await ctx.agent().signIn(person.email), id: person.id };
}

const newEducation = (overrides: Record<string, unknown> = {}) => ({
  education_parent_id: parentId,
  name: 'Bouwkunde niveau 4',
  type: 'vocational_secondary_education_4',
  years: 3,
  periods_per_year: 4,
  ...overrides,
});

async function countAt(locationId: number) {
  return (await ctx.db.select().from(educations).where(eq(educations.locationId, locationId)))
    .length;
}

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher });
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  secondParentId = await createEducationParent(ctx.db, schoolId);
  otherParentId = await createEducationParent(ctx.db, otherSchoolId);
  admin = (await agentWith(['admin'])).agent;
  ({ agent: designer, id: designerId } = await agentWith(['designer']));
  user = (await agentWith(['user'])).agent;
  otherAdmin = (await agentWith(['admin'], otherSchoolId)).agent;
});
afterAll(() => ctx?.close());
beforeEach(() => publisher.clear());

describe('creating an education', () => {
  it('creates years and periods with the default weeks, answers 201 with the detail, tells the room after commit', async () => {
    await ctx.db.update(locations).set({ defaultWeeks: 8 }).where(eq(locations.id, schoolId));
    const response = await designer.request('POST', base(), { body: newEducation() });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = ZEducationResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      name: 'Bouwkunde niveau 4',
      status: 'designing',
      is_flexible: false,
      location_id: schoolId,
      education_parent: { id: parentId },
      years_count: 3,
      periods_count: 12,
      weeks_count: 96,
      can_design: true,
      can_approve: false,
      approvals: [],
      counts: { notes: 0, backups: 0 },
      last_backup_at: null,
    });
    expect(data.years.map((year) => year.position)).toEqual([1, 2, 3]);
    expect(data.years[1]?.weeks).toBe(32);
    expect(data.years[0]?.periods.map((p) => [p.position, p.first_week, p.last_week])).toEqual([
      [1, 1, 8],
      [2, 9, 16],
      [3, 17, 24],
      [4, 25, 32],
    ]);
    const [row] = await ctx.db.select().from(educations).where(eq(educations.id, data.id));
    expect(row?.createdBy).toBe(designerId);
    expect(publisher.events).toEqual([
      {
        room: `educationParent.${parentId}`,
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: data.id },
      },
    ]);
    await ctx.db.update(locations).set({ defaultWeeks: 10 }).where(eq(locations.id, schoolId));
  });

  it('takes weeks_per_period when given', async () => {
    const response = await admin.request('POST', base(), {
      body: newEducation({ name: 'Kort', years: 1, periods_per_year: 2, weeks_per_period: 5 }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ weeks_count: 10, years_count: 1 });
  });

  it('refuses bad data with field messages and creates nothing, sending no event', async () => {
    const before = await countAt(schoolId);
    const response = await designer.request('POST', base(), {
      body: newEducation({ name: ' ', type: 'nope', years: 11, periods_per_year: 0 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toMatchObject({
      name: [EDUCATION_MESSAGES.nameRequired],
      type: [EDUCATION_MESSAGES.typeRequired],
      years: [EDUCATION_MESSAGES.yearsRange],
      periods_per_year: [EDUCATION_MESSAGES.periodsRange],
    });
    expect(await countAt(schoolId)).toBe(before);
    expect(publisher.events).toEqual([]);
  });

  it('refuses a parent of another location (422 on education_parent_id)', async () => {
    const before = await countAt(otherSchoolId);
    const response = await designer.request('POST', base(), {
      body: newEducation({ education_parent_id: otherParentId }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toEqual({
      education_parent_id: [EDUCATION_MESSAGES.parentNotFound],
    });
    expect(await countAt(otherSchoolId)).toBe(before);
  });

  it('refuses a flexible education where the location does not allow it', async () => {
    const before = await countAt(schoolId);
    const refused = await designer.request('POST', base(), {
      body: newEducation({ is_flexible: true }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().keys).toEqual({ is_flexible: [EDUCATION_MESSAGES.flexibleNotAllowed] });
    expect(await countAt(schoolId)).toBe(before);

    await ctx.db.update(locations).set({ allowFlexible: true }).where(eq(locations.id, schoolId));
    const allowed = await designer.request('POST', base(), {
      body: newEducation({ name: 'Flex', is_flexible: true }),
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().data.is_flexible).toBe(true);
    await ctx.db.update(locations).set({ allowFlexible: false }).where(eq(locations.id, schoolId));
  });

  it('is for designers and admins only, of this location', async () => {
    expect((await user.request('POST', base(), { body: newEducation() })).statusCode).toBe(403);
    expect((await otherAdmin.request('POST', base(), { body: newEducation() })).statusCode).toBe(
      403,
    );
  });

  it('is refused to a designer limited to certain educations', async () => {
    const limited = await agentWith(['designer']);
    const mine = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    await ctx.db
      .insert(designRestrictions)
      .values({ userId: limited.id, locationId: schoolId, educationId: mine.id });
    const response = await limited.agent.request('POST', base(), { body: newEducation() });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('design_restricted');
  });
});

describe('the license maximum', () => {
  it('refuses with 409 license_limit and creates nothing; two racing creates at one left: exactly one wins', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const parent = await createEducationParent(ctx.db, location.id);
    await createLicense(ctx.db, location.id, { maxEducations: 2 });
    const { agent } = await agentWith(['designer'], location.id);
    await createEducation(ctx.db, { locationId: location.id, educationParentId: parent });
    // Archived educations do not count.
    await createEducation(ctx.db, {
      locationId: location.id,
      educationParentId: parent,
      deletedAt: new Date(),
    });

    const body = newEducation({ education_parent_id: parent });
    const answers = await Promise.all([
      agent.request('POST', base(location.id), { body: { ...body, name: 'A' } }),
      agent.request('POST', base(location.id), { body: { ...body, name: 'B' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'license_limit',
      key: EDUCATION_MESSAGES.licenseLimit,
    });
    expect(await countAt(location.id)).toBe(3);
    expect(publisher.events).toHaveLength(1);
  });
});

describe('listing and reading', () => {
  it('lists the non-archived educations of one parent with counts, approvals and rights', async () => {
    const parent = await createEducationParent(ctx.db, schoolId);
    const b = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parent,
      name: 'B',
      years: 2,
      periods: 3,
      weeks: 7,
      status: 'reviewing',
    });
    await createEducation(ctx.db, { locationId: schoolId, educationParentId: parent, name: 'a' });
    await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parent,
      name: 'Archived',
      deletedAt: new Date(),
    });
    await createEducation(ctx.db, { locationId: schoolId, educationParentId: secondParentId });
    const requester = await createUser(ctx.db, {
      memberships: [{ locationId: schoolId, roles: ['designer'] }],
    });
    await ctx.db
      .update(educations)
      .set({ requestedBy: requester.id, reviewRequestedAt: new Date() })
      .where(eq(educations.id, b.id));
    await ctx.db
      .update(users)
      .set({ firstName: 'Petra', middleName: 'van den', lastName: 'Berg' })
      .where(eq(users.id, requester.id));
    await ctx.db.insert(educationApprovals).values({ educationId: b.id, userId: designerId });

    const response = await user.request('GET', `${base()}?education_parent=${parent}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZEducationListResponseSchema.parse(response.json());
    expect(data.map((education) => education.name)).toEqual(['a', 'B']);
    expect(data[1]).toMatchObject({
      years_count: 2,
      periods_count: 6,
      weeks_count: 42,
      status: 'reviewing',
      requested_by: { id: requester.id, name: 'Petra van den Berg' },
      approvals: [{ user: { id: designerId, name: 'Test Gebruiker' } }],
      can_design: false,
      can_approve: true,
    });

    const asDesigner = ZEducationListResponseSchema.parse(
      (await designer.request('GET', `${base()}?education_parent=${parent}`)).json(),
    ).data;
    // The designer approved already: no second approval.
    expect(asDesigner[1]).toMatchObject({ can_design: true, can_approve: false });
  });

  it('without a parent lists the whole location, never another location or the archive', async () => {
    const foreign = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
      name: 'Vreemd',
    });
    const { data } = ZEducationListResponseSchema.parse((await user.request('GET', base())).json());
    expect(data.length).toBeGreaterThan(2);
    expect(data.some((education) => education.id === foreign.id)).toBe(false);
    expect(data.some((education) => education.name === 'Archived')).toBe(false);
  });

  it('answers 404 for a parent of another location and 422 for a malformed one', async () => {
    const foreign = await user.request('GET', `${base()}?education_parent=${otherParentId}`);
    expect(foreign.statusCode).toBe(404);
    expect((await user.request('GET', `${base()}?education_parent=abc`)).statusCode).toBe(422);
  });

  it('reads one education with faculty and parent; 404 for another location or the archive', async () => {
    const own = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      years: 2,
      periods: 2,
    });
    const response = await user.request('GET', `${base()}/${own.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZEducationResponseSchema.parse(response.json());
    const [parent] = await ctx.db
      .select()
      .from(educationParents)
      .where(eq(educationParents.id, parentId));
    expect(data.education_parent).toEqual({ id: parentId, name: parent?.name });
    expect(data.faculty.id).toBe(parent?.facultyId);
    expect(data.years).toHaveLength(2);

    const foreign = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
    });
    expect((await user.request('GET', `${base()}/${foreign.id}`)).statusCode).toBe(404);
    expect((await user.request('GET', `${base(otherSchoolId)}/${foreign.id}`)).statusCode).toBe(
      403,
    );
    const archived = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      deletedAt: new Date(),
    });
    expect((await user.request('GET', `${base()}/${archived.id}`)).statusCode).toBe(404);
  });
});

describe('editing', () => {
  const edit = { name: 'Nieuwe naam', type: 'havo', is_flexible: false };

  it('changes name and type while designing and tells the room', async () => {
    const own = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    const response = await designer.request('PUT', `${base()}/${own.id}`, { body: edit });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Nieuwe naam', type: 'havo' });
    expect(publisher.events.map((event) => event.event)).toEqual(['education_update']);
  });

  it('is refused with 409 education_locked while reviewing or active, changing nothing and telling nobody', async () => {
    for (const status of ['reviewing', 'active'] as const) {
      const own = await createEducation(ctx.db, {
        locationId: schoolId,
        educationParentId: parentId,
        status,
        name: 'Vast',
      });
      const response = await designer.request('PUT', `${base()}/${own.id}`, { body: edit });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'education_locked',
        key: EDUCATION_MESSAGES.locked,
      });
      const [row] = await ctx.db.select().from(educations).where(eq(educations.id, own.id));
      expect(row?.name).toBe('Vast');
    }
    expect(publisher.events).toEqual([]);
  });

  it('refuses flexible where not allowed, but keeps an education that already is flexible', async () => {
    const own = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    const refused = await designer.request('PUT', `${base()}/${own.id}`, {
      body: { ...edit, is_flexible: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().keys).toEqual({ is_flexible: [EDUCATION_MESSAGES.flexibleNotAllowed] });
    await ctx.db.update(educations).set({ isFlexible: true }).where(eq(educations.id, own.id));
    const kept = await designer.request('PUT', `${base()}/${own.id}`, {
      body: { ...edit, is_flexible: true, name: 'Nog steeds flex' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('is refused to a designer limited to other educations (403 design_restricted) and to users', async () => {
    const limited = await agentWith(['designer']);
    const allowed = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    const other = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    await ctx.db
      .insert(designRestrictions)
      .values({ userId: limited.id, locationId: schoolId, educationId: allowed.id });
    const refused = await limited.agent.request('PUT', `${base()}/${other.id}`, { body: edit });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('design_restricted');
    const ok = await limited.agent.request('PUT', `${base()}/${allowed.id}`, { body: edit });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.can_design).toBe(true);
    expect((await user.request('PUT', `${base()}/${allowed.id}`, { body: edit })).statusCode).toBe(
      403,
    );
  });
});

describe('deleting (to the archive)', () => {
  it('archives a designing or active education and tells the room', async () => {
    for (const status of ['designing', 'active'] as const) {
      const own = await createEducation(ctx.db, {
        locationId: schoolId,
        educationParentId: parentId,
        status,
      });
      const response = await designer.request('DELETE', `${base()}/${own.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await ctx.db.select().from(educations).where(eq(educations.id, own.id));
      expect(row?.deletedAt).not.toBeNull();
      expect(row?.deletedBy).toBe(designerId);
      expect((await user.request('GET', `${base()}/${own.id}`)).statusCode).toBe(404);
    }
    expect(publisher.events).toHaveLength(2);
  });

  it('is refused while reviewing (409) and for another location (404)', async () => {
    const reviewing = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      status: 'reviewing',
    });
    const refused = await designer.request('DELETE', `${base()}/${reviewing.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe(EDUCATION_MESSAGES.deleteWhileReviewing);
    const foreign = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
    });
    expect((await designer.request('DELETE', `${base()}/${foreign.id}`)).statusCode).toBe(404);
    const rows = await ctx.db.select().from(educations).where(eq(educations.id, foreign.id));
    expect(rows[0]?.deletedAt).toBeNull();
    expect(publisher.events).toEqual([]);
  });
});

describe('moving', () => {
  it('moves to another parent of the location in any status and tells both rooms', async () => {
    const own = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      status: 'active',
    });
    const response = await designer.request('PUT', `${base()}/${own.id}/move`, {
      body: { education_parent_id: secondParentId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.education_parent.id).toBe(secondParentId);
    expect(publisher.events.map((event) => event.room).sort()).toEqual(
      [`educationParent.${parentId}`, `educationParent.${secondParentId}`].sort(),
    );
  });

  it('refuses the same parent and a parent of another location (422), and users (403)', async () => {
    const own = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    const same = await designer.request('PUT', `${base()}/${own.id}/move`, {
      body: { education_parent_id: parentId },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().keys).toEqual({ education_parent_id: [EDUCATION_MESSAGES.sameParent] });
    const foreign = await designer.request('PUT', `${base()}/${own.id}/move`, {
      body: { education_parent_id: otherParentId },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().keys).toEqual({
      education_parent_id: [EDUCATION_MESSAGES.parentNotFound],
    });
    const byUser = await user.request('PUT', `${base()}/${own.id}/move`, {
      body: { education_parent_id: secondParentId },
    });
    expect(byUser.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(educations).where(eq(educations.id, own.id));
    expect(row?.educationParentId).toBe(parentId);
    expect(publisher.events).toEqual([]);
  });
});

describe('members of the location', () => {
  it('lists id, name and roles of every member, sorted by name, and nobody else', async () => {
    const location = await createLocation(ctx.db);
    const { agent } = await agentWith(['user'], location.id);
    const zeger = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin', 'designer'] }],
    });
    await ctx.db
      .update(users)
      .set({ firstName: 'Anja', middleName: null, lastName: 'Zeger' })
      .where(eq(users.id, zeger.id));
    const outsider = await createUser(ctx.db, {
      memberships: [{ locationId: otherSchoolId, roles: ['designer'] }],
    });
    const response = await agent.request('GET', `locations/${location.id}/members`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZMemberListResponseSchema.parse(response.json());
    expect(data.map((member) => member.name)).toEqual(['Anja Zeger', 'Test Gebruiker']);
    expect(data[0]).toEqual({ id: zeger.id, name: 'Anja Zeger', roles: ['admin', 'designer'] });
    expect(data.some((member) => member.id === outsider.id)).toBe(false);
    expect(JSON.stringify(response.json())).not.toContain('@');
    expect((await agent.request('GET', `locations/${otherSchoolId}/members`)).statusCode).toBe(403);
  });
});

describe('deleting an education parent', () => {
  it('is refused while it holds educations, also archived ones', async () => {
    const parent = await createEducationParent(ctx.db, schoolId);
    const [row] = await ctx.db
      .select()
      .from(educationParents)
      .where(eq(educationParents.id, parent));
    const path = `locations/${schoolId}/faculties/${row?.facultyId}/educationParents/${parent}`;
    const archived = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parent,
      deletedAt: new Date(),
    });
    const refused = await admin.request('DELETE', path);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe(EDUCATION_MESSAGES.parentNotEmpty);
    expect(
      await ctx.db.select().from(educationParents).where(eq(educationParents.id, parent)),
    ).toHaveLength(1);

    await ctx.db.delete(educations).where(eq(educations.id, archived.id));
    expect((await admin.request('DELETE', path)).statusCode).toBe(200);
  });
});
