import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_ROLE,
  DESIGN_EDUCATIONS_INVALID,
  EDUCATION_MESSAGES,
  NO_LICENSE_BODY,
  USER_RULE_MESSAGES,
  userRoom,
} from '@cp/contracts';
import { designRestrictions, memberships, users } from '../src/db/schema';
import { changeEducation } from '../src/domain/educations/change-education';
import type { EducationCaller } from '../src/domain/educations/education-caller';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';
import { testScope } from './helpers/location-scope';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let admin: Agent;
let adminId: number;
const recorder = new RecordingPublisher();

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher: recorder });
  locationId = (await createLocation(ctx.db)).id;
  otherLocationId = (await createLocation(ctx.db)).id;
  const user = await createUser(ctx.db, {
    email: 'admin@lyceum.nl',
    memberships: [{ locationId, roles: ['admin'] }],
  });
  adminId = user.id;
  admin = await ctx.agent().signIn(user.email);
});
afterAll(() => ctx?.close());

const edit = (agent: Agent, userId: number, values: Record<string, unknown> = {}) =>
  agent.request('PUT', `locations/${locationId}/users/${userId}`, {
    body: {
      first_name: 'Piet',
      middle_name: null,
      last_name: 'Jansen',
      roles: ['designer'],
      activated: true,
      ...values,
    },
  });

describe('listing users', () => {
  it('lists the members with roles and activation, and can search name or e-mail', async () => {
    const member = await createUser(ctx.db, {
      email: 'zoek.mij@lyceum.nl',
      memberships: [{ locationId, roles: ['designer', 'user'], active: false }],
    });
    const outsider = await createUser(ctx.db, {
      email: 'buiten@andere.nl',
      memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
    });
    const all = await admin.request('GET', `locations/${locationId}/users`);
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((u: { id: number }) => u.id);
    expect(ids).toContain(member.id);
    expect(ids).toContain(adminId);
    expect(ids).not.toContain(outsider.id);
    expect(all.json().data.find((u: { id: number }) => u.id === member.id)).toEqual({
      id: member.id,
      email: 'zoek.mij@lyceum.nl',
      first_name: 'Test',
      middle_name: null,
      last_name: 'Gebruiker',
      roles: ['designer', 'user'],
      activated: false,
      shared_account: false,
      design_education_ids: [],
    });

    const found = await admin.request('GET', `locations/${locationId}/users?search=ZOEK.mij`);
    expect(found.json().data.map((u: { id: number }) => u.id)).toEqual([member.id]);
    const none = await admin.request('GET', `locations/${locationId}/users?search=buiten`);
    expect(none.json().data).toEqual([]);
    // Wildcards are searched for literally.
    const percent = await admin.request('GET', `locations/${locationId}/users?search=%25`);
    expect(percent.json().data).toEqual([]);
  });
});

