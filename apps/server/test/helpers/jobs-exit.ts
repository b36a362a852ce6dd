/*
 * Run by jobs.test.ts in a process of its own: start the queue, run one job, stop, close the
 * database, and then do nothing. The process must exit by itself; a timer or connection left
 * behind by the queue would keep it alive.
 */
import { defineJob, startJobs } from '../../src/jobs';
import { testConfig } from './app';
import { createTestDatabase } from './database';
import { CHILD_PROCESS_LIMIT_MS } from './limits';

// Closed for real at the end: this process must then exit by itself.
const database = await createTestDatabase({ reuse: false });
const ping = defineJob({
  name: 'exit-ping',
  load: async () => async () => ({ pong: true }),
  policy: 'standard',
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 60,
});
const jobs = await startJobs({
  db: database.db,
  config: testConfig(),
  log: { info: () => {}, error: (object) => console.error(object) },
  definitions: [ping],
  pollingIntervalSeconds: 0.5,
});
const id = await jobs.send(ping, {});
let state: string | undefined;
// Well within the test's limit for this process, so the outcome is printed before it is killed.
const deadline = Date.now() + CHILD_PROCESS_LIMIT_MS / 2;
while (state !== 'completed' && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  state = id ? (await jobs.boss.getJobById(ping.name, id))?.state : undefined;
}
await jobs.stop();
await database.close();
console.log(`job ${state ?? 'missing'}; stopped`);
