// Uploads under load (issue 11, item 8): the lowest role sends several notes with many large
// files at once while an unrelated read is timed every 100 ms; peak RSS of the server and the
// read's latency tell whether uploads are held in memory and whether they starve other requests.
//
// Run alone: `node scripts/bench/uploads.mjs [root]` (root: a checkout with a built server, e.g.
// a `git worktree` of an older commit for a before/after figure). `npm run bench` calls
// benchUploads with its own report.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { signIn, startProcess, stopProcess } from './server-process.mjs';

const MB = 1024 * 1024;
/** The per-file limit of notes (UPLOAD_MAX_BYTES). */
const FILE_BYTES = 10 * MB;
const FILES_WANTED = 10;

/** Peak RSS of a process so far (VmHWM), in MB. */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The first education of the location and its first note category, found through the API. */
async function noteTarget(api, cookie) {
  const [location] = (await getJson(`${api}/locations`, cookie)).data;
  const [noteType] = (await getJson(`${api}/locations/${location.id}/note-types`, cookie)).data;
  for (const faculty of (await getJson(`${api}/locations/${location.id}/faculties`, cookie)).data) {
    const parents = (
      await getJson(
        `${api}/locations/${location.id}/faculties/${faculty.id}/educationParents`,
        cookie,
      )
    ).data;
    for (const parent of parents) {
      const list = (
        await getJson(
          `${api}/locations/${location.id}/educations?education_parent=${parent.id}`,
          cookie,
        )
      ).data;
      if (list[0]) {
        return {
          notesUrl: `${api}/locations/${location.id}/educations/${list[0].id}/notes`,
          readUrl: `${api}/locations/${location.id}/faculties`,
          noteTypeId: noteType.id,
        };
      }
    }
  }
  throw new Error('no education to add notes to');
}

/**
 * Sends one note of `files` PDFs of FILE_BYTES each, streaming the body from a 1 MB buffer (the
 * bench itself holds no files), and answers the status (0 when the connection broke first).
 */
