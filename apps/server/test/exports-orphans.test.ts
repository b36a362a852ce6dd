import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZExportResponseSchema, type TNotification } from '@cp/contracts';
import { exports } from '../src/db/schema';
import type { JobsRef } from '../src/http/exports/routes';
import { createEducation } from './helpers/educations';
import { directJobContext } from './helpers/job-context';
import {
  exportFinished,
  insertClaimedExport,
  silentLog,
  startExportQueue,
} from './helpers/export-queue';
import { createPlanWorld, type PlanWorld } from './helpers/plan';

/*
 * A running export whose process was killed (issue 25, docs/exports.md "Crash safety") no longer
 * blocks its owner until the watchdog misses its heartbeat: who makes a running export is known
 * at once (on PostgreSQL an advisory lock of the run's own connection, which dies with its
 * process; on PGlite, one process per data folder, the process's own list). On this test's
 * database, PGlite or PostgreSQL. The new modules are imported inside the tests, so the first test
 * also runs against the code before the change (where it failed with 409 export_running).
 */

const jobs: JobsRef = { current: undefined };
let world: PlanWorld;
let educationId: number;

beforeAll(async () => {
  world = await createPlanWorld({ jobs });
  educationId = (
    await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
    })
  ).id;
  await startExportQueue(world, jobs);
}, 120_000);
afterAll(async () => {
  await jobs.current?.stop();
  await world?.ctx.close();
});

const body = { format: 'xlsx', language: 'nl', parts: ['design'], year_ids: null };
const url = () => `locations/${world.schoolId}/educations/${educationId}/exports`;

/** A running export as a run of a process that was killed just now leaves it: fresh heartbeat. */
const runningRow = (userId: number) =>
  insertClaimedExport(world, { userId, educationId, format: 'pdf' });

async function statusOf(id: number) {
  const [row] = await world.ctx.db.select().from(exports).where(eq(exports.id, id));
  return row?.status;
}

describe('a running export whose process died', () => {
  it('no longer blocks its owner: the next request fails it (export_failed) and goes through', async () => {
    const { member, recorder } = world;
    const orphan = await runningRow(member.user.id);
    const since = recorder.events.length;
    const response = await member.agent.request('POST', url(), { body });
    expect(response.statusCode, response.body).toBe(202);
    expect(await statusOf(orphan.id)).toBe('failed');
    const told = recorder.events
      .slice(since)
      .filter((event) => event.event === 'notification')
      .map((event) => event.payload as TNotification)
      .find((notification) => notification.export_id === orphan.id);
    expect(told?.type).toBe('export_failed');
    const created = ZExportResponseSchema.parse(response.json()).data;
    expect((await exportFinished(world, created.id)).status).toBe('ready');
  });

  it('still blocks while a living run holds it (409), and not a moment after that run died', async () => {
    const { exportRunnersFor } = await import('../src/jobs/export-runners');
    const { admin } = world;
    const running = await runningRow(admin.user.id);
    // On PostgreSQL the hold is a lock on a connection of its own: as another process would.
    const release = await exportRunnersFor(world.ctx.db).hold(running.id);
    try {
      const refused = await admin.agent.request('POST', url(), { body });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'export_running' });
      expect(await statusOf(running.id)).toBe('running');
    } finally {
      // The process dies: its connection, and so its lock, are gone.
      await release();
    }
    const response = await admin.agent.request('POST', url(), { body });
    expect(response.statusCode, response.body).toBe(202);
    expect(await statusOf(running.id)).toBe('failed');
    expect(
      (await exportFinished(world, ZExportResponseSchema.parse(response.json()).data.id)).status,
    ).toBe('ready');
  });

  it('ends failed when a process starts, and when the watchdog runs, whatever its heartbeat', async () => {
    const { exportRunnersFor } = await import('../src/jobs/export-runners');
    const { exportStart, exportWatchdogHandler } = await import('../src/jobs/export');
    const { designer, restricted, ctx } = world;
    const context = { ...directJobContext(ctx.db, ctx.config, ctx.clock.now), log: silentLog };
    const orphan = await runningRow(designer.user.id);
    const held = await runningRow(restricted.user.id);
    const release = await exportRunnersFor(ctx.db).hold(held.id);
    try {
      await exportStart(context);
      expect(await statusOf(orphan.id)).toBe('failed');
      expect(await statusOf(held.id)).toBe('running');
    } finally {
      await release();
    }
    await exportWatchdogHandler(context, {}, { id: 'direct', retryCount: 0, retryLimit: 0 });
    expect(await statusOf(held.id)).toBe('failed');
  });

  it('a queued export that no run takes gets a wake-up from the watchdog after a minute', async () => {
    const { exportWatchdogHandler } = await import('../src/jobs/export');
    const { member, ctx } = world;
    const at = ctx.clock.current;
    // Its wake-up went down with a process: queued two minutes ago, nobody took it.
    const [row] = await ctx.db
      .insert(exports)
      .values({
        userId: member.user.id,
        locationId: world.schoolId,
        educationId,
        format: 'xlsx',
        language: 'nl',
        parts: ['design'],
        jobId: crypto.randomUUID(),
        createdAt: new Date(at.getTime() - 120_000),
        heartbeatAt: new Date(at.getTime() - 120_000),
        expiresAt: new Date(at.getTime() + 7 * 86_400_000),
      })
      .returning();
    if (!row) throw new Error('no row');
    const sent: string[] = [];
    const context = {
      ...directJobContext(ctx.db, ctx.config, ctx.clock.now),
      log: silentLog,
      send: async (name: string) => {
        sent.push(name);
      },
    };
    try {
      const result = await exportWatchdogHandler(
        context,
        {},
        { id: 'direct', retryCount: 0, retryLimit: 0 },
      );
      expect(result).toMatchObject({ failed: 0, woken: true });
      expect(sent).toEqual(['export-education']);
      expect(await statusOf(row.id)).toBe('queued');
    } finally {
      await ctx.db.delete(exports).where(eq(exports.id, row.id));
    }
  });
});
