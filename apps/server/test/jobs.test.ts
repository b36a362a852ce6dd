import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import type { Database } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { cleanUpJob, defineJob, startJobs, type Jobs } from '../src/jobs';
import { CHILD_PROCESS_LIMIT_MS } from './helpers/limits';
import { createTestDatabase } from './helpers/database';
import { DIRECT_JOB, directJobContext } from './helpers/job-context';
import { testConfig } from './helpers/app';
import { createUser } from './helpers/fixtures';

const silent = { info: () => {}, error: () => {} };
const config = testConfig();

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Polls the queue until the job has finished (completed or failed for good). */
async function finished(jobs: Jobs, name: string, id: string | null) {
  if (!id) throw new Error('job not queued');
  for (let i = 0; i < 200; i++) {
    const job = await jobs.boss.getJobById<object>(name, id);
    if (job && (job.state === 'completed' || job.state === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${name} ${id} did not finish`);
}

const retry = { limit: 0, delaySeconds: 0, backoff: false };

describe('jobs', () => {
  it('runs a handler directly, without the queue', async () => {
    const user = await createUser(database.db);
    const now = new Date();
    await database.db.insert(sessions).values({
      idHash: 'direct-expired',
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now,
    });
    const handler = await cleanUpJob.load();
    const context = directJobContext(database.db, config, () => now);
    expect(await handler(context, {}, DIRECT_JOB)).toMatchObject({ sessions: 1 });
  });

  it('runs a job through the queue and retries a failing one per its policy', async () => {
    const calls: object[] = [];
    let flakyCalls = 0;
    let brokenCalls = 0;
    const echo = defineJob<{ value: number }>({
      name: 'test-echo',
      load: async () => async (_context, data) => {
        calls.push(data);
        return { doubled: data.value * 2 };
      },
      policy: 'standard',
      retry,
      expireInSeconds: 60,
    });
    const flaky = defineJob({
      name: 'test-flaky',
      load: async () => async () => {
        flakyCalls++;
        if (flakyCalls === 1) throw new Error('first attempt fails');
        return { ok: true };
      },
      policy: 'standard',
      retry: { ...retry, limit: 1 },
      expireInSeconds: 60,
    });
    const broken = defineJob({
      name: 'test-broken',
      load: async () => async () => {
        brokenCalls++;
        throw new Error('always fails');
      },
      policy: 'standard',
      retry: { ...retry, limit: 2 },
      expireInSeconds: 60,
    });

    const jobs = await startJobs({
      db: database.db,
      config,
      log: silent,
      definitions: [echo, flaky, broken, cleanUpJob],
      pollingIntervalSeconds: 0.5,
    });
    try {
      const done = await finished(jobs, echo.name, await jobs.send(echo, { value: 21 }));
      expect(done.state).toBe('completed');
      expect(done.output).toEqual({ doubled: 42 });
      expect(calls).toEqual([{ value: 21 }]);

      const recovered = await finished(jobs, flaky.name, await jobs.send(flaky, {}));
      expect(recovered.state).toBe('completed');
      expect(recovered.retryCount).toBe(1);
      expect(flakyCalls).toBe(2);

      const failed = await finished(jobs, broken.name, await jobs.send(broken, {}));
      expect(failed.state).toBe('failed');
      expect(brokenCalls).toBe(3);

      const cleaned = await finished(jobs, cleanUpJob.name, await jobs.send(cleanUpJob, {}));
      expect(cleaned.state).toBe('completed');
      expect(cleaned.output).toHaveProperty('sessions');

      // The clean-up is scheduled; the test jobs are not.
      const schedules = (await jobs.boss.getSchedules()) as PgBoss.Schedule[];
      expect(schedules.map((s) => [s.name, s.cron])).toEqual([[cleanUpJob.name, cleanUpJob.cron]]);
    } finally {
      await jobs.stop();
    }
  });

  it(
    'leaves nothing running after stop: the process exits by itself',
    async () => {
      const script = fileURLToPath(new URL('./helpers/jobs-exit.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, CHILD_PROCESS_LIMIT_MS - 5_000);
        child.on('exit', (exitCode) => {
          clearTimeout(timer);
          resolve(exitCode);
        });
      });
      expect(output).toContain('job completed; stopped');
      expect(code, output).toBe(0);
    },
    CHILD_PROCESS_LIMIT_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'fires a cron schedule once even when two processes run the queue (PostgreSQL)',
    async () => {
      const url = (database as Database & { url?: string }).url;
      if (!url) throw new Error('no database url');
      // The cron below fires every minute; stay inside one minute so one run is expected.
      const second = new Date().getUTCSeconds();
      if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));

      const { openPostgres } = await import('../src/db/client');
      const other = await openPostgres(url, () => {});
      let runs = 0;
      const tick = defineJob({
        name: 'test-tick',
        load: async () => async () => {
          runs++;
        },
        policy: 'standard',
        retry,
        expireInSeconds: 60,
        cron: '* * * * *',
      });
      const options = {
        config,
        log: silent,
        definitions: [tick],
        pollingIntervalSeconds: 0.5,
        bossOptions: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
      };
      const first = await startJobs({ ...options, db: database.db });
      const secondProcess = await startJobs({ ...options, db: other.db });
      try {
        for (let i = 0; i < 100 && runs === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Both processes check the schedule every second; give them a few more rounds.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        expect(runs).toBe(1);
        expect(await first.boss.getSchedules()).toHaveLength(1);
      } finally {
        await first.stop();
        await secondProcess.stop();
        await other.close();
      }
    },
    30_000,
  );
});
