import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema';
import type { Actor } from '../src/domain/actor';
import { createInvitation } from '../src/domain/invitations/create-invitation';
import { mailInvitation } from '../src/domain/mail/invitation-mail';
import { MailBatch, withMail, type TMailJob } from '../src/domain/mail/mail-jobs';
import { openToken } from '../src/domain/mail/sealed-token';
import type { JobsRef } from '../src/http/exports/routes';
import { mailJob, startJobs } from '../src/jobs';
import { mailHandler } from '../src/jobs/mail';
import { publicAddress } from '../src/mail/templates';
import { createSendMail, type MailMessage, type SendMail } from '../src/mail/transport';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';
import { DIRECT_JOB, directJobContext } from './helpers/job-context';
import { linkParts, mailsTo } from './helpers/mail';
import { testScope } from './helpers/location-scope';

/*
 * E-mail as a job (docs/jobs.md "E-mail"): posted only after the commit, retried by the queue,
 * rendered when the job runs in the recipient's language. The app here runs with the queue (on
 * PGlite by default), with a transport the test can make fail.
 */

const jobs: JobsRef = { current: undefined };
let ctx: TestContext;
let locationId: number;
let admin: Agent;
let adminId: number;

const errors: { object: object; message?: string }[] = [];
const log = {
  info: () => undefined,
  error: (object: object, message?: string) => errors.push({ object, message }),
};

/** The next `failures` attempts fail like an unreachable SMTP server; then mail is written. */
let failures = 0;
const attempts: MailMessage[] = [];
let deliver: SendMail;
const flakySendMail: SendMail = async (message) => {
  attempts.push(message);
  if (failures > 0) {
    failures -= 1;
    throw new Error('connect ECONNREFUSED 127.0.0.1:25');
  }
  await deliver(message);
};

beforeAll(async () => {
  ctx = await createTestContext({}, { jobs });
  deliver = createSendMail(
    { smtpUrl: undefined, dataDir: ctx.config.dataDir, publicUrl: publicAddress(ctx.config) },
    log,
  );
  locationId = (await createLocation(ctx.db, { title: 'Het Mailcollege' })).id;
  const user = await createUser(ctx.db, {
    email: 'beheer@mailcollege.nl',
    memberships: [{ locationId, roles: ['admin'] }],
  });
  adminId = user.id;
  admin = await ctx.agent().signIn(user.email);
  jobs.current = await startJobs({
    db: ctx.db,
    config: ctx.config,
    log,
    sendMail: flakySendMail,
    // The product's definition with retries a test can wait for.
    definitions: [{ ...mailJob, retry: { limit: 2, delaySeconds: 1, backoff: false } }],
    pollingIntervalSeconds: 0.5,
    now: ctx.clock.now,
  });
}, 120_000);
afterAll(async () => {
  await jobs.current?.stop();
  await ctx?.close();
});

