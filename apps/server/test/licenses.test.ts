import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LICENSE_MESSAGES, NO_LICENSE_BODY, ZLicenseListResponseSchema } from '@cp/contracts';
import { licenses } from '../src/db/schema';
import { licensedEducationLimit } from '../src/domain/licenses/licensed-education-limit';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let platform: Agent;

// 12:00 in Amsterdam on 15 June 2026: "today" is 2026-06-15.
const NOW = new Date('2026-06-15T10:00:00Z');

const license = (values: Partial<Record<string, unknown>> = {}) => ({
  level: 'institute',
  type: 'paid',
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  max_educations: 20,
  ...values,
});

async function adminOf(locationId: number): Promise<Agent> {
  const user = await createUser(ctx.db, { memberships: [{ locationId, roles: ['admin'] }] });
  return ctx.agent().signIn(user.email);
}

const licensesOf = (locationId: number) =>
  ctx.db.select().from(licenses).where(eq(licenses.locationId, locationId));

beforeAll(async () => {
  ctx = await createTestContext();
  platform = await ctx.agent().signIn((await createUser(ctx.db, { isPlatformAdmin: true })).email);
});
beforeEach(() => {
  ctx.clock.current = NOW;
});
afterAll(() => ctx?.close());

describe('POST locations/:location/licenses (platform administrator)', () => {
  it('creates a license and answers it with its state', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const response = await platform.request('POST', `locations/${location.id}/licenses`, {
      body: license({ level: 'education', type: 'free', end_date: null, max_educations: 3 }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      location_id: location.id,
      level: 'education',
      type: 'free',
      start_date: '2026-01-01',
      end_date: null,
      max_educations: 3,
      state: 'current',
    });
  });

  it('allows touching periods: one ends 2026-06-30, the next starts 2026-07-01', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const url = `locations/${location.id}/licenses`;
    expect((await platform.request('POST', url, { body: license() })).statusCode).toBe(201);
    const next = await platform.request('POST', url, {
      body: license({ start_date: '2026-07-01', end_date: null }),
    });
    expect(next.statusCode).toBe(201);
    // And one that ends the day before the first starts.
    const before = await platform.request('POST', url, {
      body: license({ start_date: '2025-01-01', end_date: '2025-12-31' }),
    });
    expect(before.statusCode).toBe(201);
    expect(await licensesOf(location.id)).toHaveLength(3);
  });

  it.each([
    ['the same last and first day', { start_date: '2026-06-30', end_date: '2026-12-31' }],
    ['a period inside', { start_date: '2026-03-01', end_date: '2026-03-31' }],
    ['a period around it', { start_date: '2025-01-01', end_date: '2027-01-01' }],
    ['an open end before it', { start_date: '2025-01-01', end_date: null }],
    ['one day on the first day', { start_date: '2026-01-01', end_date: '2026-01-01' }],
  ])(
    'refuses an overlapping period (%s) with a clear message, storing nothing',
    async (_, period) => {
      const location = await createLocation(ctx.db, { licensed: false });
      await createLicense(ctx.db, location.id, { startDate: '2026-01-01', endDate: '2026-06-30' });
      const response = await platform.request('POST', `locations/${location.id}/licenses`, {
        body: license(period),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().keys).toEqual({ start_date: [LICENSE_MESSAGES.overlap] });
      expect(await licensesOf(location.id)).toHaveLength(1);
    },
  );

  it('lets only one of two simultaneous overlapping requests through', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const url = `locations/${location.id}/licenses`;
    const answers = await Promise.all([
      platform.request('POST', url, { body: license() }),
      platform.request('POST', url, { body: license({ start_date: '2026-03-01' }) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await licensesOf(location.id)).toHaveLength(1);
  });

  it('refuses any period after an open-ended license', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, location.id, { startDate: '2026-01-01', endDate: null });
    const response = await platform.request('POST', `locations/${location.id}/licenses`, {
      body: license({ start_date: '2040-01-01', end_date: '2040-12-31' }),
    });
    expect(response.statusCode).toBe(422);
    expect(await licensesOf(location.id)).toHaveLength(1);
  });

  it("does not count another location's licenses as overlapping", async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    // createLocation gives every other test location an open-ended license from 2000.
    const response = await platform.request('POST', `locations/${location.id}/licenses`, {
      body: license(),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ end_date: '2025-12-31' }, 'end_date', LICENSE_MESSAGES.endBeforeStart],
    [{ start_date: '' }, 'start_date', LICENSE_MESSAGES.startDateRequired],
    [{ start_date: '2026-02-30' }, 'start_date', LICENSE_MESSAGES.dateInvalid],
    [{ start_date: '01-01-2026' }, 'start_date', LICENSE_MESSAGES.dateInvalid],
    [{ max_educations: 0 }, 'max_educations', LICENSE_MESSAGES.maxEducationsInvalid],
    [{ max_educations: 1.5 }, 'max_educations', LICENSE_MESSAGES.maxEducationsInvalid],
    [{ level: 'school' }, 'level', LICENSE_MESSAGES.levelRequired],
    [{ type: 'trial' }, 'type', LICENSE_MESSAGES.typeRequired],
  ])('refuses %j with a message on %s, storing nothing', async (values, field, message) => {
    const location = await createLocation(ctx.db, { licensed: false });
    const response = await platform.request('POST', `locations/${location.id}/licenses`, {
      body: license(values),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys[field]).toEqual([message]);
    expect(await licensesOf(location.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await platform.request('POST', 'locations/999999/licenses', {
      body: license(),
    });
    expect(response.statusCode).toBe(404);
  });

  it('is refused to the admin of the location (403), storing nothing', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const admin = await adminOf(location.id);
    const response = await admin.request('POST', `locations/${location.id}/licenses`, {
      body: license(),
    });
    expect(response.statusCode).toBe(403);
    expect(await licensesOf(location.id)).toHaveLength(0);
  });
});

describe('PUT and DELETE locations/:location/licenses/:license', () => {
  it('changes a license; its own old period is no overlap', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const own = await createLicense(ctx.db, location.id, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    const response = await platform.request('PUT', `locations/${location.id}/licenses/${own.id}`, {
      body: license({ end_date: '2026-12-31', max_educations: 40 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ end_date: '2026-12-31', max_educations: 40 });
  });

  it('refuses a change that overlaps another license and changes nothing', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const first = await createLicense(ctx.db, location.id, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    await createLicense(ctx.db, location.id, { startDate: '2026-07-01', endDate: null });
    const response = await platform.request(
      'PUT',
      `locations/${location.id}/licenses/${first.id}`,
      { body: license({ end_date: '2026-07-01' }) },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.start_date).toEqual([LICENSE_MESSAGES.overlap]);
    const [stored] = await ctx.db.select().from(licenses).where(eq(licenses.id, first.id));
    expect(stored?.endDate).toBe('2026-06-30');
  });

  it('answers 404 for a license of another location, changing or deleting nothing', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const other = await createLocation(ctx.db, { licensed: false });
    const foreign = await createLicense(ctx.db, other.id, { startDate: '2026-01-01' });
    const url = `locations/${location.id}/licenses/${foreign.id}`;
    const put = await platform.request('PUT', url, { body: license({ max_educations: 1 }) });
    expect(put.statusCode).toBe(404);
    expect((await platform.request('DELETE', url)).statusCode).toBe(404);
    const [stored] = await ctx.db.select().from(licenses).where(eq(licenses.id, foreign.id));
    expect(stored?.maxEducations).toBe(50);
  });

  it('deletes a license; only the platform administrator may', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const own = await createLicense(ctx.db, location.id, { startDate: '2026-01-01' });
    const url = `locations/${location.id}/licenses/${own.id}`;
    const admin = await adminOf(location.id);
    expect((await admin.request('DELETE', url)).statusCode).toBe(403);
    expect(await licensesOf(location.id)).toHaveLength(1);
    expect((await platform.request('DELETE', url)).statusCode).toBe(200);
    expect(await licensesOf(location.id)).toHaveLength(0);
  });
});

describe('GET locations/:location/licenses', () => {
  it('shows each license as expired, current or future around today', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, location.id, { startDate: '2025-01-01', endDate: '2026-06-14' });
    await createLicense(ctx.db, location.id, { startDate: '2026-06-15', endDate: '2026-06-15' });
    await createLicense(ctx.db, location.id, { startDate: '2026-06-16', endDate: null });
    const admin = await adminOf(location.id);
    const response = await admin.request('GET', `locations/${location.id}/licenses`);
    expect(response.statusCode).toBe(200);
    const states = ZLicenseListResponseSchema.parse(response.json()).data.map((l) => l.state);
    expect(states).toEqual(['expired', 'current', 'future']);

    // Just after midnight in Amsterdam (still the 15th in UTC) the day has moved on.
    ctx.clock.current = new Date('2026-06-15T22:30:00Z');
    const later = await (
      await adminOf(location.id)
    ).request('GET', `locations/${location.id}/licenses`);
    expect(later.json().data.map((l: { state: string }) => l.state)).toEqual([
      'expired',
      'expired',
      'current',
    ]);
  });

  it('lets the admin of a location without a current license read why it is blocked', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, location.id, { startDate: '2020-01-01', endDate: '2020-12-31' });
    const admin = await adminOf(location.id);
    const response = await admin.request('GET', `locations/${location.id}/licenses`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ end_date: '2020-12-31', state: 'expired' }),
    ]);
    // ...while the location's data stays blocked.
    const settings = await admin.request('PUT', `locations/${location.id}/settings`, {
      body: { allow_flexible: false, default_weeks: 10, main_color: null },
    });
    expect(settings.statusCode).toBe(403);
    expect(settings.body).toBe(NO_LICENSE_BODY);
  });

  it('is refused to users, designers and admins of another location, with no data', async () => {
    const location = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    const url = `locations/${location.id}/licenses`;
    for (const [locationId, roles] of [
      [location.id, ['user']],
      [location.id, ['designer']],
      [other.id, ['admin']],
    ] as const) {
      const user = await createUser(ctx.db, { memberships: [{ locationId, roles: [...roles] }] });
      const agent = await ctx.agent().signIn(user.email);
      const response = await agent.request('GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('max_educations');
    }
  });
});

describe('licensedEducationLimit', () => {
  it('is the maximum of the current license, or null without one', async () => {
    const location = await createLocation(ctx.db, { licensed: false });
    const limit = (now: Date) =>
      licensedEducationLimit({ db: ctx.db, locationId: location.id, now });
    expect(await limit(NOW)).toBeNull();
    await createLicense(ctx.db, location.id, {
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      maxEducations: 5,
    });
    await createLicense(ctx.db, location.id, { startDate: '2026-07-01', maxEducations: 12 });
    expect(await limit(NOW)).toBe(5);
    expect(await limit(new Date('2026-07-01T10:00:00Z'))).toBe(12);
    expect(await limit(new Date('2025-12-31T10:00:00Z'))).toBeNull();
  });
});
