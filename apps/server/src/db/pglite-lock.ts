import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite keeps the database in memory and writes its folder on its own terms; a second process
 * opening the same folder (the create-admin command while the server runs) would silently lose
 * or corrupt writes. A pid file makes that an immediate, clear error. A lock whose process is
 * gone (a crash) is taken over.
 */
export class DataDirInUseError extends Error {}

export function lockPgliteDir(pgliteDir: string): () => void {
  const file = `${pgliteDir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (isAlive(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${pgliteDir} is in use by process ${holder}. ` +
            'Stop that process first: PGlite allows one process at a time.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${pgliteDir}`);
}

function isAlive(pid: number): boolean {
  // Our own pid in a stale file happens after a container restart: not a live holder.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
