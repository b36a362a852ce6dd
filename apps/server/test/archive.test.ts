import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES, ZArchiveListResponseSchema } from '@cp/contracts';
import { educations, users } from '../src/db/schema';
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
let otherParentId: number;
let admin: Agent;
let designer: Agent;
let designerId: number;

const archiveOf = (location = schoolId) => `locations/${location}/archive`;

async function agentWith(roles: ('admin' | 'designer' | 'user')[], locationId = schoolId) {
  const person = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return { agent: await ctx.agent().signIn(person.email), id: person.id };
}

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher });
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  otherParentId = await createEducationParent(ctx.db, otherSchoolId);
  admin = (await agentWith(['admin'])).agent;
  ({ agent: designer, id: designerId } = await agentWith(['designer']));
});
afterAll(() => ctx?.close());
beforeEach(() => publisher.clear());

describe('the archive', () => {
  it('lists the archived educations of the location, last deleted first, for admins only', async () => {
    await ctx.db
      .update(users)
      .set({ firstName: 'Oscar', middleName: 'de', lastName: 'Vries' })
      .where(eq(users.id, designerId));
    const first = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      name: 'Eerst weg',
      status: 'active',
    });
    const second = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      name: 'Later weg',
    });
    await createEducation(ctx.db, { locationId: schoolId, educationParentId: parentId });
    await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
      deletedAt: new Date(),
    });
    for (const education of [first, second]) {
      const response = await designer.request(
        'DELETE',
        `locations/${schoolId}/educations/${education.id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      ctx.clock.advance(60_000);
    }

    const response = await admin.request('GET', archiveOf());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZArchiveListResponseSchema.parse(response.json());
    expect(data.map((item) => item.name)).toEqual(['Later weg', 'Eerst weg']);
    expect(data[1]).toMatchObject({
      id: first.id,
      status: 'active',
      deleted_by: { id: designerId, name: 'Oscar de Vries' },
      education_parent: { id: parentId },
    });
    expect((await designer.request('GET', archiveOf())).statusCode).toBe(403);
    expect((await admin.request('GET', archiveOf(otherSchoolId))).statusCode).toBe(403);
  });

  it('restores an archived education into its parent and tells the room', async () => {
    const own = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
      deletedAt: new Date(),
    });
    const response = await admin.request('POST', `${archiveOf()}/${own.id}/restore`);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(educations).where(eq(educations.id, own.id));
    expect(row).toMatchObject({ deletedAt: null, deletedBy: null });
    expect(publisher.events).toEqual([
      {
        room: `educationParent.${parentId}`,
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: own.id },
      },
    ]);
  });

  it('answers 404 for a non-archived education or one of another location', async () => {
    const live = await createEducation(ctx.db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    expect((await admin.request('POST', `${archiveOf()}/${live.id}/restore`)).statusCode).toBe(404);
    const foreign = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
      deletedAt: new Date(),
    });
    expect((await admin.request('POST', `${archiveOf()}/${foreign.id}/restore`)).statusCode).toBe(
      404,
    );
    const [row] = await ctx.db.select().from(educations).where(eq(educations.id, foreign.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(publisher.events).toEqual([]);
  });

  it('refuses to restore when the license is full (409 license_limit) and keeps it archived', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, location.id, { maxEducations: 1 });
    const parent = await createEducationParent(ctx.db, location.id);
    const { agent } = await agentWith(['admin'], location.id);
    await createEducation(ctx.db, { locationId: location.id, educationParentId: parent });
    const archived = await createEducation(ctx.db, {
      locationId: location.id,
      educationParentId: parent,
      deletedAt: new Date(),
    });
    const refused = await agent.request('POST', `${archiveOf(location.id)}/${archived.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'license_limit',
      key: EDUCATION_MESSAGES.licenseLimit,
    });
    const [row] = await ctx.db.select().from(educations).where(eq(educations.id, archived.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(publisher.events).toEqual([]);
  });
});
