import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { basename, dirname } from 'node:path';

/**
 * PGlite keeps the database in memory and writes its folder on its own terms; a second process
 * opening the same folder (the create-admin command while the server runs) would silently lose
 * or corrupt writes. So one process at a time holds a lock on the folder, and a second one
 * stops at once with a clear error.
 *
 * On Linux the lock is an abstract Unix socket named after the folder (its device and inode),
 * which only one process can listen on and which the kernel frees when the process ends, however
 * it ends (docs/server.md "Rules worth knowing", and its decision record). A pid check could not be trusted: a process
 * killed with SIGKILL stays a zombie until its parent reaps it (a restart right after `kill -9`
 * was refused until then), the old pid may belong to another process after a restart, and two
 * processes taking over one stale pid file at the same moment could both win. The pid file
 * `DATA_DIR/pglite.lock` stays, only to name the holder in the error.
 *
 * Elsewhere (macOS, Windows: development machines) the pid file is the lock, with its limits.
 */
export class DataDirInUseError extends Error {}

/**
 * A killed process keeps its sockets until the kernel has freed its memory (about 0.4 s for
 * PGlite's heap here); a holder that is ending is waited for this long.
 */
const ENDING_HOLDER_WAIT_MS = 5000;
/** A holder killed a moment ago may not show yet that it is ending: it is looked at this long. */
const SETTLE_MS = 250;
const RETRY_MS = 25;

export async function lockPgliteDir(pgliteDir: string): Promise<() => void> {
  const file = `${pgliteDir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  if (process.platform !== 'linux') return lockByPidFile(file, pgliteDir);
  const name = socketName(pgliteDir);
  const started = Date.now();
  for (;;) {
    const socket = await listenOn(name);
    if (socket) {
      // Whatever the file says now is stale: the live holder would still have the socket.
      writeFileSync(file, String(process.pid));
      return () => {
        socket.close();
        if (readHolder(file) === process.pid) rmSync(file, { force: true });
      };
    }
    const holder = readHolder(file);
    const waited = Date.now() - started;
    if (waited > ENDING_HOLDER_WAIT_MS || (waited > SETTLE_MS && !isEnding(holder))) {
      throw inUse(pgliteDir, holder);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** The lock's name: the same folder by any path (symlinks, bind mounts) gives the same name. */
function socketName(pgliteDir: string): string {
  const parent = statSync(dirname(pgliteDir));
  const key = `${parent.dev}:${parent.ino}/${basename(pgliteDir)}`;
  return `\0curriculum-planner/pglite-lock/${createHash('sha256').update(key).digest('hex')}`;
}

/** Listens on the abstract socket `name`; undefined when another process already does. */
function listenOn(name: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    // Nobody has anything to say to the lock: a connection is closed at once.
    const server = createServer((connection) => connection.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(undefined);
      else reject(error);
    });
    server.listen({ path: name }, () => {
      // The lock must not keep a process alive that is otherwise done.
      server.unref();
      resolve(server);
    });
  });
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** PF_EXITING in /proc/<pid>/stat's flags: the process has begun to exit. */
const PF_EXITING = 0x4;
/** SIGKILL's bit in /proc/<pid>/status's pending signal masks. */
const SIGKILL_BIT = 1n << 8n;

/**
 * Whether the process named in the pid file is gone or ending (Linux): no such process, a zombie
 * (`Z`) or dead (`X`) one, one that has begun to exit, or one with a SIGKILL pending. The kernel
 * is then about to free its sockets. A live process, or no pid written yet, is not.
 */
function isEnding(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid pgrp session tty tpgid flags ...": the command may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return true;
    if ((Number(fields[6]) & PF_EXITING) !== 0) return true;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some(
      (match) => (BigInt(`0x${match[1]}`) & SIGKILL_BIT) !== 0n,
    );
  } catch {
    return true;
  }
}

function inUse(pgliteDir: string, holder: number | undefined): DataDirInUseError {
  return new DataDirInUseError(
    `The embedded database in ${pgliteDir} is in use by ${holder ? `process ${holder}` : 'another process'}. ` +
      'Stop that process first: PGlite allows one process at a time.',
  );
}

/** Without abstract sockets: the pid file is the lock, taken over when its process is gone. */
function lockByPidFile(file: string, pgliteDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && isAlive(holder)) throw inUse(pgliteDir, holder);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${pgliteDir}`);
}

function isAlive(pid: number): boolean {
  // Our own pid in a stale file happens after a container restart: not a live holder.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
