import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import type { JobsRef } from '../../src/http/exports/routes';
import type { Publisher } from '../../src/domain/events/publisher';
import { seedPageInfo } from '../../src/db/seed/page-info';
import { Agent } from './agent';
import { createTestDatabase } from './database';

/** A clock the test moves by hand, so expiry rules need no waiting. */
export class TestClock {
  constructor(public current = new Date()) {}
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  clock: TestClock;
  agent(ip?: string): Agent;
  /** Another app on the same database, e.g. with different settings. */
  buildAnother(env: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
};

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-server-test-'));
  return loadConfig(
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      // No web build in tests unless a test points here itself.
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...env,
    },
    dataDir,
  );
}

/** One app and one fresh database per test file (create in beforeAll, close in afterAll). */
export async function createTestContext(
  env: Record<string, string> = {},
  /** E.g. a RecordingPublisher, to see which realtime events a request sent (and when). */
  options: { publisher?: Publisher; jobs?: JobsRef } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  await seedPageInfo(database.db);
  const clock = new TestClock();
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db: database.db,
    clock: clock.now,
    publisher: options.publisher,
    jobs: options.jobs,
  });
  await app.ready();
  const extra: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    agent: (ip) => new Agent(app, ip),
    buildAnother: async (moreEnv) => {
      const other = await buildApp({
        config: testConfig({ ...env, ...moreEnv }),
        db: database.db,
        clock: clock.now,
      });
      await other.ready();
      extra.push(other);
      return other;
    },
    close: async () => {
      for (const other of extra) await other.close();
      await app.close();
      await database.close();
    },
  };
}
