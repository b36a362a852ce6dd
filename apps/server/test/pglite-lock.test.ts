import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockPgliteDir } from '../src/db/pglite-lock';
import { CHILD_PROCESS_LIMIT_MS } from './helpers/limits';

const dir = () => join(mkdtempSync(join(tmpdir(), 'cp-lock-test-')), 'pglite');
const holderScript = fileURLToPath(new URL('./helpers/pglite-lock-holder.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/**
 * Starts `command` (a shell line when `shell`) and answers the first "held <pid>" or
 * "refused <pid>" it prints: the outcome of a holder process's lockPgliteDir.
 */
function startHolder(pgliteDir: string, options: { zombie?: boolean } = {}) {
  const node = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(holderScript)} ${JSON.stringify(pgliteDir)}`;
  // As a zombie-to-be: its parent becomes `sleep`, which never reaps a child.
  const child = options.zombie
    ? spawn('sh', ['-c', `${node} & exec sleep 120`], { cwd: serverRoot })
    : spawn('sh', ['-c', `exec ${node}`], { cwd: serverRoot });
  started.push(child);
  return new Promise<{ outcome: string; pid: number }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (piece: Buffer) => {
      out += piece.toString();
      const match = /(held|refused) (\d+)/.exec(out);
      if (match) resolve({ outcome: match[1]!, pid: Number(match[2]) });
    });
    child.on('exit', () => reject(new Error(`holder ended without an outcome: ${out}`)));
  });
}

const processState = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return 'gone';
  }
};

describe('lockPgliteDir', () => {
  it(
    'refuses a folder a live process holds, naming it',
    async () => {
      const pgliteDir = dir();
      const holder = await startHolder(pgliteDir);
      expect(holder.outcome).toBe('held');
      const refusal = lockPgliteDir(pgliteDir);
      await expect(refusal).rejects.toThrow(DataDirInUseError);
      await expect(refusal).rejects.toThrow(`in use by process ${holder.pid}`);
    },
    CHILD_PROCESS_LIMIT_MS,
  );

  it(
    'is taken at once after its holder is killed with SIGKILL, even while that is an unreaped zombie',
    async () => {
      const pgliteDir = dir();
      const holder = await startHolder(pgliteDir, { zombie: true });
      expect(holder.outcome).toBe('held');
      process.kill(holder.pid, 'SIGKILL');
      const release = await lockPgliteDir(pgliteDir);
      // The old process still exists as a zombie (its parent has not reaped it): a pid check
      // would have taken it for a live holder.
      expect(processState(holder.pid)).toBe('Z');
      expect(readFileSync(`${pgliteDir}.lock`, 'utf8')).toBe(String(process.pid));
      release();
    },
    CHILD_PROCESS_LIMIT_MS,
  );

  it('takes over a lock file whose pid now belongs to another, unrelated process', async () => {
    const pgliteDir = dir();
    // The parent of this test is alive, but it never took the lock (a pid reused after a crash).
    writeFileSync(`${pgliteDir}.lock`, String(process.ppid));
    const release = await lockPgliteDir(pgliteDir);
    expect(readFileSync(`${pgliteDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  });

  it(
    'lets exactly one of several processes starting at once on a stale lock have it',
    async () => {
      const pgliteDir = dir();
      writeFileSync(`${pgliteDir}.lock`, '2147483646');
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => startHolder(pgliteDir)));
      expect(outcomes.map((o) => o.outcome).sort()).toEqual([
        'held',
        'refused',
        'refused',
        'refused',
      ]);
      const winner = outcomes.find((o) => o.outcome === 'held')!;
      expect(readFileSync(`${pgliteDir}.lock`, 'utf8')).toBe(String(winner.pid));
    },
    CHILD_PROCESS_LIMIT_MS,
  );

  it(
    'is free again after release, for this process and for another',
    async () => {
      const pgliteDir = dir();
      const release = await lockPgliteDir(pgliteDir);
      await expect(lockPgliteDir(pgliteDir)).rejects.toThrow(DataDirInUseError);
      release();
      expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
      (await lockPgliteDir(pgliteDir))();
      expect((await startHolder(pgliteDir)).outcome).toBe('held');
    },
    CHILD_PROCESS_LIMIT_MS,
  );
});
