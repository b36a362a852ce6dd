import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCATION_MESSAGES,
  LOGO_MAX_BYTES,
  NO_LICENSE_BODY,
  ZLocationDetailsResponseSchema,
} from '@cp/contracts';
import { locationLogos, locations } from '../src/db/schema';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let school: Awaited<ReturnType<typeof createLocation>>;
let otherSchool: Awaited<ReturnType<typeof createLocation>>;
let platform: Agent;
let admin: Agent;
let designer: Agent;
let adminOfOther: Agent;

// The smallest valid files are enough: the type is decided by the first bytes.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  ctx = await createTestContext();
  school = await createLocation(ctx.db, { title: 'Het Lyceum', domain: 'lyceum.nl' });
  otherSchool = await createLocation(ctx.db, { title: 'Ander College', domain: 'ander.nl' });
  const member = (locationId: number, roles: ('admin' | 'designer' | 'user')[]) => ({
    memberships: [{ locationId, roles }],
  });
  platform = await ctx.agent().signIn((await createUser(ctx.db, { isPlatformAdmin: true })).email);
  admin = await ctx.agent().signIn((await createUser(ctx.db, member(school.id, ['admin']))).email);
  designer = await ctx
    .agent()
    .signIn((await createUser(ctx.db, member(school.id, ['designer']))).email);
  adminOfOther = await ctx
    .agent()
    .signIn((await createUser(ctx.db, member(otherSchool.id, ['admin']))).email);
});
afterAll(() => ctx?.close());

const countLocations = async () => (await ctx.db.select().from(locations)).length;

