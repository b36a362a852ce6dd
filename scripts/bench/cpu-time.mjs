// CPU time of the server process(es) and of PostgreSQL's backends over one measurement (issue 26):
// a request rate moves with how busy the machine is (hello-world between 39,000 and 68,000
// requests/s on the same kind of machine), CPU time per request much less, so a change can be
// judged on any machine. Read from /proc (Linux): user + system time of the whole process, every
// thread included; for PostgreSQL the backends connected to the bench's own database (the
// request pool, the realtime adapter's and the job queue's connections), not other databases'.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

let ticksPerSecond;
/** The kernel's clock ticks per second (USER_HZ), in which /proc/<pid>/stat counts CPU time. */
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/** User + system CPU time of a process in ms (all its threads), or undefined when it is gone. */
export function processCpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, so 11 and 12 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / clockTicks();
}

/** The backends' pids of the database at `url`, less the asking connection's own. */
async function backendPids(client) {
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

/**
 * Measures CPU time between `start()` and `stop()`: of `pids` (the server processes) and, with
 * `postgresUrl`, of that database's backends. A backend that connects meanwhile counts from zero;
 * one that ends meanwhile is lost (counted in `backendsEnded`). Answers ms of CPU.
 */
export async function cpuMeter({ pids, postgresUrl }) {
  let client;
  if (postgresUrl) {
    client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
  }
  const snapshot = async () => {
    const server = new Map(pids.map((pid) => [pid, processCpuMs(pid) ?? 0]));
    const backends = new Map();
    if (client) for (const pid of await backendPids(client)) backends.set(pid, processCpuMs(pid));
    return { server, backends };
  };
  let before;
  return {
    async start() {
      before = await snapshot();
    },
    /** CPU since start(): { serverMs, postgresMs (undefined without PostgreSQL), backendsEnded }. */
    async stop() {
      const after = await snapshot();
      let serverMs = 0;
      for (const [pid, ms] of after.server) serverMs += ms - (before.server.get(pid) ?? 0);
      let postgresMs;
      let backendsEnded = 0;
      if (client) {
        postgresMs = 0;
        for (const [pid, ms] of after.backends) {
          if (ms !== undefined) postgresMs += ms - (before.backends.get(pid) ?? 0);
        }
        for (const pid of before.backends.keys()) if (!after.backends.has(pid)) backendsEnded += 1;
      }
      return { serverMs, postgresMs, backendsEnded };
    },
    async close() {
      await client?.end();
    },
  };
}

/** The load average of the last minute, five and fifteen minutes (`/proc/loadavg`), as printed. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/** ms of CPU per request as printed: three decimals, or '–' when nothing was counted. */
export function perRequest(cpuMs, requests) {
  if (cpuMs === undefined || !requests) return '–';
  return (cpuMs / requests).toFixed(3);
}