describe('editing users', () => {
  it('changes names and roles, and the change shows at once in auth/me', async () => {
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const own = await ctx.agent().signIn(member.email);
    expect((await own.request('GET', 'auth/me')).json().data.memberships[0].roles).toEqual([
      'user',
    ]);
    const response = await edit(admin, member.id, {
      first_name: ' Piet ',
      middle_name: 'van',
      roles: ['user', 'designer', 'user'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Piet',
      middle_name: 'van',
      last_name: 'Jansen',
      roles: ['designer', 'user'],
    });
    const me = (await own.request('GET', 'auth/me')).json().data;
    expect(me.first_name).toBe('Piet');
    expect(me.memberships[0].roles).toEqual(['designer', 'user']);
  });

  it('needs names and at least one role; nothing changes on bad data', async () => {
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const response = await edit(admin, member.id, { first_name: '', roles: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.roles).toEqual([AT_LEAST_ONE_ROLE]);
    expect(response.json().keys).toHaveProperty('first_name');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.firstName).toBe('Test');
  });

  it('deactivating closes this location at once (the session stays); activating opens it again', async () => {
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const own = await ctx.agent().signIn(member.email);
    const faculties = `locations/${locationId}/faculties`;
    expect((await own.request('GET', faculties)).statusCode).toBe(200);
    const off = await edit(admin, member.id, { activated: false, roles: ['user'] });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.activated).toBe(false);
    expect((await own.request('GET', faculties)).statusCode).toBe(403);
    expect((await own.request('GET', 'locations')).json().data).toEqual([]);
    const me = await own.request('GET', 'auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.memberships).toEqual([]);
    // Still listed for the admin, who can switch it back on.
    const listed = (await admin.request('GET', `locations/${locationId}/users`)).json().data;
    expect(listed.find((u: { id: number }) => u.id === member.id)?.activated).toBe(false);
    expect((await edit(admin, member.id, { activated: true, roles: ['user'] })).statusCode).toBe(
      200,
    );
    expect((await own.request('GET', faculties)).statusCode).toBe(200);
  });

  it('an admin cannot demote or deactivate themself', async () => {
    const demote = await edit(admin, adminId, { roles: ['designer'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().key).toBe('users.cannotDemoteSelf');
    const deactivate = await edit(admin, adminId, { roles: ['admin'], activated: false });
    expect(deactivate.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(memberships).where(eq(memberships.userId, adminId));
    expect(row?.roles).toEqual(['admin']);
  });

  it('keeps the last active admin of a location', async () => {
    const location = await createLocation(ctx.db);
    const only = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    const platform = await createUser(ctx.db, { isPlatformAdmin: true });
    const vendor = await ctx.agent().signIn(platform.email);
    const path = `locations/${location.id}/users/${only.id}`;
    const body = { first_name: 'A', last_name: 'B', roles: ['user'], activated: true };
    const demote = await vendor.request('PUT', path, { body });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().key).toBe('users.lastAdmin');
    expect((await vendor.request('DELETE', path)).statusCode).toBe(409);
  });

  it('answers 404 for a user of another location, and changes nothing', async () => {
    const outsider = await createUser(ctx.db, {
      memberships: [{ locationId: otherLocationId, roles: ['user'] }],
    });
    const response = await edit(admin, outsider.id, { first_name: 'Gekaapt' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(outsider.email);
    expect(
      (await admin.request('DELETE', `locations/${locationId}/users/${outsider.id}`)).statusCode,
    ).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, outsider.id));
    expect(row?.firstName).toBe('Test');
  });
});

describe('removing users', () => {
  it('removes the membership; an account with another location stays', async () => {
    const both = await createUser(ctx.db, {
      memberships: [
        { locationId, roles: ['user'] },
        { locationId: otherLocationId, roles: ['user'] },
      ],
    });
    const response = await admin.request('DELETE', `locations/${locationId}/users/${both.id}`);
    expect(response.statusCode).toBe(200);
    const rows = await ctx.db.select().from(memberships).where(eq(memberships.userId, both.id));
    expect(rows.map((r) => r.locationId)).toEqual([otherLocationId]);
    expect((await ctx.agent().login(both.email)).statusCode).toBe(200);
  });

  it('deletes an account left without any location, ending its sessions', async () => {
    const only = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const own = await ctx.agent().signIn(only.email);
    const response = await admin.request('DELETE', `locations/${locationId}/users/${only.id}`);
    expect(response.statusCode).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.id, only.id))).toEqual([]);
    expect((await own.request('GET', 'auth/me')).statusCode).toBe(401);
  });

  it('an admin cannot remove themself', async () => {
    const response = await admin.request('DELETE', `locations/${locationId}/users/${adminId}`);
    expect(response.statusCode).toBe(409);
  });
});

