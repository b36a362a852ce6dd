import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_INVITED,
  ALREADY_MEMBER,
  NO_LICENSE_BODY,
  PASSWORD_PROBLEM_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
} from '@cp/contracts';
import { invitations, locations, memberships, users } from '../src/db/schema';
import { hashSessionId } from '../src/domain/auth/session-ids';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser, TEST_PASSWORD } from './helpers/fixtures';
import { lastMailTo, linkParts, mailsTo } from './helpers/mail';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let admin: Agent;
let adminId: number;
const publisher = new RecordingPublisher();

const NEW_PASSWORD = 'Nieuw!Wacht1';
const person = {
  first_name: 'Sanne',
  middle_name: 'de',
  last_name: 'Vries',
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
};

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher });
  locationId = (await createLocation(ctx.db, { title: 'Het Lyceum' })).id;
  otherLocationId = (await createLocation(ctx.db, { title: 'Andere School' })).id;
  const user = await createUser(ctx.db, {
    email: 'beheer@lyceum.nl',
    memberships: [{ locationId, roles: ['admin'] }],
  });
  adminId = user.id;
  admin = await ctx.agent().signIn(user.email);
});
afterAll(() => ctx?.close());

const invite = (agent: Agent, email: string, roles = ['designer'], language = 'nl') =>
  agent.request('POST', `locations/${locationId}/invitations`, {
    body: { email, roles },
    headers: { 'accept-language': language },
  });

const linkPath = (email: string, token: string) =>
  `invitations/${encodeURIComponent(email)}/${token}`;

/** Invites and reads the link back out of the written e-mail. */
async function invited(email: string, roles = ['designer']) {
  const response = await invite(admin, email, roles);
  expect(response.statusCode, response.body).toBe(201);
  return linkParts((await lastMailTo(ctx.config.dataDir, email)).link);
}

