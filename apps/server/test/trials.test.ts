import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, TRIAL_MESSAGES, type TTrialRequest } from '@cp/contracts';
import { invitations, licenses, locations, trialRequests } from '../src/db/schema';
import { TRIAL_MAX_PER_IP, TRIAL_WINDOW_MS } from '../src/domain/throttle/trial';
import { createTestContext, type TestContext } from './helpers/app';
import type { Agent } from './helpers/agent';
import { createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let platform: Agent;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx.db, { isPlatformAdmin: true });
  platform = await ctx.agent().signIn(admin.email);
});
afterAll(() => ctx?.close());

const validRequest = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    school_name: `Het Testcollege ${counter}`,
    domain: `testcollege-${counter}.nl`,
    type: 'vo',
    first_name: 'Tess',
    last_name: 'de Vries',
    email: `Contact${counter}@Testcollege.nl`,
    message: 'Wij willen graag proberen.',
    ...overrides,
  };
};

/** Each submission from its own address, so the throttle test stands alone. */
async function submit(body: unknown, agent?: Agent) {
  const client = agent ?? ctx.agent();
  await client.csrf();
  return client.request('POST', 'trials', { body });
}

async function submitted(domain: string): Promise<TTrialRequest> {
  const list = (await platform.request('GET', 'trials')).json() as { data: TTrialRequest[] };
  const found = list.data.find((trial) => trial.domain === domain);
  if (!found) throw new Error(`no request for ${domain}`);
  return found;
}

describe('POST trials (public)', () => {
  it('stores a request without a session and answers 201', async () => {
    const body = validRequest({ domain: 'Nieuwe-School.NL ' });
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { received: true } });
    const trial = await submitted('nieuwe-school.nl');
    expect(trial).toMatchObject({
      school_name: body.school_name,
      type: 'vo',
      email: body.email.toLowerCase(),
      status: 'pending',
      location_id: null,
    });
  });

  it('refuses bad data with field messages and stores nothing', async () => {
    const before = (await ctx.db.select().from(trialRequests)).length;
    const response = await submit({
      school_name: ' ',
      domain: 'www.school.nl',
      type: 'mbo',
      first_name: '',
      last_name: '',
      email: 'not-an-address',
    });
    expect(response.statusCode).toBe(422);
    const { keys } = response.json() as { keys: Record<string, string[]> };
    expect(keys.school_name).toEqual([TRIAL_MESSAGES.schoolNameRequired]);
    expect(keys.domain).toEqual([LOCATION_MESSAGES.domainWww]);
    expect(keys.type).toEqual([TRIAL_MESSAGES.typeRequired]);
    expect(keys.first_name).toEqual([TRIAL_MESSAGES.firstNameRequired]);
    expect(keys.last_name).toEqual([TRIAL_MESSAGES.lastNameRequired]);
    expect(keys.email).toEqual(['users.emailInvalid']);
    expect((await ctx.db.select().from(trialRequests)).length).toBe(before);
  });

  it('throttles per IP like sign-in: 429 with Retry-After, free again after the window', async () => {
    const agent = ctx.agent('10.200.0.1');
    for (let i = 0; i < TRIAL_MAX_PER_IP; i += 1) {
      expect((await submit(validRequest(), agent)).statusCode).toBe(201);
    }
    const refused = await submit(validRequest(), agent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the body is read: a bad body gets the same 429, not a 422.
    const badBody = await submit({ school: '' }, agent);
    expect(badBody.statusCode).toBe(429);
    // Another address is not affected.
    expect((await submit(validRequest(), ctx.agent('10.200.0.2'))).statusCode).toBe(201);
    ctx.clock.advance(TRIAL_WINDOW_MS + 1000);
    expect((await submit(validRequest(), agent)).statusCode).toBe(201);
  });
});

