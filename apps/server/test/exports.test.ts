import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_FILE_LIFETIME_DAYS,
  ZCurrentExportResponseSchema,
  ZExportResponseSchema,
  ZNotificationListsResponseSchema,
  type TExportRequest,
  type TNotification,
} from '@cp/contracts';
import { educations, exportFiles, exports, memberships, notifications } from '../src/db/schema';
import { cleanUpExpired } from '../src/domain/cleanup/clean-up-expired';
import { EXPORT_PART_BUILDERS } from '../src/documents/export-parts';
import { makeExport } from '../src/domain/exports/run-export';
import { failStalledExports, STALLED_RUNNING_MS } from '../src/domain/exports/watchdog';
import { exportRunnersFor } from '../src/jobs/export-runners';
import type { JobsRef } from '../src/http/exports/routes';
import type { Publisher, PublishedEvent } from '../src/domain/events/publisher';
import { Agent } from './helpers/agent';
import {
  createAnalysisFixture,
  unlicensedEducation,
  type AnalysisFixture,
} from './helpers/analysis';
import {
  exportFinished,
  insertClaimedExport,
  silentLog,
  startExportQueue,
} from './helpers/export-queue';
import { createPlanWorld } from './helpers/plan';

/*
 * Exports end to end on the server (docs/exports.md): the request, the pg-boss job on this
 * test's database (PGlite or PostgreSQL), the render thread, the notifications in order, the
 * download, expiry, one at a time, failure and retry, the watchdog.
 */

const jobs: JobsRef = { current: undefined };
let fixture: AnalysisFixture;

beforeAll(async () => {
  const world = await createPlanWorld({ jobs });
  fixture = await createAnalysisFixture(world);
  await startExportQueue(world, jobs);
}, 120_000);
afterAll(async () => {
  await jobs.current?.stop();
  await fixture?.world.ctx.close();
});

const exportsUrl = (locationId = fixture.world.schoolId, educationId = fixture.id) =>
  `locations/${locationId}/educations/${educationId}/exports`;

const request = (overrides: Partial<TExportRequest> = {}): TExportRequest => ({
  format: 'xlsx',
  language: 'nl',
  parts: ['design', 'notes'],
  year_ids: null,
  ...overrides,
});

async function start(agent: Agent, body: TExportRequest = request()) {
  const response = await agent.request('POST', exportsUrl(), { body });
  expect(response.statusCode, response.body).toBe(202);
  return ZExportResponseSchema.parse(response.json()).data;
}

/** The realtime events of one export on the user's room, in order. */
function eventsOf(userId: number, exportId: number, since: number): PublishedEvent[] {
  return fixture.world.recorder.events.slice(since).filter((event) => {
    if (event.room !== `user.${userId}`) return false;
    const payload = event.payload as { export_id?: number };
    return event.event === 'notification_update' || payload.export_id === exportId;
  });
}

