import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZExportResponseSchema, type TExportRequest, type TNotification } from '@cp/contracts';
import { exports } from '../src/db/schema';
import type { JobsRef } from '../src/http/exports/routes';
import type { Agent } from './helpers/agent';
import { createEducation, createEducationParent } from './helpers/educations';
import { createUser } from './helpers/fixtures';
import { exportFinished, startExportQueue } from './helpers/export-queue';
import { createPlanWorld, type PlanWorld } from './helpers/plan';

/*
 * The export queue is fair across schools (issue 25, docs/exports.md "The queue"): one school's
 * large exports do not make another school's small one wait behind them all, and one school may
 * have only so many exports queued or running at once. Through the API and the real queue on this
 * test's database (PGlite or PostgreSQL); no figure of time is asserted, only the order.
 */

const jobs: JobsRef = { current: undefined };
let world: PlanWorld;
let educationA: number;
let educationB: number;

beforeAll(async () => {
  world = await createPlanWorld({ jobs });
  educationA = (
    await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
      years: 2,
    })
  ).id;
  const parentB = await createEducationParent(world.ctx.db, world.otherSchoolId);
  educationB = (
    await createEducation(world.ctx.db, {
      locationId: world.otherSchoolId,
      educationParentId: parentB,
      years: 1,
    })
  ).id;
  await startExportQueue(world, jobs);
}, 120_000);
afterAll(async () => {
  await jobs.current?.stop();
  await world?.ctx.close();
});

const LARGE: TExportRequest = {
  format: 'pdf',
  language: 'nl',
  parts: ['design', 'plan', 'analysis', 'notes'],
  year_ids: null,
};
const SMALL: TExportRequest = { format: 'xlsx', language: 'nl', parts: ['design'], year_ids: null };

async function start(agent: Agent, location: number, education: number, body: TExportRequest) {
  const response = await agent.request(
    'POST',
    `locations/${location}/educations/${education}/exports`,
    { body },
  );
  expect(response.statusCode, response.body).toBe(202);
  return ZExportResponseSchema.parse(response.json()).data.id;
}

describe('the export queue', () => {
  it("takes another school's small export before one school's queued large ones", async () => {
    const { designer, admin, member, otherAdmin, schoolId, otherSchoolId, recorder } = world;
    const since = recorder.events.length;
    // Three people of school A ask for large documents, then school B for a small one.
    const large: number[] = [];
    for (const person of [designer, admin, member]) {
      large.push(await start(person.agent, schoolId, educationA, LARGE));
    }
    const small = await start(otherAdmin.agent, otherSchoolId, educationB, SMALL);
    for (const id of [...large, small])
      expect((await exportFinished(world, id)).status).toBe('ready');

    // The order in which they started (export_started replaces export_in_line at a claim).
    const started = recorder.events
      .slice(since)
      .filter(
        (event) =>
          event.event === 'notification' &&
          (event.payload as TNotification).type === 'export_started',
      )
      .map((event) => (event.payload as TNotification).export_id);
    expect(new Set(started)).toEqual(new Set([...large, small]));
    // Before, the queue went first come, first served: B's export started fourth, after all
    // three of A. Now B's turn comes right after the export A already had running (or beside it,
    // in the small lane).
    expect(started.indexOf(small)).toBeLessThanOrEqual(1);
  }, 300_000);

  it('refuses a school more than ten exports queued or running at once (429), in both languages', async () => {
    const { designer, schoolId, ctx } = world;
    // Ten colleagues' exports in the making (one export per person at a time).
    const colleagues = [];
    for (let i = 0; i < 10; i += 1) {
      colleagues.push(
        await createUser(ctx.db, { memberships: [{ locationId: schoolId, roles: ['user'] }] }),
      );
    }
    const at = ctx.clock.current;
    const rows = await ctx.db
      .insert(exports)
      .values(
        colleagues.map((colleague) => ({
          userId: colleague.id,
          locationId: schoolId,
          educationId: educationA,
          format: 'pdf' as const,
          language: 'nl' as const,
          parts: ['design' as const],
          status: 'running' as const,
          jobId: crypto.randomUUID(),
          startedAt: at,
          heartbeatAt: at,
          expiresAt: new Date(at.getTime() + 7 * 86_400_000),
        })),
      )
      .returning({ id: exports.id });
    try {
      const url = `locations/${schoolId}/educations/${educationA}/exports`;
      const refused = await designer.agent.request('POST', url, { body: SMALL });
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'export_queue_full', key: 'exports.queueFull' });
      expect(refused.json().message).toMatch(/al 10 exports in de wachtrij/);
      const english = await designer.agent.request('POST', url, {
        body: SMALL,
        headers: { 'accept-language': 'en' },
      });
      expect(english.json().message).toMatch(/already has 10 exports waiting/);
      // Nothing of the refused requests was stored.
      const mine = await ctx.db.select().from(exports).where(eq(exports.userId, designer.user.id));
      expect(mine.every((row) => row.status !== 'queued')).toBe(true);
    } finally {
      await ctx.db.delete(exports).where(
        inArray(
          exports.id,
          rows.map((row) => row.id),
        ),
      );
    }
    // Once there is room again, the school's next export is taken.
    const id = await start(designer.agent, schoolId, educationA, SMALL);
    expect((await exportFinished(world, id)).status).toBe('ready');
  }, 120_000);
});