describe('POST locations (platform administrator)', () => {
  it('creates a location with a normalised domain and the default settings', async () => {
    const response = await platform.request('POST', 'locations', {
      body: { title: '  Nieuwe School ', domain: ' Nieuwe-School.NL ', type: 'other' },
    });
    expect(response.statusCode).toBe(201);
    const created = ZLocationDetailsResponseSchema.parse(response.json()).data;
    expect(created).toMatchObject({
      title: 'Nieuwe School',
      domain: 'nieuwe-school.nl',
      type: 'other',
      allow_flexible: false,
      default_weeks: 10,
      main_color: null,
      logo_version: null,
    });
    // The new location appears in the platform administrator's list.
    const list = (await platform.request('GET', 'locations')).json().data as { id: number }[];
    expect(list.map((l) => l.id)).toContain(created.id);
  });

  it('refuses a domain with www, with a clear field message, and stores nothing', async () => {
    const before = await countLocations();
    const response = await platform.request('POST', 'locations', {
      body: { title: 'School', domain: 'www.school.nl', type: 'vo' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.domain).toEqual([LOCATION_MESSAGES.domainWww]);
    expect(await countLocations()).toBe(before);
  });

  it('refuses a domain that another location uses, also in other letter case', async () => {
    const before = await countLocations();
    const response = await platform.request('POST', 'locations', {
      body: { title: 'Kopie', domain: 'LYCEUM.nl', type: 'vo' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.domain).toEqual([LOCATION_MESSAGES.domainTaken]);
    expect(await countLocations()).toBe(before);
  });

  it.each([
    [{ domain: 'school.nl', type: 'vo' }, 'title'],
    [{ title: ' ', domain: 'school.nl', type: 'vo' }, 'title'],
    [{ title: 'School', type: 'vo' }, 'domain'],
    [{ title: 'School', domain: 'geen domein', type: 'vo' }, 'domain'],
    [{ title: 'School', domain: 'https://school.nl', type: 'vo' }, 'domain'],
    [{ title: 'School', domain: 'school', type: 'vo' }, 'domain'],
    [{ title: 'School', domain: 'school2.nl', type: 'mbo' }, 'type'],
  ])('refuses %j with an error on %s', async (body, field) => {
    const response = await platform.request('POST', 'locations', { body });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().keys)).toEqual([field]);
  });

  it('is refused to a location admin (403) and creates nothing', async () => {
    const before = await countLocations();
    const response = await admin.request('POST', 'locations', {
      body: { title: 'Stiekem', domain: 'stiekem.nl', type: 'vo' },
    });
    expect(response.statusCode).toBe(403);
    expect(await countLocations()).toBe(before);
  });
});

describe('PUT locations/:location (platform administrator)', () => {
  it('changes title, domain and type', async () => {
    const location = await createLocation(ctx.db, { domain: 'oud.nl' });
    const response = await platform.request('PUT', `locations/${location.id}`, {
      body: { title: 'Nieuw', domain: 'Nieuw.nl', type: 'other' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Nieuw', domain: 'nieuw.nl' });
    // Keeping its own domain is no conflict.
    const again = await platform.request('PUT', `locations/${location.id}`, {
      body: { title: 'Nieuw', domain: 'nieuw.nl', type: 'vo' },
    });
    expect(again.statusCode).toBe(200);
  });

  it("refuses another location's domain and changes nothing", async () => {
    const location = await createLocation(ctx.db, { domain: 'eigen.nl' });
    const response = await platform.request('PUT', `locations/${location.id}`, {
      body: { title: 'X', domain: 'lyceum.nl', type: 'vo' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys.domain).toEqual([LOCATION_MESSAGES.domainTaken]);
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.domain).toBe('eigen.nl');
  });

  it('answers 404 for an unknown location and 403 to the location admin', async () => {
    const body = { title: 'X', domain: 'x-school.nl', type: 'vo' };
    expect((await platform.request('PUT', 'locations/999999', { body })).statusCode).toBe(404);
    expect((await admin.request('PUT', `locations/${school.id}`, { body })).statusCode).toBe(403);
  });
});

describe('GET locations/:location', () => {
  it('gives a member the location with its settings', async () => {
    const response = await designer.request('GET', `locations/${school.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZLocationDetailsResponseSchema.parse(response.json()).data).toMatchObject({
      id: school.id,
      title: 'Het Lyceum',
      domain: 'lyceum.nl',
      default_weeks: 10,
    });
  });

  it("gives nothing of another school's location (403)", async () => {
    const response = await adminOfOther.request('GET', `locations/${school.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Lyceum');
  });
});

describe('PUT locations/:location/settings (admin)', () => {
  const valid = { allow_flexible: true, default_weeks: 12, main_color: '#1A7F37' };

  it('saves the settings; the colour is stored in lower case', async () => {
    const response = await admin.request('PUT', `locations/${school.id}/settings`, {
      body: valid,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      allow_flexible: true,
      default_weeks: 12,
      main_color: '#1a7f37',
    });
    const cleared = await admin.request('PUT', `locations/${school.id}/settings`, {
      body: { ...valid, main_color: null },
    });
    expect(cleared.json().data.main_color).toBeNull();
  });

  it.each([
    [{ ...valid, main_color: 'red' }, 'main_color'],
    [{ ...valid, main_color: '#12345' }, 'main_color'],
    [{ ...valid, main_color: '#12345g' }, 'main_color'],
    [{ ...valid, default_weeks: 0 }, 'default_weeks'],
    [{ ...valid, default_weeks: 61 }, 'default_weeks'],
    [{ ...valid, default_weeks: 2.5 }, 'default_weeks'],
    [{ ...valid, allow_flexible: 'ja' }, 'allow_flexible'],
  ])('refuses %j on %s and changes nothing', async (body, field) => {
    const [before] = await ctx.db.select().from(locations).where(eq(locations.id, school.id));
    const response = await admin.request('PUT', `locations/${school.id}/settings`, { body });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().keys)).toEqual([field]);
    const [after] = await ctx.db.select().from(locations).where(eq(locations.id, school.id));
    expect(after).toEqual(before);
  });

  it('is refused to a designer and to the admin of another location', async () => {
    const url = `locations/${school.id}/settings`;
    expect((await designer.request('PUT', url, { body: valid })).statusCode).toBe(403);
    expect((await adminOfOther.request('PUT', url, { body: valid })).statusCode).toBe(403);
  });

  it('answers no_license to the admin of a location without a current license', async () => {
    const blocked = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, blocked.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const blockedAdmin = await ctx
      .agent()
      .signIn(
        (await createUser(ctx.db, { memberships: [{ locationId: blocked.id, roles: ['admin'] }] }))
          .email,
      );
    const response = await blockedAdmin.request('PUT', `locations/${blocked.id}/settings`, {
      body: valid,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(NO_LICENSE_BODY);
  });
});

describe('the location logo', () => {
  const upload = (agent: Agent, bytes: Buffer, locationId = school.id) =>
    agent.request('PUT', `locations/${locationId}/logo`, {
      body: { content: bytes.toString('base64') },
    });
  const storedLogos = async (locationId = school.id) =>
    ctx.db.select().from(locationLogos).where(eq(locationLogos.locationId, locationId));

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])(
    'accepts a %s and serves it with its type, an ETag and a long cache',
    async (_, bytes, type) => {
      const response = await upload(admin, bytes);
      expect(response.statusCode).toBe(200);
      const version = response.json().data.logo_version as string;
      expect(version).toMatch(/^[\w-]+$/);

      const served = await designer.request('GET', `locations/${school.id}/logo?v=${version}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers.etag).toBe(`"${version}"`);
      expect(served.headers['cache-control']).toContain('max-age=31536000');

      const again = await designer.request('GET', `locations/${school.id}/logo`, {
        headers: { 'if-none-match': `"${version}"` },
      });
      expect(again.statusCode).toBe(304);
      // Without the version in the URL the browser must ask again.
      expect(again.headers['cache-control']).toContain('no-cache');
    },
  );

  it('refuses an SVG or any other file with 422 and stores nothing', async () => {
    const location = await createLocation(ctx.db);
    const locationAdmin = await ctx
      .agent()
      .signIn(
        (await createUser(ctx.db, { memberships: [{ locationId: location.id, roles: ['admin'] }] }))
          .email,
      );
    for (const bytes of [SVG, Buffer.from('GIF89a'), Buffer.from('not an image')]) {
      const response = await upload(locationAdmin, bytes, location.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().keys.content).toEqual([LOCATION_MESSAGES.logoType]);
    }
    expect(await storedLogos(location.id)).toEqual([]);
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.logoVersion).toBeNull();
  });

  it('refuses a logo over 1 MB with 413 and stores nothing', async () => {
    const location = await createLocation(ctx.db);
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await upload(platform, tooLarge, location.id);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
    // Just over the limit after decoding (the body itself is within the route's limit).
    const justOver = await upload(
      platform,
      Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length + 1)]),
      location.id,
    );
    expect(justOver.statusCode).toBe(413);
    expect(await storedLogos(location.id)).toEqual([]);
  });

  it('accepts a logo of exactly 1 MB', async () => {
    const location = await createLocation(ctx.db);
    const exact = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect((await upload(platform, exact, location.id)).statusCode).toBe(200);
  });

  it('removes the logo', async () => {
    await upload(admin, PNG);
    const response = await admin.request('DELETE', `locations/${school.id}/logo`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.logo_version).toBeNull();
    expect(await storedLogos()).toEqual([]);
    expect((await designer.request('GET', `locations/${school.id}/logo`)).statusCode).toBe(404);
  });

  it('is neither changed nor shown to someone of another school or a designer', async () => {
    await upload(admin, PNG);
    expect((await upload(designer, JPEG)).statusCode).toBe(403);
    expect((await upload(adminOfOther, JPEG)).statusCode).toBe(403);
    const foreign = await adminOfOther.request('GET', `locations/${school.id}/logo`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.rawPayload.includes(PNG)).toBe(false);
    expect((await adminOfOther.request('DELETE', `locations/${school.id}/logo`)).statusCode).toBe(
      403,
    );
    const [logo] = await storedLogos();
    expect(logo?.mimeType).toBe('image/png');
  });
});