describe('exports', () => {
  it('queues an export, tells the user each step, and offers the file to the owner only', async () => {
    const { designer, member, otherAdmin } = fixture.world;
    const since = fixture.world.recorder.events.length;
    const created = await start(designer.agent);
    expect(created).toMatchObject({ status: 'queued', format: 'xlsx', parts: ['design', 'notes'] });

    const row = await exportFinished(fixture.world, created.id, 60_000);
    expect(row.status, row.error ?? '').toBe('ready');
    expect(row.fileName).toMatch(/ \d{4}-\d{2}-\d{2}\.xlsx$/);

    // in line -> started (in line deleted) -> progress -> ready (started deleted).
    const events = eventsOf(designer.user.id, created.id, since);
    const kinds = events.map((event) =>
      event.event === 'notification'
        ? (event.payload as TNotification).type
        : event.event === 'notification_update'
          ? 'delete'
          : event.event,
    );
    expect(kinds[0]).toBe('export_in_line');
    expect(kinds.slice(1, 3)).toEqual(['delete', 'export_started']);
    expect(kinds).toContain('export_progress');
    expect(kinds.slice(-2)).toEqual(['delete', 'export_ready']);
    const progress = events
      .filter((event) => event.event === 'export_progress')
      .map((event) => event.payload as { done: number; total: number });
    expect(progress.at(-1)).toMatchObject({ done: progress.at(-1)?.total });
    expect(progress.map((step) => step.done)).toEqual(
      [...progress.map((step) => step.done)].sort((a, b) => a - b),
    );
    const ready = events.at(-1)?.payload as TNotification;
    expect(ready).toMatchObject({ export_id: created.id, data: row.fileName, expires_in: 7 });
    expect(ready.notification).toMatch(/^Je export van .+ is klaar om te downloaden$/);

    // The panel holds one item for this export: the ready one.
    const panel = ZNotificationListsResponseSchema.parse(
      (await designer.agent.request('GET', 'notifications')).json(),
    ).data;
    expect(panel.unread.filter((n) => n.export_id === created.id).map((n) => n.type)).toEqual([
      'export_ready',
    ]);

    const download = await designer.agent.request('GET', `download/export/${created.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(row.fileName ?? '')}`,
    );
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(download.rawPayload.length).toBe(row.size);

    // Anyone else: as if it did not exist.
    for (const other of [member, otherAdmin]) {
      const response = await other.agent.request('GET', `download/export/${created.id}`);
      expect(response.statusCode).toBe(404);
    }
    expect((await designer.agent.request('GET', 'download/export/999999')).statusCode).toBe(404);
  });

  it('refuses a second export while one is queued or running, and queues nothing', async () => {
    const { admin } = fixture.world;
    const first = await start(admin.agent, request({ format: 'pdf', parts: ['design'] }));
    const second = await admin.agent.request('POST', exportsUrl(), { body: request() });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'export_running' });
    const current = ZCurrentExportResponseSchema.parse(
      (await admin.agent.request('GET', 'exports/current')).json(),
    ).data;
    expect(current?.id).toBe(first.id);
    const mine = await fixture.world.ctx.db
      .select({ id: exports.id })
      .from(exports)
      .where(eq(exports.userId, admin.user.id));
    expect(mine).toHaveLength(1);
    expect((await exportFinished(fixture.world, first.id, 60_000)).status).toBe('ready');
    const after = ZCurrentExportResponseSchema.parse(
      (await admin.agent.request('GET', 'exports/current')).json(),
    ).data;
    expect(after).toBeNull();
  });

  it('writes the notifications in the user’s own language', async () => {
    const { member } = fixture.world;
    const language = await member.agent.request('PUT', 'auth/me/language', {
      body: { language: 'en' },
    });
    expect(language.statusCode, language.body).toBeLessThan(300);
    const since = fixture.world.recorder.events.length;
    const created = await start(member.agent, request({ language: 'nl', format: 'docx' }));
    // The stored reason in the message: a failed render says why (it once failed on Node 24).
    const row = await exportFinished(fixture.world, created.id, 60_000);
    expect(row.status, row.error ?? '').toBe('ready');
    const texts = eventsOf(member.user.id, created.id, since)
      .filter((event) => event.event === 'notification')
      .map((event) => (event.payload as TNotification).notification);
    expect(texts[0]).toMatch(/^Your export of .+ is in line$/);
    expect(texts.at(-1)).toMatch(/^Your export of .+ is ready to download$/);
  });

  it('refuses bad requests with 4xx and stores nothing', async () => {
    const { designer, otherAdmin } = fixture.world;
    const before = await fixture.world.ctx.db.select({ id: exports.id }).from(exports);
    const bad: unknown[] = [
      { ...request(), format: 'odt' },
      { ...request(), parts: [] },
      { ...request(), parts: ['design', 'design'] },
      { ...request(), parts: ['everything'] },
      { ...request(), language: 'de' },
      { ...request(), year_ids: [] },
      { ...request(), year_ids: [2_147_483_648] },
      // A year's id as text (issue 25): a JSON body's number is a number.
      { ...request(), year_ids: [String(fixture.yearIds[0])] },
      { ...request(), extra: true },
      'not json',
    ];
    for (const body of bad) {
      const response = await designer.agent.request('POST', exportsUrl(), { body });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    // A year of another education.
    const foreignYear = await designer.agent.request('POST', exportsUrl(), {
      body: request({ year_ids: [fixture.yearIds[0], 999_999] }),
    });
    expect(foreignYear.statusCode).toBe(422);
    expect(foreignYear.json()).toMatchObject({ keys: { year_ids: ['exports.unknownYear'] } });
    // Another location's admin, and this location seen from the other one.
    const other = await otherAdmin.agent.request('POST', exportsUrl(), { body: request() });
    expect(other.statusCode).toBe(403);
    const wrongPlace = await designer.agent.request(
      'POST',
      exportsUrl(fixture.world.otherSchoolId),
      { body: request() },
    );
    expect([403, 404]).toContain(wrongPlace.statusCode);
    // A location without a license.
    const unlicensed = await unlicensedEducation(fixture);
    const noLicense = await unlicensed.agent.request(
      'POST',
      unlicensed.base.replace(/\/analysis$/, '/exports'),
      { body: request() },
    );
    expect(noLicense.statusCode).toBe(403);
    const after = await fixture.world.ctx.db.select({ id: exports.id }).from(exports);
    expect(after).toHaveLength(before.length);
  });

  it('answers 503 and stores nothing when the job queue is not running', async () => {
    const app = await fixture.world.ctx.buildAnother({});
    const agent = await new Agent(app).signIn(fixture.world.restricted.user.email);
    const before = await fixture.world.ctx.db.select({ id: exports.id }).from(exports);
    const response = await agent.request('POST', exportsUrl(), { body: request() });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'export_unavailable' });
    const after = await fixture.world.ctx.db.select({ id: exports.id }).from(exports);
    expect(after).toHaveLength(before.length);
  });

  it('ends an export whose renderer throws as failed, and a retry makes it', async () => {
    const { designer, recorder, ctx } = fixture.world;
    // Made without the queue: the row as a claim leaves it, made with a renderer that throws.
    const row = await insertClaimedExport(fixture.world, {
      userId: designer.user.id,
      educationId: fixture.id,
      format: 'pdf',
      language: 'en',
    });
    const since = recorder.events.length;
    const outcome = await makeExport(
      {
        db: ctx.db,
        publisher: recorder,
        now: ctx.clock.now,
        render: async () => {
          throw new Error('renderer broke');
        },
        parts: EXPORT_PART_BUILDERS,
        log: silentLog,
      },
      row,
    );
    expect(outcome).toBe('failed');
    const failed = eventsOf(designer.user.id, row.id, since)
      .filter((event) => event.event === 'notification')
      .map((event) => event.payload as TNotification);
    expect(failed.map((n) => n.type)).toEqual(['export_failed']);
    expect(failed.at(-1)?.notification).toMatch(/is mislukt\. Probeer het opnieuw$/);
    expect((await designer.agent.request('GET', `download/export/${row.id}`)).statusCode).toBe(404);

    // A late run of the same claim changes nothing, and leaves no file behind.
    const late = await makeExport(
      {
        db: ctx.db,
        publisher: recorder,
        now: ctx.clock.now,
        render: async () => new Uint8Array([1]),
        parts: EXPORT_PART_BUILDERS,
        log: silentLog,
      },
      row,
    );
    expect(late).toBe('skipped');
    expect(await ctx.db.select().from(exportFiles).where(eq(exportFiles.exportId, row.id))).toEqual(
      [],
    );

    // Someone else cannot retry it; its owner can, and then it is made.
    expect(
      (await fixture.world.member.agent.request('POST', `exports/${row.id}/retry`)).statusCode,
    ).toBe(404);
    const retried = await designer.agent.request('POST', `exports/${row.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    const done = await exportFinished(fixture.world, row.id, 60_000);
    expect(done.status, done.error ?? '').toBe('ready');
    const pdf = await designer.agent.request('GET', `download/export/${row.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Only a failed export can be retried.
    expect((await designer.agent.request('POST', `exports/${row.id}/retry`)).statusCode).toBe(409);
  });

  // PGlite runs statements in the order they are sent, so the edit below lands during the read
  // for certain; on PostgreSQL (a pool) it may land after it, and nothing would be read again.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reads the document again when the education changed during the read, so it never mixes',
    async () => {
      const { admin, ctx } = fixture.world;
      const row = await insertClaimedExport(fixture.world, {
        userId: admin.user.id,
        educationId: fixture.id,
        parts: ['design', 'notes'],
      });
      const started: number[] = [];
      let edited = false;
      const publisher: Publisher = {
        publish(room, event, payload) {
          const progress = payload as { export_id?: number; done?: number };
          if (event !== 'export_progress' || progress.export_id !== row.id) return;
          if (progress.done === 1) started.push(started.length + 1);
          if (edited) return;
          edited = true;
          // An edit of the education (as changeEducation counts it) while the first read runs.
          void ctx.db
            .update(educations)
            .set({ contentVersion: sql`${educations.contentVersion} + 1` })
            .where(eq(educations.id, fixture.id))
            .then(() => undefined);
        },
        disconnect() {},
      };
      const outcome = await makeExport(
        {
          db: ctx.db,
          publisher,
          now: ctx.clock.now,
          render: async () => new Uint8Array([1]),
          parts: EXPORT_PART_BUILDERS,
          log: silentLog,
        },
        row,
      );
      expect(outcome).toBe('ready');
      // The first read met the edit and was thrown away; the second one made the document.
      expect(started).toEqual([1, 2]);
    },
  );

  it('builds nothing for an owner who lost access to the location since the request', async () => {
    const { member, recorder, ctx, schoolId } = fixture.world;
    // The row as the request and a claim left it (the access check admitted the member then) ...
    const row = await insertClaimedExport(fixture.world, {
      userId: member.user.id,
      educationId: fixture.id,
      parts: ['design', 'notes'],
    });
    // ... and before the run reads anything, an admin deactivates the membership.
    const membership = and(
      eq(memberships.userId, member.user.id),
      eq(memberships.locationId, schoolId),
    );
    await ctx.db.update(memberships).set({ active: false }).where(membership);
    try {
      const since = recorder.events.length;
      let rendered = false;
      const outcome = await makeExport(
        {
          db: ctx.db,
          publisher: recorder,
          now: ctx.clock.now,
          render: async () => {
            rendered = true;
            return new Uint8Array([1]);
          },
          parts: EXPORT_PART_BUILDERS,
          log: silentLog,
        },
        row,
      );
      expect(outcome).toBe('failed');
      expect(rendered).toBe(false);
      // No section was read: no progress was sent, and no file is stored.
      const events = eventsOf(member.user.id, row.id, since);
      expect(events.filter((event) => event.event === 'export_progress')).toEqual([]);
      expect(
        await ctx.db.select().from(exportFiles).where(eq(exportFiles.exportId, row.id)),
      ).toEqual([]);
      const [after] = await ctx.db.select().from(exports).where(eq(exports.id, row.id));
      expect(after?.status).toBe('failed');
      // Nor can it be retried while the access is gone (the decision runs again there too).
      expect((await member.agent.request('POST', `exports/${row.id}/retry`)).statusCode).toBe(404);
    } finally {
      await ctx.db.update(memberships).set({ active: true }).where(membership);
    }
  });

  it('fails an export whose server stopped, so no spinner waits forever', async () => {
    const { restricted, ctx, recorder } = fixture.world;
    const at = ctx.clock.current;
    const [row] = await ctx.db
      .insert(exports)
      .values({
        userId: restricted.user.id,
        locationId: fixture.world.schoolId,
        educationId: fixture.id,
        format: 'pdf',
        language: 'nl',
        parts: ['design'],
        status: 'running',
        jobId: crypto.randomUUID(),
        heartbeatAt: new Date(at.getTime() - STALLED_RUNNING_MS - 1000),
        expiresAt: new Date(at.getTime() + 7 * 86_400_000),
      })
      .returning();
    if (!row) throw new Error('no row');
    const since = recorder.events.length;
    // Held by a run that stopped beating (a process that hangs): the heartbeat tells.
    const release = await exportRunnersFor(ctx.db).hold(row.id);
    const watchdog = { db: ctx.db, publisher: recorder, runners: exportRunnersFor(ctx.db) };
    try {
      expect(await failStalledExports({ ...watchdog, now: at })).toBe(1);
    } finally {
      await release();
    }
    const [after] = await ctx.db.select().from(exports).where(eq(exports.id, row.id));
    expect(after?.status).toBe('failed');
    const told = eventsOf(restricted.user.id, row.id, since).map((event) => event.payload);
    expect(told).toEqual([expect.objectContaining({ type: 'export_failed', export_id: row.id })]);
    // Not twice.
    expect(await failStalledExports({ ...watchdog, now: at })).toBe(0);
  });

  it('gives the file for its lifetime only; the clean-up removes it and its rows', async () => {
    const { designer, ctx } = fixture.world;
    const created = await start(designer.agent, request({ parts: ['design'] }));
    expect((await exportFinished(fixture.world, created.id, 60_000)).status).toBe('ready');
    // Its lifetime, from the request on; moved into the past here (a week on the test clock
    // would also end the session).
    const [row] = await ctx.db.select().from(exports).where(eq(exports.id, created.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(
      EXPORT_FILE_LIFETIME_DAYS * 86_400_000,
    );
    const past = new Date(ctx.clock.current.getTime() - 1000);
    await ctx.db.update(exports).set({ expiresAt: past }).where(eq(exports.id, created.id));
    const expired = await designer.agent.request('GET', `download/export/${created.id}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'gone' });
    const counts = await cleanUpExpired({
      db: ctx.db,
      now: ctx.clock.current,
      settings: { sessionIdleMs: 365 * 86_400_000 },
    });
    expect(counts.exports).toBeGreaterThanOrEqual(1);
    const files = await ctx.db
      .select({ id: exportFiles.exportId })
      .from(exportFiles)
      .where(eq(exportFiles.exportId, created.id));
    expect(files).toHaveLength(0);
    const linked = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.exportId, created.id));
    expect(linked).toHaveLength(0);
    const gone = await designer.agent.request('GET', `download/export/${created.id}`);
    expect(gone.statusCode).toBe(404);
  });
});