function sendNote(
  url,
  { cookie, csrf, noteTypeId, files, tag, sameContent = false, fill = Buffer.alloc(MB, 0x20) },
) {
  const boundary = `----bench${tag}${Date.now()}`;
  const head = (name, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n` +
    (extra ? 'Content-Type: application/pdf\r\n' : '') +
    '\r\n';
  const fields =
    head('note_type_id') + `${noteTypeId}\r\n` + head('text') + `Bench upload ${tag}\r\n`;
  // Distinct files by default (each stored anew); `sameContent`: one file's bytes every time.
  const fileHead = (i) =>
    Buffer.from(sameContent ? '%PDF-1.7\n% bench\n' : `%PDF-1.7\n% ${tag}-${i}-${Date.now()}\n`);
  const partHeads = Array.from({ length: files }, (_, i) =>
    Buffer.from(head('files', `; filename="bench-${tag}-${i}.pdf"`)),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    Buffer.byteLength(fields) +
    partHeads.reduce((sum, part) => sum + part.length + FILE_BYTES + 2, 0) +
    tail.length;
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    let status = 0;
    const req = request(
      {
        hostname,
        port,
        path: pathname,
        method: 'POST',
        headers: {
          cookie,
          'x-xsrf-token': csrf,
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => resolve(status));
      },
    );
    req.on('error', () => resolve(status));
    const write = (chunk) =>
      req.write(chunk) ? Promise.resolve() : new Promise((ok) => req.once('drain', ok));
    (async () => {
      await write(fields);
      for (let i = 0; i < files; i += 1) {
        await write(partHeads[i]);
        const first = fileHead(i);
        await write(first);
        let left = FILE_BYTES - first.length;
        while (left > 0 && !req.destroyed) {
          const piece = fill.subarray(0, Math.min(MB, left));
          await write(piece);
          left -= piece.length;
        }
        await write('\r\n');
      }
      req.end(tail);
    })().catch(() => resolve(status));
  });
}

/** RSS of a process now, in MB. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/**
 * Times GET `url` every 100 ms until `stop()`, sampling the server's RSS each time; answers the
 * read's p50 and max in ms and the highest RSS seen.
 */
function timeReads(url, cookie, pid) {
  const times = [];
  let maxRss = 0;
  let running = true;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(pid))), 100);
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    clearInterval(sampler);
    times.sort((a, b) => a - b);
    return {
      maxRssMb: maxRss,
      reads: times.length,
      p50Ms: times[Math.floor(times.length / 2)] ?? NaN,
      maxMs: times.at(-1) ?? NaN,
    };
  };
}

/** The p-th percentile (0-100) of sorted `values`. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * Times GET `url` every 100 ms until `stop()`; answers the reads' p50, p99 and max in ms.
 * Each read waits for the one before (a person clicking), so a slow read delays the next.
 */
function timePlainReads(url, cookie) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    times.sort((a, b) => a - b);
    return {
      reads: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1) ?? NaN,
    };
  };
}

/**
 * Reads during uploads (issue 25): `uploads` notes of `filesPerNote` x 10 MB at once, from
 * gebruiker@demo.nl and ontwerper@demo.nl (two each: the most one person may have in
 * progress), while a plain read (the location's faculties, as gebruiker) is timed every 100 ms:
 * p50 / p99 / max, first for 10 s without uploads. With `sameContent` every file has the same
 * bytes, so all but the first are found stored already when their note is saved.
 * `env`: more server environment (DATABASE_URL for PostgreSQL); `label` names the database.
 */
export async function benchReadsDuringUploads({
  root,
  port,
  env: moreEnv = {},
  label,
  uploads = 4,
  filesPerNote = 4,
  /** Options for node, e.g. ['--cpu-prof', '--cpu-prof-dir=…'] (cpu-profile-summary.mjs). */
  nodeArgs = [],
  /** The server to start: another build (an older commit's, for a before/after figure). */
  serverScript = join(root, 'apps/server/dist/main.js'),
  report = (name, value) => console.log(`${name.padEnd(60)} ${String(value).padStart(16)}`),
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-reads-'));
  const base = `http://127.0.0.1:${port}`;
  const api = `${base}/api/v1`;
  const server = await startProcess(serverScript, {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      NODE_ENV: 'production',
      ...moreEnv,
    },
    cwd: root,
    readyUrl: `${api}/health`,
    // The demo seed at start takes long on a busy machine.
    timeoutMs: 300_000,
    nodeArgs,
  });
  try {
    // Bytes that do not compress, like most PDFs and images (a fill of spaces would let
    // PostgreSQL's TOAST compression make each chunk almost free to write and delete).
    const fill = randomBytes(MB);
    const people = [];
    for (const email of ['gebruiker@demo.nl', 'ontwerper@demo.nl']) {
      const cookie = await signIn(base, email, 'Demo!2026');
      people.push({ cookie, csrf: /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '' });
    }
    const target = await noteTarget(api, people[0].cookie);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const fmt = ({ p50, p99, max }) => `${p50.toFixed(0)} / ${p99.toFixed(0)} / ${max.toFixed(0)}`;
    const quiet = timePlainReads(target.readUrl, people[0].cookie);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    report(`reads (${label}): no uploads, p50 / p99 / max (ms)`, fmt(await quiet()));
    for (const sameContent of [false, true]) {
      const what = `${uploads} x ${filesPerNote * 10} MB at once, ${sameContent ? 'same' : 'distinct'} files`;
      const stopReads = timePlainReads(target.readUrl, people[0].cookie);
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: uploads }, (_, i) =>
          sendNote(target.notesUrl, {
            ...people[i % people.length],
            noteTypeId: target.noteTypeId,
            files: filesPerNote,
            tag: `${label}-${sameContent}-${i}`,
            sameContent,
            fill,
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const reads = await stopReads();
      const counted = {};
      for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
      const answers = Object.entries(counted)
        .map(([status, n]) => `${n}x${status}`)
        .join(' ');
      report(`reads (${label}): ${what}: answers, seconds`, `${answers}, ${seconds.toFixed(1)}`);
      report(`reads (${label}): ${what}: p50 / p99 / max (ms)`, fmt(reads));
    }
  } finally {
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the built server at `root` on a fresh embedded database, and for each of `rounds`
 * (concurrent notes) sends that many notes at once as gebruiker@demo.nl. `filesPerNote` is
 * what the server accepts: 10 before the request limit, 5 (50 MB) after.
 */
export async function benchUploads({
  root,
  port = Number(process.env.BENCH_UPLOADS_PORT ?? 3292),
  rounds = [4, 8],
  filesPerNote = FILES_WANTED,
  /** More server environment, e.g. DATABASE_URL of a PostgreSQL database seeded with the demo. */
  env: moreEnv = {},
  report = (name, value) => console.log(`${name.padEnd(60)} ${String(value).padStart(12)}`),
}) {
  console.log(
    `\n# Uploads: gebruiker@demo.nl sends notes of ${filesPerNote} x 10 MB at once; a read every 100 ms`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-bench-uploads-'));
  const base = `http://127.0.0.1:${port}`;
  const api = `${base}/api/v1`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'production',
    ...moreEnv,
  };
  const server = await startProcess(join(root, 'apps/server/dist/main.js'), {
    env,
    cwd: root,
    readyUrl: `${api}/health`,
  });
  try {
    const cookie = await signIn(base, 'gebruiker@demo.nl', 'Demo!2026');
    const csrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const target = await noteTarget(api, cookie);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    report('uploads: RSS before (MB)', rssMb(server.child.pid).toFixed(0));
    for (const concurrent of rounds) {
      const stopReads = timeReads(target.readUrl, cookie, server.child.pid);
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: concurrent }, (_, i) =>
          sendNote(target.notesUrl, {
            cookie,
            csrf,
            noteTypeId: target.noteTypeId,
            files: filesPerNote,
            tag: `${concurrent}-${i}`,
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const reads = await stopReads();
      const counted = {};
      for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
      const label = `${concurrent} notes of ${filesPerNote} x 10 MB at once`;
      report(
        `uploads: ${label}: answers`,
        Object.entries(counted)
          .map(([s, n]) => `${n}x${s}`)
          .join(' '),
      );
      report(`uploads: ${label}: seconds`, seconds.toFixed(1));
      report(`uploads: ${label}: highest RSS sampled (MB)`, reads.maxRssMb.toFixed(0));
      report(`uploads: ${label}: peak RSS (VmHWM, MB)`, peakRssMb(server.child.pid).toFixed(0));
      report(
        `uploads: ${label}: read p50 / max (ms)`,
        `${reads.p50Ms.toFixed(0)} / ${reads.maxMs.toFixed(0)}`,
      );
    }
  } finally {
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.env.BENCH_READS) {
  // BENCH_READS=1 node scripts/bench/uploads.mjs [root]: only reads during uploads, on PGlite
  // (BENCH_UPLOADS_DATABASE_URL: a PostgreSQL database with the demo instead).
  const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
  const databaseUrl = process.env.BENCH_UPLOADS_DATABASE_URL;
  await benchReadsDuringUploads({
    root,
    port: Number(process.env.BENCH_UPLOADS_PORT ?? 3292),
    label: databaseUrl ? 'PostgreSQL' : 'PGlite',
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    nodeArgs: process.env.BENCH_UPLOADS_NODE_ARGS?.split(' ') ?? [],
    // BENCH_UPLOADS_SERVER: another build's dist/main.js (e.g. of an older commit).
    serverScript: process.env.BENCH_UPLOADS_SERVER,
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
  const filesPerNote = Number(process.env.BENCH_FILES_PER_NOTE ?? FILES_WANTED);
  // BENCH_UPLOADS_DATABASE_URL: a PostgreSQL database with the demo (npm run db:seed-demo).
  const databaseUrl = process.env.BENCH_UPLOADS_DATABASE_URL;
  await benchUploads({ root, filesPerNote, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
}