describe('access', () => {
  it('is for admins of the location only', async () => {
    const designer = await createUser(ctx.db, {
      memberships: [{ locationId, roles: ['designer', 'user'] }],
    });
    const agent = await ctx.agent().signIn(designer.email);
    expect((await agent.request('GET', `locations/${locationId}/users`)).statusCode).toBe(403);
    expect((await edit(agent, designer.id, { roles: ['admin'] })).statusCode).toBe(403);

    const otherAdmin = await createUser(ctx.db, {
      memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
    });
    const foreign = await ctx.agent().signIn(otherAdmin.email);
    const response = await foreign.request('GET', `locations/${locationId}/users`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('admin@lyceum.nl');
  });

  it('answers no_license for a location without an active license', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, location.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const user = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('GET', `locations/${location.id}/users`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(NO_LICENSE_BODY);
  });
});

describe('design restrictions', () => {
  let parentId: number;
  let first: number;
  let second: number;
  let archived: number;
  let foreign: number;

  beforeAll(async () => {
    parentId = await createEducationParent(ctx.db, locationId);
    first = (await createEducation(ctx.db, { locationId, educationParentId: parentId })).id;
    second = (await createEducation(ctx.db, { locationId, educationParentId: parentId })).id;
    archived = (
      await createEducation(ctx.db, {
        locationId,
        educationParentId: parentId,
        deletedAt: new Date(),
      })
    ).id;
    const otherParent = await createEducationParent(ctx.db, otherLocationId);
    foreign = (
      await createEducation(ctx.db, { locationId: otherLocationId, educationParentId: otherParent })
    ).id;
  });
  beforeEach(() => recorder.clear());

  const designer = () =>
    createUser(ctx.db, { memberships: [{ locationId, roles: ['designer', 'user'] }] });
  const restrictionRows = (userId: number) =>
    ctx.db
      .select({ educationId: designRestrictions.educationId })
      .from(designRestrictions)
      .where(eq(designRestrictions.userId, userId))
      .then((rows) => rows.map((row) => row.educationId).sort((a, b) => a - b));
  const listed = async (userId: number) =>
    (await admin.request('GET', `locations/${locationId}/users`))
      .json()
      .data.find((user: { id: number }) => user.id === userId);
  const reloads = (userId: number) =>
    recorder.events.filter(
      (event) => event.room === userRoom(userId) && event.event === 'reload_educations',
    );

  it('sets a restriction with the roles, lists it, and clears it with an empty list', async () => {
    const member = await designer();
    const set = await edit(admin, member.id, {
      roles: ['designer', 'user'],
      design_education_ids: [second, first, second],
    });
    expect(set.statusCode, set.body).toBe(200);
    const expected = [first, second].sort((a, b) => a - b);
    expect(set.json().data.design_education_ids).toEqual(expected);
    expect((await listed(member.id)).design_education_ids).toEqual(expected);
    expect(await restrictionRows(member.id)).toEqual(expected);

    // Left out: the restriction stays.
    await edit(admin, member.id, { roles: ['designer', 'user'], first_name: 'Anna' });
    expect(await restrictionRows(member.id)).toEqual(expected);

    const cleared = await edit(admin, member.id, { roles: ['designer'], design_education_ids: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.design_education_ids).toEqual([]);
    expect(await restrictionRows(member.id)).toEqual([]);
  });

  it('drops the restriction when the user is no longer a designer, or becomes an admin', async () => {
    for (const roles of [['user'], ['admin', 'designer']]) {
      const member = await designer();
      await edit(admin, member.id, { roles: ['designer'], design_education_ids: [first] });
      expect(await restrictionRows(member.id)).toEqual([first]);
      const response = await edit(admin, member.id, { roles });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.design_education_ids).toEqual([]);
      expect(await restrictionRows(member.id)).toEqual([]);
    }
  });

  it('refuses educations of another location, archived or unknown ones with 422; nothing changes', async () => {
    const member = await designer();
    await edit(admin, member.id, { roles: ['designer'], design_education_ids: [first] });
    recorder.clear();
    for (const ids of [[foreign], [second, archived], [999_999], ['x'], [0], 'all']) {
      const response = await edit(admin, member.id, {
        first_name: 'Gewijzigd',
        roles: ['designer', 'user'],
        design_education_ids: ids,
      });
      expect(response.statusCode, JSON.stringify(ids)).toBe(422);
      expect(response.json().keys).toEqual({ design_education_ids: [DESIGN_EDUCATIONS_INVALID] });
    }
    expect(await restrictionRows(member.id)).toEqual([first]);
    const row = await listed(member.id);
    expect(row).toMatchObject({ first_name: 'Piet', roles: ['designer'] });
    expect(reloads(member.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const member = await designer();
    const agent = await ctx.agent().signIn(member.email);
    const response = await edit(agent, member.id, {
      roles: ['designer', 'user'],
      design_education_ids: [first],
    });
    expect(response.statusCode).toBe(403);
    expect(await restrictionRows(member.id)).toEqual([]);
  });

  it('limits a designer to those educations; admins and unrestricted designers are not limited', async () => {
    const member = await designer();
    await edit(admin, member.id, { roles: ['designer'], design_education_ids: [first] });
    const caller = (roles: EducationCaller['roles'], userId = member.id): EducationCaller => ({
      actor: { userId, isPlatformAdmin: false, language: null, sessionIdHash: 'test' },
      roles,
    });
    // `changeEducation` is the one way every content route changes an education.
    const change = (who: EducationCaller, educationId: number) =>
      changeEducation(
        {
          db: ctx.db,
          publisher: recorder,
          caller: who,
          scope: testScope(locationId),
          educationId,
          now: new Date(),
        },
        async () => 'changed',
      );
    await expect(change(caller(['designer']), first)).resolves.toBe('changed');
    await expect(change(caller(['designer']), second)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'design_restricted',
      key: EDUCATION_MESSAGES.designRestricted,
    });
    await expect(change(caller(['admin', 'designer']), second)).resolves.toBe('changed');
    const free = await designer();
    await expect(change(caller(['designer'], free.id), second)).resolves.toBe('changed');

    // Clearing the restriction lifts the limit at once.
    await edit(admin, member.id, { roles: ['designer'], design_education_ids: [] });
    await expect(change(caller(['designer']), second)).resolves.toBe('changed');
  });
});

describe('reload_educations when access changes (docs/realtime.md)', () => {
  let educationId: number;

  beforeAll(async () => {
    const parentId = await createEducationParent(ctx.db, locationId);
    educationId = (await createEducation(ctx.db, { locationId, educationParentId: parentId })).id;
  });
  beforeEach(() => recorder.clear());

  const reloadsOf = (userId: number) =>
    recorder.events.filter(
      (event) => event.event === 'reload_educations' && event.room === userRoom(userId),
    );

  it('is sent to the user after their roles or restriction change, not for a name change', async () => {
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    await edit(admin, member.id, { roles: ['user'] });
    expect(reloadsOf(member.id)).toEqual([]);

    await edit(admin, member.id, { roles: ['designer', 'user'] });
    expect(reloadsOf(member.id)).toEqual([
      { room: userRoom(member.id), event: 'reload_educations', payload: {} },
    ]);
    await edit(admin, member.id, {
      roles: ['designer', 'user'],
      design_education_ids: [educationId],
    });
    expect(reloadsOf(member.id)).toHaveLength(2);
    // The same restriction again changes nothing.
    await edit(admin, member.id, {
      roles: ['designer', 'user'],
      design_education_ids: [educationId],
    });
    expect(reloadsOf(member.id)).toHaveLength(2);
    expect(recorder.events.every((event) => event.room === userRoom(member.id))).toBe(true);
  });

  it('is sent after removal from the location, which also drops the restriction', async () => {
    const member = await createUser(ctx.db, {
      memberships: [
        { locationId, roles: ['designer'] },
        { locationId: otherLocationId, roles: ['user'] },
      ],
    });
    await edit(admin, member.id, { roles: ['designer'], design_education_ids: [educationId] });
    recorder.clear();
    const response = await admin.request('DELETE', `locations/${locationId}/users/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(reloadsOf(member.id)).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(designRestrictions)
      .where(eq(designRestrictions.userId, member.id));
    expect(rows).toEqual([]);
  });

  it('is not sent when the change is refused', async () => {
    const demote = await edit(admin, adminId, { roles: ['designer'] });
    expect(demote.statusCode).toBe(409);
    const removeSelf = await admin.request('DELETE', `locations/${locationId}/users/${adminId}`);
    expect(removeSelf.statusCode).toBe(409);
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const invalid = await edit(admin, member.id, {
      roles: ['designer'],
      design_education_ids: [999_999],
    });
    expect(invalid.statusCode).toBe(422);
    expect(recorder.events).toEqual([]);
  });
});

describe('an account shared by two locations (issue 11, decision 0007)', () => {
  async function sharedMember() {
    const other = await createLocation(ctx.db);
    const otherAdmin = await createUser(ctx.db, {
      memberships: [{ locationId: other.id, roles: ['admin'] }],
    });
    const member = await createUser(ctx.db, {
      memberships: [
        { locationId, roles: ['user'] },
        { locationId: other.id, roles: ['user'] },
      ],
    });
    return {
      other,
      member,
      otherAdmin: await ctx.agent().signIn(otherAdmin.email),
      own: await ctx.agent().signIn(member.email),
    };
  }

  it("the other school's admin cannot rename it: 409 with the reason, nothing changes", async () => {
    const { other, member, otherAdmin } = await sharedMember();
    const response = await otherAdmin.request('PUT', `locations/${other.id}/users/${member.id}`, {
      body: { first_name: 'Gekaapt', last_name: 'Naam', roles: ['user'], activated: true },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().key).toBe(USER_RULE_MESSAGES.sharedAccountNames);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Test', 'Gebruiker']);
    const listed = (await otherAdmin.request('GET', `locations/${other.id}/users`)).json().data;
    expect(listed.find((u: { id: number }) => u.id === member.id)?.shared_account).toBe(true);
  });

  it('deactivating it at one school leaves the account, its session and the other school alone', async () => {
    const { other, member, otherAdmin, own } = await sharedMember();
    const response = await otherAdmin.request('PUT', `locations/${other.id}/users/${member.id}`, {
      body: { first_name: 'Test', last_name: 'Gebruiker', roles: ['user'], activated: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await own.request('GET', `locations/${other.id}/faculties`)).statusCode).toBe(403);
    expect((await own.request('GET', `locations/${locationId}/faculties`)).statusCode).toBe(200);
    expect((await ctx.agent().login(member.email)).statusCode).toBe(200);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(account?.activated).toBe(true);
    const me = (await own.request('GET', 'auth/me')).json().data;
    expect(me.memberships.map((m: { location_id: number }) => m.location_id)).toEqual([locationId]);
    // This school's admin still sees the person as active here.
    const here = (await admin.request('GET', `locations/${locationId}/users`)).json().data;
    expect(here.find((u: { id: number }) => u.id === member.id)?.activated).toBe(true);
  });

  it('the platform administrator may rename a shared account; an unshared one its admin may', async () => {
    const { other, member } = await sharedMember();
    const platform = await createUser(ctx.db, { isPlatformAdmin: true });
    const vendor = await ctx.agent().signIn(platform.email);
    const renamed = await vendor.request('PUT', `locations/${other.id}/users/${member.id}`, {
      body: { first_name: 'Nieuw', last_name: 'Naam', roles: ['user'], activated: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ first_name: 'Nieuw', shared_account: true });
    const single = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const own = await edit(admin, single.id, { first_name: 'Eigen', roles: ['user'] });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ first_name: 'Eigen', shared_account: false });
  });

  it('an inactive member is no reviewer choice and cannot be chosen as one', async () => {
    const { other, member, otherAdmin } = await sharedMember();
    await otherAdmin.request('PUT', `locations/${other.id}/users/${member.id}`, {
      body: { first_name: 'Test', last_name: 'Gebruiker', roles: ['user'], activated: false },
    });
    const members = await otherAdmin.request('GET', `locations/${other.id}/members`);
    expect(members.statusCode).toBe(200);
    expect(members.json().data.map((m: { id: number }) => m.id)).not.toContain(member.id);
  });
});