describe('inviting (admin of the location)', () => {
  it('stores the invitation hashed and writes the e-mail in the inviter language', async () => {
    const response = await invite(admin, ' Nieuw@Lyceum.nl ', ['designer', 'user'], 'en');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ email: 'nieuw@lyceum.nl', roles: ['designer', 'user'] });
    const sevenDays = 7 * 24 * 3600_000;
    expect(new Date(data.expires_at).getTime() - new Date(data.created_at).getTime()).toBe(
      sevenDays,
    );

    const mail = await lastMailTo(ctx.config.dataDir, 'nieuw@lyceum.nl');
    expect(mail.subject).toBe('Invitation to Het Lyceum in Curriculum Planner');
    expect(mail.html).toContain('<a href=');
    const { email, token, path } = linkParts(mail.link);
    expect(path.startsWith('/uitnodiging/')).toBe(true);
    expect(email).toBe('nieuw@lyceum.nl');
    expect(mail.link.startsWith(`http://localhost:${ctx.config.port}/`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const [row] = await ctx.db.select().from(invitations).where(eq(invitations.id, data.id));
    expect(row?.tokenHash).not.toBe(token);
  });

  it('writes Dutch mail for a Dutch admin', async () => {
    await invited('nederlands@lyceum.nl');
    const mail = await lastMailTo(ctx.config.dataDir, 'nederlands@lyceum.nl');
    expect(mail.subject).toBe('Uitnodiging voor Het Lyceum in Curriculum Planner');
  });

  it('refuses a second open invitation of the same address', async () => {
    await invited('dubbel@lyceum.nl');
    const again = await invite(admin, 'DUBBEL@lyceum.nl');
    expect(again.statusCode).toBe(422);
    expect(again.json().keys).toEqual({ email: [ALREADY_INVITED] });
    expect(await mailsTo(ctx.config.dataDir, 'dubbel@lyceum.nl')).toHaveLength(1);
  });

  it('refuses an address that is already a member', async () => {
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const response = await invite(admin, member.email);
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toEqual({ email: [ALREADY_MEMBER] });
  });

  it('refuses bad data: no roles, unknown role, bad address', async () => {
    for (const body of [
      { email: 'a@lyceum.nl', roles: [] },
      { email: 'a@lyceum.nl', roles: ['owner'] },
      { email: 'geen-adres', roles: ['user'] },
    ]) {
      const response = await admin.request('POST', `locations/${locationId}/invitations`, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await mailsTo(ctx.config.dataDir, 'a@lyceum.nl')).toHaveLength(0);
  });

  it('lists open invitations with their expiry; deleting one makes its link expire', async () => {
    const { email, token } = await invited('weg@lyceum.nl');
    const list = await admin.request('GET', `locations/${locationId}/invitations`);
    const open = list.json().data.find((i: { email: string }) => i.email === 'weg@lyceum.nl');
    expect(open).toMatchObject({ roles: ['designer'], expires_at: expect.any(String) });

    const deleted = await admin.request('DELETE', `locations/${locationId}/invitations/${open.id}`);
    expect(deleted.statusCode).toBe(200);
    const after = await admin.request('GET', `locations/${locationId}/invitations`);
    expect(after.json().data.map((i: { id: number }) => i.id)).not.toContain(open.id);

    const check = await ctx.agent().request('GET', linkPath(email, token));
    expect(check.json().data).toEqual({ status: 'expired' });
    // Deleted, so the address can be invited again.
    expect((await invite(admin, 'weg@lyceum.nl')).statusCode).toBe(201);
  });

  it('answers 404 for an invitation id of another location, and changes nothing', async () => {
    const otherAdmin = await createUser(ctx.db, {
      memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
    });
    const other = await ctx.agent().signIn(otherAdmin.email);
    const created = await other.request('POST', `locations/${otherLocationId}/invitations`, {
      body: { email: 'van-ander@school.nl', roles: ['user'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const response = await admin.request('DELETE', `locations/${locationId}/invitations/${id}`);
    expect(response.statusCode).toBe(404);
    const list = await other.request('GET', `locations/${otherLocationId}/invitations`);
    expect(list.json().data.map((i: { id: number }) => i.id)).toContain(id);
    // And the other location's list is not readable from here.
    const foreign = await admin.request('GET', `locations/${otherLocationId}/invitations`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('van-ander');
  });

  it('is for admins only, of a licensed location', async () => {
    const designer = await createUser(ctx.db, {
      memberships: [{ locationId, roles: ['designer', 'user'] }],
    });
    const agent = await ctx.agent().signIn(designer.email);
    expect((await invite(agent, 'x@lyceum.nl')).statusCode).toBe(403);
    expect((await agent.request('GET', `locations/${locationId}/invitations`)).statusCode).toBe(
      403,
    );

    const unlicensed = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, unlicensed.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const unlicensedAdmin = await createUser(ctx.db, {
      memberships: [{ locationId: unlicensed.id, roles: ['admin'] }],
    });
    const blocked = await ctx.agent().signIn(unlicensedAdmin.email);
    const response = await blocked.request('POST', `locations/${unlicensed.id}/invitations`, {
      body: { email: 'y@lyceum.nl', roles: ['user'] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(NO_LICENSE_BODY);
  });
});

describe('the invitation link', () => {
  it('tells only the location, the address and whether an account exists', async () => {
    const { email, token } = await invited('check@lyceum.nl');
    const response = await ctx.agent().request('GET', linkPath(email, token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'valid',
      email: 'check@lyceum.nl',
      location_title: 'Het Lyceum',
      has_account: false,
      sso_only: false,
      location_domain: expect.any(String),
    });
  });

  it('at a school that allows only single sign-on: says so, and sets no password', async () => {
    const { email, token } = await invited('alleen-sso@lyceum.nl');
    await ctx.db
      .update(locations)
      .set({ passwordLogin: false })
      .where(eq(locations.id, locationId));
    try {
      const anon = ctx.agent();
      const check = await anon.request('GET', linkPath(email, token));
      expect(check.json().data).toMatchObject({ status: 'valid', sso_only: true });
      await anon.csrf();
      const accept = await anon.request('POST', `${linkPath(email, token)}/accept`, {
        body: person,
      });
      expect(accept.statusCode).toBe(403);
      expect(accept.json().code).toBe('sso_required');
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, email));
      expect(row?.acceptedAt).toBeNull();
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      await ctx.db
        .update(locations)
        .set({ passwordLogin: true })
        .where(eq(locations.id, locationId));
    }
  });

  it('does not work with another address or an unknown token', async () => {
    const { token } = await invited('eigen@lyceum.nl');
    const anon = ctx.agent();
    await anon.csrf();
    const wrongEmail = await anon.request('GET', linkPath('ander@lyceum.nl', token));
    expect(wrongEmail.json().data).toEqual({ status: 'invalid' });
    const unknown = await anon.request('GET', linkPath('eigen@lyceum.nl', 'x'.repeat(43)));
    expect(unknown.json().data).toEqual({ status: 'invalid' });
    const accept = await anon.request('POST', `${linkPath('ander@lyceum.nl', token)}/accept`, {
      body: person,
    });
    expect(accept.statusCode).toBe(404);
  });

  it('expires after seven days', async () => {
    const { email, token } = await invited('laat@lyceum.nl');
    ctx.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const anon = ctx.agent();
      await anon.csrf();
      expect((await anon.request('GET', linkPath(email, token))).json().data).toEqual({
        status: 'expired',
      });
      const accept = await anon.request('POST', `${linkPath(email, token)}/accept`, {
        body: person,
      });
      expect(accept.statusCode).toBe(404);
      // Expired invitations are no longer listed, and the address may be invited again.
      // (The admin's session has idled out by now.)
      const later = await ctx.agent().signIn('beheer@lyceum.nl');
      const list = await later.request('GET', `locations/${locationId}/invitations`);
      expect(list.json().data.map((i: { email: string }) => i.email)).not.toContain(email);
    } finally {
      ctx.clock.advance(-(7 * 24 * 3600_000 + 1000));
      admin = await ctx.agent().signIn('beheer@lyceum.nl');
    }
  });

  it('checks the password policy rule by rule, and that the passwords match', async () => {
    const { email, token } = await invited('beleid@lyceum.nl');
    const anon = ctx.agent();
    await anon.csrf();
    const weak = await anon.request('POST', `${linkPath(email, token)}/accept`, {
      body: { ...person, password: 'kort', password_confirmation: 'kort' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().keys.password).toEqual([
      PASSWORD_PROBLEM_MESSAGES.length,
      PASSWORD_PROBLEM_MESSAGES.uppercase,
      PASSWORD_PROBLEM_MESSAGES.number,
      PASSWORD_PROBLEM_MESSAGES.sign,
    ]);
    const mismatch = await anon.request('POST', `${linkPath(email, token)}/accept`, {
      body: { ...person, password_confirmation: 'Anders!Wacht1' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().keys).toEqual({ password_confirmation: [PASSWORDS_DO_NOT_MATCH] });
    const noName = await anon.request('POST', `${linkPath(email, token)}/accept`, {
      body: { ...person, first_name: ' ', last_name: '' },
    });
    expect(Object.keys(noName.json().keys).sort()).toEqual(['first_name', 'last_name']);
    // Nothing was used up by the refused attempts.
    expect((await anon.request('GET', linkPath(email, token))).json().data.status).toBe('valid');
  });

  it('creates the account with the roles, signs in, and works only once', async () => {
    const { email, token } = await invited('welkom@lyceum.nl', ['designer', 'user']);
    const browser = ctx.agent();
    await browser.csrf();
    const accepted = await browser.request('POST', `${linkPath(email, token)}/accept`, {
      body: person,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      email: 'welkom@lyceum.nl',
      first_name: 'Sanne',
      middle_name: 'de',
      last_name: 'Vries',
      memberships: [
        { location_id: locationId, location_title: 'Het Lyceum', roles: ['designer', 'user'] },
      ],
    });
    expect((await browser.request('GET', 'auth/me')).statusCode).toBe(200);

    const again = await ctx.agent().request('GET', linkPath(email, token));
    expect(again.json().data).toEqual({ status: 'used' });
    const second = ctx.agent();
    await second.csrf();
    const reuse = await second.request('POST', `${linkPath(email, token)}/accept`, {
      body: person,
    });
    expect(reuse.statusCode).toBe(404);

    const later = await ctx.agent().login(email, NEW_PASSWORD);
    expect(later.statusCode).toBe(200);
  });

  it('adds an account of another location with that account password', async () => {
    const existing = await createUser(ctx.db, {
      email: 'elders@school.nl',
      memberships: [{ locationId: otherLocationId, roles: ['admin'] }],
    });
    const { email, token } = await invited('elders@school.nl', ['user']);
    const browser = ctx.agent();
    const check = await browser.request('GET', linkPath(email, token));
    expect(check.json().data).toMatchObject({ status: 'valid', has_account: true });

    await browser.csrf();
    const wrong = await browser.request('POST', `${linkPath(email, token)}/accept`, {
      body: { password: 'Fout!Wacht1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().keys).toHaveProperty('password');

    const accepted = await browser.request('POST', `${linkPath(email, token)}/accept`, {
      body: { password: TEST_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = await ctx.db.select().from(memberships).where(eq(memberships.userId, existing.id));
    expect(rows.map((r) => [r.locationId, r.roles]).sort()).toEqual(
      [
        [locationId, ['user']],
        [otherLocationId, ['admin']],
      ].sort(),
    );
  });

  it('ends the browser’s previous session with its open sockets when it accepts', async () => {
    await createUser(ctx.db, {
      email: 'wissel@school.nl',
      memberships: [{ locationId: otherLocationId, roles: ['user'] }],
    });
    const { email, token } = await invited('wissel@school.nl', ['user']);
    const browser = await ctx.agent().signIn('wissel@school.nl');
    const previous = hashSessionId(ctx.config.sessionSecret, browser.cookies.get('sid')!);
    publisher.clear();
    const accepted = await browser.request('POST', `${linkPath(email, token)}/accept`, {
      body: { password: TEST_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(browser.cookies.get('sid')).toBeDefined();
    expect(hashSessionId(ctx.config.sessionSecret, browser.cookies.get('sid')!)).not.toBe(previous);
    expect(publisher.disconnects).toContainEqual({ sessions: [previous] });
  });

  it('throttles guessing tokens like guessing passwords', async () => {
    const guesser = ctx.agent();
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await guesser.request('GET', linkPath('doel@lyceum.nl', `guess${i}`));
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('when the mail cannot be sent', () => {
  it('says so, logs it, and leaves no open invitation behind', async () => {
    // A port nobody listens on.
    const broken = await ctx.buildAnother({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const { Agent } = await import('./helpers/agent');
    const agent = await new Agent(broken).signIn('beheer@lyceum.nl');
    const response = await agent.request('POST', `locations/${locationId}/invitations`, {
      body: { email: 'onbereikbaar@lyceum.nl', roles: ['user'] },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().key).toBe('users.invitationNotSent');
    const list = await admin.request('GET', `locations/${locationId}/invitations`);
    expect(list.json().data.map((i: { email: string }) => i.email)).not.toContain(
      'onbereikbaar@lyceum.nl',
    );
    expect(adminId).toBeGreaterThan(0);
  });
});
