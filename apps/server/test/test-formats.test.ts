import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TEST_FORMATS,
  NO_LICENSE_BODY,
  ZCatalogueItemListResponseSchema,
} from '@cp/contracts';
import type { Agent } from './helpers/agent';
import type { TestContext } from './helpers/app';
import { createCatalogueWorld } from './helpers/catalogue-world';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let admin: Agent;
let user: Agent;
let otherAdmin: Agent;

const base = () => `locations/${locationId}/test-formats`;
const good = { name: 'Vaardigheidstoets', icon: 'star', color: '#12AB34' };

beforeAll(async () => {
  ({ ctx, locationId, otherLocationId, admin, user, otherAdmin } = await createCatalogueWorld());
});
afterAll(() => ctx?.close());

async function list(agent: Agent, path = base()) {
  const response = await agent.request('GET', path);
  expect(response.statusCode).toBe(200);
  return ZCatalogueItemListResponseSchema.parse(response.json()).data;
}

describe('test formats', () => {
  it('gives every location the defaults, active, in their fixed order', async () => {
    const items = await list(user);
    expect(items.map((i) => i.key)).toEqual(DEFAULT_TEST_FORMATS.map((d) => d.key));
    expect(items.every((i) => i.active && i.name === null)).toBe(true);
    // Reading again adds nothing.
    expect(await list(user)).toHaveLength(DEFAULT_TEST_FORMATS.length);
  });

  it('lets an admin create, edit and delete a custom one', async () => {
    const created = await admin.request('POST', base(), { body: good });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ key: null, name: good.name, icon: 'star', color: '#12ab34' });
    expect(item.active).toBe(true);

    const edited = await admin.request('PUT', `${base()}/${item.id}`, {
      body: { name: '  Vaardigheidstoets 2 ', icon: 'flag', color: '#000000' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Vaardigheidstoets 2', icon: 'flag' });

    expect((await admin.request('DELETE', `${base()}/${item.id}`)).statusCode).toBe(200);
    expect((await list(admin)).some((i) => i.id === item.id)).toBe(false);
    expect((await admin.request('DELETE', `${base()}/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name (also in other capitals, and a default name) with 422', async () => {
    const first = await admin.request('POST', base(), { body: { ...good, name: 'Quiz' } });
    expect(first.statusCode).toBe(201);
    const again = await admin.request('POST', base(), { body: { ...good, name: ' quiz ' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().keys).toEqual({ name: ['catalogues.nameTaken'] });
    const asDefault = await admin.request('POST', base(), {
      body: { ...good, name: 'schriftelijke toets' },
    });
    expect(asDefault.statusCode).toBe(422);
    // Renaming another item to the taken name is refused too; its own name is fine.
    const second = (
      await admin.request('POST', base(), { body: { ...good, name: 'Quiz 2' } })
    ).json().data;
    const clash = await admin.request('PUT', `${base()}/${second.id}`, {
      body: { ...good, name: 'QUIZ' },
    });
    expect(clash.statusCode).toBe(422);
    const same = await admin.request('PUT', `${base()}/${second.id}`, {
      body: { ...good, name: 'Quiz 2' },
    });
    expect(same.statusCode).toBe(200);
    // The same name in another location is no clash.
    const elsewhere = await otherAdmin.request(
      'POST',
      `locations/${otherLocationId}/test-formats`,
      {
        body: { ...good, name: 'Quiz' },
      },
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses a missing or long name, a bad colour and an unknown icon with 422', async () => {
    const before = await list(admin);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, name: '   ' }, 'name', 'catalogues.nameRequired'],
      [{ ...good, name: 'x'.repeat(81) }, 'name', 'catalogues.nameTooLong'],
      [{ icon: 'star', color: '#123456' }, 'name', 'catalogues.nameRequired'],
      [{ ...good, name: 'A', color: 'red' }, 'color', 'common.colourInvalid'],
      [{ ...good, name: 'B', color: '#12345' }, 'color', 'common.colourInvalid'],
      [{ ...good, name: 'C', icon: 'skull' }, 'icon', 'catalogues.iconInvalid'],
    ];
    for (const [body, field, key] of cases) {
      const response = await admin.request('POST', base(), { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().keys[field]).toEqual([key]);
    }
    expect(await list(admin)).toEqual(before);
  });

  it('deactivates for good: activating again is refused with 409', async () => {
    const item = (
      await admin.request('POST', base(), { body: { ...good, name: 'Eenmalig' } })
    ).json().data;
    const off = await admin.request('PUT', `${base()}/${item.id}/active`, {
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    const on = await admin.request('PUT', `${base()}/${item.id}/active`, {
      body: { active: true },
    });
    expect(on.statusCode).toBe(409);
    expect(on.json().code).toBe('conflict');
    expect((await list(admin)).find((i) => i.id === item.id)?.active).toBe(false);
    // Asking for the state it has changes nothing.
    const offAgain = await admin.request('PUT', `${base()}/${item.id}/active`, {
      body: { active: false },
    });
    expect(offAgain.statusCode).toBe(200);
    const bad = await admin.request('PUT', `${base()}/${item.id}/active`, { body: {} });
    expect(bad.statusCode).toBe(422);
  });

  it('lets a default be deactivated but not deleted or edited (409)', async () => {
    const [first] = await list(admin);
    if (!first) throw new Error('no defaults');
    expect((await admin.request('DELETE', `${base()}/${first.id}`)).statusCode).toBe(409);
    const edit = await admin.request('PUT', `${base()}/${first.id}`, { body: good });
    expect(edit.statusCode).toBe(409);
    const off = await admin.request('PUT', `${base()}/${first.id}/active`, {
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    // The lazy default seed does not bring a deactivated default back.
    const again = (await list(admin)).filter((i) => i.key === first.key);
    expect(again).toEqual([expect.objectContaining({ id: first.id, active: false })]);
  });

  it('answers 404 for an item of another location, and changes nothing there', async () => {
    const foreign = (
      await otherAdmin.request('POST', `locations/${otherLocationId}/test-formats`, {
        body: { ...good, name: 'Van een ander' },
      })
    ).json().data;
    const url = `${base()}/${foreign.id}`;
    expect((await admin.request('PUT', url, { body: good })).statusCode).toBe(404);
    expect(
      (await admin.request('PUT', `${url}/active`, { body: { active: false } })).statusCode,
    ).toBe(404);
    expect((await admin.request('DELETE', url)).statusCode).toBe(404);
    const theirs = await list(otherAdmin, `locations/${otherLocationId}/test-formats`);
    expect(theirs.find((i) => i.id === foreign.id)).toMatchObject({
      name: 'Van een ander',
      active: true,
    });
  });

  it('refuses another location, the wrong role and an unlicensed location', async () => {
    const other = await admin.request('GET', `locations/${otherLocationId}/test-formats`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Van een ander');
    const asUser = await user.request('POST', base(), {
      body: { ...good, name: 'Door gebruiker' },
    });
    expect(asUser.statusCode).toBe(403);
    expect((await list(admin)).some((i) => i.name === 'Door gebruiker')).toBe(false);

    const unlicensed = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, unlicensed.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const member = await ctx.agent().signIn(
      (
        await createUser(ctx.db, {
          memberships: [{ locationId: unlicensed.id, roles: ['admin'] }],
        })
      ).email,
    );
    const blocked = await member.request('GET', `locations/${unlicensed.id}/test-formats`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body).toBe(NO_LICENSE_BODY);
  });
});