/** Waits until the mail job for `to` has finished, and returns its row in the queue. */
async function finishedJob(to: string) {
  for (let i = 0; i < 200; i += 1) {
    const rows = (await ctx.db.execute(
      sql`select state, retry_count, data from pgboss.job where name = ${mailJob.name}`,
    )) as unknown as { rows: { state: string; retry_count: number; data: TMailJob }[] };
    const row = (
      await Promise.all(
        rows.rows.map(async (job) => ((await recipientOf(job.data)) === to ? job : undefined)),
      )
    ).find(Boolean);
    if (row && (row.state === 'completed' || row.state === 'failed')) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no finished mail job to ${to}`);
}

async function recipientOf(job: TMailJob): Promise<string | undefined> {
  if (job.kind !== 'invitation') return undefined;
  const [row] = await ctx.db
    .select({ email: invitations.email })
    .from(invitations)
    .where(eq(invitations.id, job.invitationId));
  return row?.email;
}

const adminActor = (): Actor => ({
  userId: adminId,
  isPlatformAdmin: false,
  language: 'nl',
  sessionIdHash: 'test',
});

const invite = (email: string, language: 'nl' | 'en') =>
  admin.request('POST', `locations/${locationId}/invitations`, {
    body: { email, roles: ['designer'] },
    headers: { 'accept-language': language },
  });

describe('mail after the commit', () => {
  it('sends nothing for a write that was rolled back', async () => {
    const posted: TMailJob[] = [];
    const outbox = {
      post: async (job: TMailJob) => {
        posted.push(job);
        return 'queued' as const;
      },
    };
    await expect(
      withMail({ db: ctx.db, outbox }, async (tx, mail) => {
        await createInvitation({
          db: tx,
          actor: adminActor(),
          scope: testScope(locationId),
          email: 'teruggedraaid@mailcollege.nl',
          roles: ['user'],
          language: 'nl',
          now: ctx.clock.now(),
          secret: ctx.config.sessionSecret,
          mail,
        });
        throw new Error('something later in the same transaction failed');
      }),
    ).rejects.toThrow('something later');
    expect(posted).toEqual([]);
    const rows = await ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'teruggedraaid@mailcollege.nl'));
    expect(rows).toEqual([]);
  });

  it('queues ids and a sealed token, never the link or the message', async () => {
    const mail = new MailBatch();
    mailInvitation(mail, { invitationId: 42, token: 'plain-token', secret: 'the-secret' });
    const seen: TMailJob[] = [];
    await mail.post({ post: async (job) => (seen.push(job), 'queued') });
    const [job] = seen;
    expect(job).toMatchObject({ kind: 'invitation', invitationId: 42 });
    expect(JSON.stringify(job)).not.toContain('plain-token');
    if (job?.kind !== 'invitation') throw new Error('no invitation job');
    expect(openToken('the-secret', job.sealedToken)).toBe('plain-token');
    expect(openToken('another-secret', job.sealedToken)).toBeNull();
  });
});

describe('the send-mail job', () => {
  it('retries a transport failure and then delivers, in the invitee language', async () => {
    failures = 1;
    const before = attempts.length;
    const response = await invite('opnieuw@mailcollege.nl', 'en');
    expect(response.statusCode, response.body).toBe(201);

    const job = await finishedJob('opnieuw@mailcollege.nl');
    expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(attempts.slice(before).map((m) => m.to)).toEqual([
      'opnieuw@mailcollege.nl',
      'opnieuw@mailcollege.nl',
    ]);
    const [mail] = await mailsTo(ctx.config.dataDir, 'opnieuw@mailcollege.nl');
    expect(mail?.subject).toBe('Invitation to Het Mailcollege in Curriculum Planner');
    // The link works: the job opened the sealed token.
    const { email, token } = linkParts(mail?.link ?? '');
    const check = await ctx
      .agent()
      .request('GET', `invitations/${encodeURIComponent(email)}/${token}`);
    expect(check.json().data).toMatchObject({ status: 'valid' });
  });

  it('writes a Dutch invitation for a Dutch-speaking admin', async () => {
    const response = await invite('nederlands@mailcollege.nl', 'nl');
    expect(response.statusCode, response.body).toBe(201);
    expect(await finishedJob('nederlands@mailcollege.nl')).toMatchObject({ state: 'completed' });
    const [mail] = await mailsTo(ctx.config.dataDir, 'nederlands@mailcollege.nl');
    expect(mail?.subject).toBe('Uitnodiging voor Het Mailcollege in Curriculum Planner');
  });

  it('gives up after the last retry: logs it and expires the invitation', async () => {
    failures = 3;
    errors.length = 0;
    const response = await invite('onbereikbaar@mailcollege.nl', 'nl');
    expect(response.statusCode, response.body).toBe(201);
    expect(await finishedJob('onbereikbaar@mailcollege.nl')).toMatchObject({
      state: 'failed',
      retry_count: 2,
    });
    expect(errors.map((e) => e.message)).toContain(
      'e-mail not delivered after the last attempt; given up',
    );
    expect(errors.find((e) => e.message?.includes('given up'))?.object).toMatchObject({
      job: 'send-mail',
      kind: 'invitation',
      attempts: 3,
    });
    const list = await admin.request('GET', `locations/${locationId}/invitations`);
    expect(list.json().data.map((i: { email: string }) => i.email)).not.toContain(
      'onbereikbaar@mailcollege.nl',
    );
    expect(await mailsTo(ctx.config.dataDir, 'onbereikbaar@mailcollege.nl')).toEqual([]);
  });

  it('sends a password reset in the account language, else the request language', async () => {
    await createUser(ctx.db, { email: 'engels@mailcollege.nl', language: 'en' });
    await createUser(ctx.db, { email: 'geen.taal@mailcollege.nl', language: null });
    for (const email of ['engels@mailcollege.nl', 'geen.taal@mailcollege.nl']) {
      const agent = ctx.agent();
      await agent.csrf();
      const response = await agent.request('POST', 'auth/password/forgot', {
        body: { email },
        headers: { 'accept-language': 'nl' },
      });
      expect(response.statusCode).toBe(200);
    }
    const subjectOf = async (email: string) => {
      for (let i = 0; i < 100; i += 1) {
        const [mail] = await mailsTo(ctx.config.dataDir, email);
        if (mail) return mail.subject;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no reset mail to ${email}`);
    };
    expect(await subjectOf('engels@mailcollege.nl')).toBe('Reset your password');
    expect(await subjectOf('geen.taal@mailcollege.nl')).toBe('Je wachtwoord opnieuw instellen');
  });

  it('sends nothing for an invitation withdrawn before the job ran', async () => {
    const mail = new MailBatch();
    const invitation = await createInvitation({
      db: ctx.db,
      actor: adminActor(),
      scope: testScope(locationId),
      email: 'ingetrokken@mailcollege.nl',
      roles: ['user'],
      language: 'nl',
      now: ctx.clock.now(),
      secret: ctx.config.sessionSecret,
      mail,
    });
    const seen: TMailJob[] = [];
    await mail.post({ post: async (job) => (seen.push(job), 'queued') });
    await ctx.db
      .update(invitations)
      .set({ expiresAt: ctx.clock.now() })
      .where(eq(invitations.id, invitation.id));
    const sent: MailMessage[] = [];
    const context = directJobContext(ctx.db, ctx.config, ctx.clock.now, async (message) => {
      sent.push(message);
    });
    expect(await mailHandler(context, seen[0] as TMailJob, DIRECT_JOB)).toMatchObject({
      outcome: 'skipped',
    });
    expect(sent).toEqual([]);
  });
});