describe('deciding on trial requests (platform administrator)', () => {
  it('approves: location, free license for 60 days, admin invitation with e-mail', async () => {
    const body = validRequest();
    await submit(body);
    const trial = await submitted(body.domain);
    const mailsBefore = mailFiles().length;

    const response = await platform.request('POST', `trials/${trial.id}/approve`);
    expect(response.statusCode).toBe(200);
    const approved = (response.json() as { data: TTrialRequest & { invitation_sent: boolean } })
      .data;
    expect(approved).toMatchObject({ status: 'approved', invitation_sent: true });

    const [location] = await ctx.db
      .select()
      .from(locations)
      .where(eq(locations.domain, body.domain));
    expect(location).toMatchObject({ title: body.school_name, type: 'vo' });
    expect(approved.location_id).toBe(location?.id);

    const locationLicenses = await ctx.db
      .select()
      .from(licenses)
      .where(eq(licenses.locationId, location!.id));
    expect(locationLicenses).toHaveLength(1);
    const license = locationLicenses[0]!;
    expect(license).toMatchObject({ level: 'institute', type: 'free', maxEducations: 5 });
    const days = (Date.parse(license.endDate!) - Date.parse(license.startDate)) / 86_400_000;
    expect(days).toBe(60);

    const [invitation] = await ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.locationId, location!.id));
    expect(invitation).toMatchObject({ email: body.email.toLowerCase(), roles: ['admin'] });

    const mails = mailFiles();
    expect(mails.length).toBe(mailsBefore + 1);
    const newest = mails
      .map((f) => readFileSync(f, 'utf8'))
      .find((m) => m.includes(body.school_name));
    // Quoted-printable wraps long lines; the link's start stays on one line.
    expect(newest).toContain(`/uitnodiging/contact${counter}%40testcollege.`);
  });

  it('answers 409 when a request is approved or rejected twice', async () => {
    const body = validRequest();
    await submit(body);
    const trial = await submitted(body.domain);
    expect((await platform.request('POST', `trials/${trial.id}/approve`)).statusCode).toBe(200);
    const again = await platform.request('POST', `trials/${trial.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      key: TRIAL_MESSAGES.alreadyDecided,
    });
    expect((await platform.request('POST', `trials/${trial.id}/reject`)).statusCode).toBe(409);
    const rows = await ctx.db.select().from(locations).where(eq(locations.domain, body.domain));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 on domain when the domain already has a location, and changes nothing', async () => {
    const existing = await createLocation(ctx.db);
    const body = validRequest({ domain: existing.domain });
    await submit(body);
    const trial = await submitted(existing.domain);
    const response = await platform.request('POST', `trials/${trial.id}/approve`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation',
      keys: { domain: [LOCATION_MESSAGES.domainTaken] },
    });
    expect((await submitted(existing.domain)).status).toBe('pending');
    const invites = await ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, body.email.toLowerCase()));
    expect(invites).toEqual([]);
  });

  it('rejects a request without creating anything', async () => {
    const body = validRequest();
    await submit(body);
    const trial = await submitted(body.domain);
    const response = await platform.request('POST', `trials/${trial.id}/reject`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'rejected', location_id: null } });
    expect(await ctx.db.select().from(locations).where(eq(locations.domain, body.domain))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown request', async () => {
    expect((await platform.request('POST', 'trials/987654/approve')).statusCode).toBe(404);
    expect((await platform.request('POST', 'trials/987654/reject')).statusCode).toBe(404);
  });

  it('is for the platform administrator only', async () => {
    const body = validRequest();
    await submit(body);
    const trial = await submitted(body.domain);
    const location = await createLocation(ctx.db);
    const admin = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    const agent = await ctx.agent().signIn(admin.email);
    expect((await agent.request('GET', 'trials')).statusCode).toBe(403);
    expect((await agent.request('POST', `trials/${trial.id}/approve`)).statusCode).toBe(403);
    expect((await agent.request('POST', `trials/${trial.id}/reject`)).statusCode).toBe(403);
    const anonymous = ctx.agent();
    await anonymous.csrf();
    expect((await anonymous.request('GET', 'trials')).statusCode).toBe(401);
    expect((await anonymous.request('POST', `trials/${trial.id}/approve`)).statusCode).toBe(401);
    expect((await submitted(body.domain)).status).toBe('pending');
  });
});

function mailFiles(): string[] {
  const folder = join(ctx.config.dataDir, 'mail');
  try {
    return readdirSync(folder).map((name) => join(folder, name));
  } catch {
    return [];
  }
}
