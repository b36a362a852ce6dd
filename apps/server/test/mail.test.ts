import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';
import { linkParts, parseMail, type ReadMail } from './helpers/mail';

/*
 * The invitation round trip through a real SMTP conversation: a local `smtp-server` sink on a
 * free port stands in for the school's mail server (SMTP_URL points at it).
 */

let ctx: TestContext;
let sink: SMTPServer;
const received: ReadMail[] = [];
const waiting: ((mail: ReadMail) => void)[] = [];

function nextMail(): Promise<ReadMail> {
  const mail = received.shift();
  if (mail) return Promise.resolve(mail);
  return new Promise((resolve) => waiting.push(resolve));
}

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void parseMail(Buffer.concat(chunks)).then((mail) => {
          const waiter = waiting.shift();
          if (waiter) waiter(mail);
          else received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}?from=planner@school.nl`,
    PUBLIC_URL: 'https://planner.school.nl',
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

describe('an invitation through SMTP', () => {
  it('invite -> mail arrives -> link -> account -> sign in', async () => {
    const location = await createLocation(ctx.db, { title: 'SMTP College' });
    const adminUser = await createUser(ctx.db, {
      memberships: [{ locationId: location.id, roles: ['admin'] }],
    });
    const admin = await ctx.agent().signIn(adminUser.email);
    const invited = await admin.request('POST', `locations/${location.id}/invitations`, {
      body: { email: 'docent@school.nl', roles: ['designer'] },
      headers: { 'accept-language': 'nl' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const mail = await nextMail();
    expect(mail.to).toContain('docent@school.nl');
    expect(mail.subject).toBe('Uitnodiging voor SMTP College in Curriculum Planner');
    expect(mail.link.startsWith('https://planner.school.nl/uitnodiging/')).toBe(true);
    expect(mail.html).toContain(mail.link.replace(/&/g, '&amp;'));

    const { email, token } = linkParts(mail.link);
    const browser = ctx.agent();
    const check = await browser.request('GET', `invitations/${encodeURIComponent(email)}/${token}`);
    expect(check.json().data).toMatchObject({ status: 'valid', location_title: 'SMTP College' });
    await browser.csrf();
    const accepted = await browser.request(
      'POST',
      `invitations/${encodeURIComponent(email)}/${token}/accept`,
      {
        body: {
          first_name: 'Dirk',
          last_name: 'Docent',
          password: 'Smtp!Test2026',
          password_confirmation: 'Smtp!Test2026',
        },
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const signIn = await ctx.agent().login('docent@school.nl', 'Smtp!Test2026');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.memberships).toEqual([
      { location_id: location.id, location_title: 'SMTP College', roles: ['designer'] },
    ]);
  });

  it('sends the password reset mail through SMTP too', async () => {
    const user = await createUser(ctx.db, { email: 'vergeetachtig@school.nl', language: 'nl' });
    const agent = ctx.agent();
    await agent.csrf();
    const response = await agent.request('POST', 'auth/password/forgot', {
      body: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await nextMail();
    expect(mail.subject).toBe('Je wachtwoord opnieuw instellen');
    expect(linkParts(mail.link).path.startsWith('/wachtwoord/')).toBe(true);
  });
});
