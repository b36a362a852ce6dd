import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { RecordingPublisher, type Publisher } from '../domain/events/publisher';
import { publicAddress } from '../mail/templates';
import { createSendMail, type SendMail } from '../mail/transport';
import { JOBS, type AnyJobDefinition, type JobDefinition } from './definitions';
import type { JobContext, JobHandler, JobLog } from './handler';
import { pgliteExecutor, type SqlExecutor } from './pglite-executor';

export { backupJob, cleanUpJob, defineJob, exportJob, mailJob } from './definitions';
export type { AnyJobDefinition, JobDefinition } from './definitions';
export type { JobContext, JobLog, RunningJob } from './handler';

export type Jobs = {
  /** Queues a job; resolves to its id, or null when the queue's policy refused a duplicate. */
  send<TData extends object>(
    job: JobDefinition<TData>,
    data: TData,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** The queue itself, for tests and for reading a job's state. */
  boss: PgBoss;
  /** Stops fetching, waits for running handlers (up to 30 s), then returns. Idempotent. */
  stop(): Promise<void>;
};

export type StartJobsOptions = {
  db: Db;
  config: Config;
  log: JobLog;
  /** Where jobs send realtime events: the app's Socket.IO publisher; tests may leave it out. */
  publisher?: Publisher;
  /** The mail transport of the mail job; by default built from the config (SMTP_URL). */
  sendMail?: SendMail;
  /** Defaults to every job of the product; tests pass their own. */
  definitions?: AnyJobDefinition[];
  /** How often an idle worker asks for work (pg-boss 10 polls; it has no LISTEN). */
  pollingIntervalSeconds?: number;
  now?: () => Date;
  /** Extra pg-boss settings (tests shorten the cron and maintenance intervals). */
  bossOptions?: Partial<PgBoss.ConstructorOptions>;
};

/** pg-boss keeps its tables in this schema and creates or migrates it itself at start. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Starts pg-boss on the application's database: its queues, its workers and the cron schedules
 * of `definitions`. Call after the migrations; call `stop()` before the database closes.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { db, config, log, definitions = JOBS, pollingIntervalSeconds = 2 } = options;
  // Loaded here, not at import: main.ts starts the queue after the server listens.
  const { default: PgBossClass } = await import('pg-boss');
  const boss = new PgBossClass({
    db: executorFor(db),
    schema: JOBS_SCHEMA,
    ...options.bossOptions,
  });
  // Without a listener an 'error' event (e.g. a lost connection while polling) would crash.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const stopping = new AbortController();
  const context: JobContext = {
    db,
    config,
    log,
    stopping: stopping.signal,
    send: (name, data) => boss.send(name, data),
    now: options.now ?? (() => new Date()),
    publisher: options.publisher ?? new RecordingPublisher(),
    sendMail:
      options.sendMail ??
      createSendMail(
        { smtpUrl: config.smtpUrl, dataDir: config.dataDir, publicUrl: publicAddress(config) },
        log,
      ),
  };
  const handlers = new Map<string, Promise<JobHandler<never>>>();
  const handlerOf = (definition: AnyJobDefinition) => {
    let handler = handlers.get(definition.name);
    if (!handler) {
      handler = definition.load();
      handlers.set(definition.name, handler);
    }
    return handler;
  };

  try {
    for (const definition of definitions) {
      const queue: PgBoss.Queue = {
        name: definition.name,
        policy: definition.policy,
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        expireInSeconds: definition.expireInSeconds,
      };
      // createQueue keeps an existing queue as it is; updateQueue applies changed settings.
      await boss.createQueue(definition.name, queue);
      await boss.updateQueue(definition.name, queue);
      if (definition.start) await (await definition.start())(context);
      // Each work() is one worker: it runs one job at a time.
      for (let worker = 0; worker < (definition.workers ?? 1); worker += 1) {
        await boss.work<object>(
          definition.name,
          // With metadata: the retry count tells a handler its last attempt (the mail job logs it).
          { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const handler = await handlerOf(definition);
            const running = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
            // send() typed the data for this definition; the queue only stores it.
            return handler(context, job.data as never, running);
          },
        );
      }
      // schedule() is an upsert by name: every process may call it, the cron fires once.
      if (definition.cron) {
        await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      }
    }
    const scheduled = new Set(definitions.filter((d) => d.cron).map((d) => d.name));
    for (const schedule of await boss.getSchedules()) {
      if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name);
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }

  log.info({ jobs: definitions.map((d) => d.name) }, 'job queue started');
  let stopped: Promise<void> | undefined;
  return {
    boss,
    send: (job, data, sendOptions) => boss.send(job.name, data, sendOptions ?? {}),
    stop: () => {
      stopping.abort();
      stopped ??= boss.stop({ graceful: true, timeout: 30_000, wait: true });
      return stopped;
    },
  };
}

/**
 * PostgreSQL: pg-boss's plain SQL on the application's pool (no second pool; a connection whose
 * statement failed is discarded by `pool.query`). PGlite: the adapter of pglite-executor.ts.
 */
function executorFor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      executeSql: async (text, values) => {
        // Several statements in one string answer with one result each; pg-boss reads none of those.
        const answer: pg.QueryResult | pg.QueryResult[] = await client.query(text, values);
        const result = Array.isArray(answer) ? answer[answer.length - 1] : answer;
        return { rows: result?.rows ?? [], rowCount: result?.rowCount ?? 0 };
      },
    };
  }
  return pgliteExecutor(client as PGlite);
}
