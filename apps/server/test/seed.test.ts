import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educations, locations, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { runSeeds } from '../src/db/seed';
import { createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
const logged: string[] = [];
const log = { info: (m: string) => void logged.push(m) };

beforeAll(async () => {
  ctx = await createTestContext();
  await runSeeds({ db: ctx.db, seedDemo: true, log });
});
afterAll(() => ctx?.close());

describe('demo seed', () => {
  it('creates the demo locations and accounts and prints them', async () => {
    const emails = (await ctx.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails.sort()).toEqual([
      'admin@demo.nl',
      'admin@tweede.nl',
      'gebruiker@demo.nl',
      'ontwerper@demo.nl',
      'platform@demo.nl',
      'reviewer@demo.nl',
    ]);
    const titles = (await ctx.db.select().from(locations)).map((l) => l.title).sort();
    expect(titles).toEqual(['Demo College', 'Tweede School']);
    expect(logged[0]).toContain('Demo!2026');
    expect(logged[0]).toContain('platform@demo.nl');
  });

  it('gives Demo College educations in every status, one under review and one archived', async () => {
    const rows = await ctx.db.select().from(educations);
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Bouwkunde niveau 4',
      'ICT Software developer',
      'Infra niveau 3',
      'Ondernemer retail niveau 4',
      'Timmeren niveau 2',
      'Uitvoerder bouw niveau 4',
    ]);
    const live = rows.filter((row) => row.deletedAt === null);
    expect(new Set(live.map((row) => row.status))).toEqual(
      new Set(['designing', 'reviewing', 'active']),
    );
    expect(rows.filter((row) => row.deletedAt !== null).map((row) => row.name)).toEqual([
      'Timmeren niveau 2',
    ]);

    // The reviewer sees the ICT education under review with one approval and may give the second.
    const reviewer = ctx.agent();
    await reviewer.login('reviewer@demo.nl', DEMO_PASSWORD);
    const ict = rows.find((row) => row.name === 'ICT Software developer');
    const response = await reviewer.request(
      'GET',
      `locations/${ict?.locationId}/educations/${ict?.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'reviewing',
      years_count: 3,
      periods_count: 12,
      weeks_count: 120,
      requested_by: { name: 'Oscar de Vries' },
      approvals: [{ user: { name: 'Anja Jansen' } }],
      can_approve: true,
    });
  });

  it('gives Demo College note categories and notes on its first education', async () => {
    const bouwkunde = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4',
    );
    const reader = ctx.agent();
    await reader.login('gebruiker@demo.nl', DEMO_PASSWORD);
    const types = await reader.request('GET', `locations/${bouwkunde?.locationId}/note-types`);
    expect(
      types
        .json()
        .data.map((type: { name: string }) => type.name)
        .sort(),
    ).toEqual(['Actiepunt', 'Besluit', 'Feedback werkveld', 'Overleg']);
    const list = await reader.request(
      'GET',
      `locations/${bouwkunde?.locationId}/educations/${bouwkunde?.id}/notes`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json().data.map((note: { note_type: { name: string } }) => note.note_type.name),
    ).toEqual(expect.arrayContaining(['Besluit', 'Feedback werkveld']));
  });

  it('is idempotent: a second start adds nothing and only lists the accounts', async () => {
    await runSeeds({ db: ctx.db, seedDemo: true, log });
    expect(await ctx.db.select().from(users)).toHaveLength(6);
    expect(await ctx.db.select().from(educations)).toHaveLength(6);
    expect(logged[1]).toMatch(/^Demo accounts \(password Demo!2026\): platform@demo\.nl/);
  });

  it('lets the demo accounts sign in with their roles', async () => {
    const admin = ctx.agent();
    const me = (await admin.login('admin@demo.nl', DEMO_PASSWORD)).json().data;
    expect(me.memberships).toEqual([
      expect.objectContaining({ locationTitle: 'Demo College', roles: ['admin'] }),
    ]);
    const platform = (await ctx.agent().login('platform@demo.nl', DEMO_PASSWORD)).json().data;
    expect(platform.isPlatformAdmin).toBe(true);
    const other = await ctx.agent().login('admin@tweede.nl', DEMO_PASSWORD);
    expect(other.json().data.memberships[0].locationTitle).toBe('Tweede School');
  });
});
