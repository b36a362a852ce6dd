import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_LICENSE_BODY, NOTE_TYPE_IN_USE, ZNoteTypeListResponseSchema } from '@cp/contracts';
import { notes, noteTypes } from '../src/db/schema';
import type { Agent } from './helpers/agent';
import type { TestContext } from './helpers/app';
import { createCatalogueWorld } from './helpers/catalogue-world';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let admin: Agent;
let user: Agent;
let otherAdmin: Agent;

const base = () => `locations/${locationId}/note-types`;

beforeAll(async () => {
  ({ ctx, locationId, otherLocationId, admin, user, otherAdmin } = await createCatalogueWorld());
});
afterAll(() => ctx?.close());

const names = async (agent: Agent, path = base()) =>
  ZNoteTypeListResponseSchema.parse((await agent.request('GET', path)).json()).data.map(
    (n) => n.name,
  );

describe('note categories', () => {
  it('starts empty and supports create, rename and delete, listed by name', async () => {
    expect(await names(user)).toEqual([]);
    const b = await admin.request('POST', base(), { body: { name: 'Overleg' } });
    expect(b.statusCode).toBe(201);
    const a = await admin.request('POST', base(), { body: { name: ' afspraak ' } });
    expect(a.json().data).toMatchObject({ name: 'afspraak' });
    expect(await names(user)).toEqual(['afspraak', 'Overleg']);

    const id = a.json().data.id;
    const renamed = await admin.request('PUT', `${base()}/${id}`, { body: { name: 'Afspraak' } });
    expect(renamed.statusCode).toBe(200);
    expect(await names(user)).toEqual(['Afspraak', 'Overleg']);
    expect((await admin.request('DELETE', `${base()}/${id}`)).statusCode).toBe(200);
    expect(await names(user)).toEqual(['Overleg']);
  });

  it('refuses a missing, long or duplicate name with 422 and changes nothing', async () => {
    for (const [body, key] of [
      [{}, 'catalogues.nameRequired'],
      [{ name: ' ' }, 'catalogues.nameRequired'],
      [{ name: 'x'.repeat(81) }, 'catalogues.nameTooLong'],
      [{ name: 'OVERLEG' }, 'catalogues.nameTaken'],
    ] as const) {
      const response = await admin.request('POST', base(), { body });
      expect(response.statusCode).toBe(422);
      expect(response.json().keys.name).toEqual([key]);
    }
    const other = (await admin.request('POST', base(), { body: { name: 'Feedback' } })).json().data;
    const clash = await admin.request('PUT', `${base()}/${other.id}`, {
      body: { name: 'overleg' },
    });
    expect(clash.statusCode).toBe(422);
    expect(await names(user)).toEqual(['Feedback', 'Overleg']);
  });

  it('keeps locations apart: 404 for an id of another location, 403 for its list', async () => {
    const theirs = (
      await otherAdmin.request('POST', `locations/${otherLocationId}/note-types`, {
        body: { name: 'Geheim' },
      })
    ).json().data;
    expect(
      (await admin.request('PUT', `${base()}/${theirs.id}`, { body: { name: 'Gekaapt' } }))
        .statusCode,
    ).toBe(404);
    expect((await admin.request('DELETE', `${base()}/${theirs.id}`)).statusCode).toBe(404);
    const list = await admin.request('GET', `locations/${otherLocationId}/note-types`);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('Geheim');
    expect(await names(otherAdmin, `locations/${otherLocationId}/note-types`)).toEqual(['Geheim']);
  });

  it('lets only admins change, and blocks an unlicensed location', async () => {
    expect((await user.request('POST', base(), { body: { name: 'Nee' } })).statusCode).toBe(403);
    const unlicensed = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, unlicensed.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const member = await ctx.agent().signIn(
      (
        await createUser(ctx.db, {
          memberships: [{ locationId: unlicensed.id, roles: ['user'] }],
        })
      ).email,
    );
    const blocked = await member.request('GET', `locations/${unlicensed.id}/note-types`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body).toBe(NO_LICENSE_BODY);
  });
});

describe('a category that notes use (issue 11, decision 0008)', () => {
  it('says how many notes use it, and refuses to delete it with 409 and the reason', async () => {
    const created = await admin.request('POST', base(), { body: { name: 'In gebruik' } });
    expect(created.json().data).toMatchObject({ name: 'In gebruik', notes_count: 0 });
    const typeId: number = created.json().data.id;
    const parentId = await createEducationParent(ctx.db, locationId);
    const education = await createEducation(ctx.db, { locationId, educationParentId: parentId });
    await ctx.db.insert(notes).values([
      { educationId: education.id, noteTypeId: typeId, text: 'Een' },
      { educationId: education.id, noteTypeId: typeId, text: 'Twee' },
    ]);
    const list = ZNoteTypeListResponseSchema.parse((await user.request('GET', base())).json());
    expect(list.data.find((type) => type.id === typeId)?.notes_count).toBe(2);
    const renamed = await admin.request('PUT', `${base()}/${typeId}`, {
      body: { name: 'Nog steeds' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Nog steeds', notes_count: 2 });

    const refused = await admin.request('DELETE', `${base()}/${typeId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', key: NOTE_TYPE_IN_USE });
    expect(await ctx.db.select().from(noteTypes).where(eq(noteTypes.id, typeId))).toHaveLength(1);
    expect(await ctx.db.select().from(notes).where(eq(notes.noteTypeId, typeId))).toHaveLength(2);

    await ctx.db.delete(notes).where(eq(notes.noteTypeId, typeId));
    expect((await admin.request('DELETE', `${base()}/${typeId}`)).statusCode).toBe(200);
  });
});
