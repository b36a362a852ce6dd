import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/pglite-lock';
import { openDatabase } from './db/client';
import { runSeeds } from './db/seed';
import { startJobs, type Jobs } from './jobs';

/** Starts the product: configuration, database and migrations, seed data, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Filled in once the queue has started (after listening); exports answer 503 until then.
  const jobsRef: { current: Jobs | undefined } = { current: undefined };
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await database.migrate();
    app = await buildApp({ config, db: database.db, jobs: jobsRef });
    // Console output so the demo accounts are visible even with LOG_LEVEL=warn.
    const log = { info: (message: string) => console.log(message) };
    await runSeeds({ db: database.db, seedDemo: config.seedDemo, log });
  } catch (error) {
    await database.close();
    throw error;
  }

  let stopping = false;
  let jobs: Promise<Jobs | undefined> = Promise.resolve(undefined);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      // Running job handlers finish (or time out) while the database is still open.
      await (await jobs)?.stop();
      await app.close();
    } finally {
      // PGlite only flushes its files on close; a skipped close can lose the last writes.
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
  // The runtime in the first line an operator reads: the project brings its own Node (npm's
  // `node` package, docs/decisions/0025), and a start outside `npm run` may pick up another.
  console.log(
    `Curriculum planner listening on http://${shownHost(config.host)}:${config.port} ` +
      `(${reach(config.host)}; database: ${where}; Node ${process.version})`,
  );
  // After listening, so the queue's start (pg-boss, its schema) never delays the first request.
  if (config.jobsEnabled && !stopping) {
    jobs = startJobs({ db: database.db, config, log: app.log, publisher: app.publisher }).then(
      (started) => {
        jobsRef.current = started;
        return started;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'job queue did not start; scheduled jobs will not run');
        return undefined;
      },
    );
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);
const ANY = new Set(['0.0.0.0', '::']);

/** The address to open in a browser on this machine. */
const shownHost = (host: string) =>
  host === '127.0.0.1' || ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/** Who can reach the server, so nobody exposes it by accident (docs/operations.md). */
const reach = (host: string) =>
  LOOPBACK.has(host)
    ? 'this machine only; HOST=0.0.0.0 listens on every network interface'
    : ANY.has(host)
      ? 'every network interface: put a reverse proxy with TLS in front'
      : `interface ${host}`;

main().catch((error: unknown) => {
  // Expected start-up problems get their message only; anything else its stack trace.
  const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
