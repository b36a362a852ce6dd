import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockPgliteDir } from '../src/db/pglite-lock';

const dir = () => join(mkdtempSync(join(tmpdir(), 'cp-lock-test-')), 'pglite');

describe('lockPgliteDir', () => {
  it('refuses a folder another live process holds', () => {
    const pgliteDir = dir();
    writeFileSync(`${pgliteDir}.lock`, String(process.ppid));
    expect(() => lockPgliteDir(pgliteDir)).toThrow(DataDirInUseError);
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    const pgliteDir = dir();
    writeFileSync(`${pgliteDir}.lock`, '2147483646');
    const release = lockPgliteDir(pgliteDir);
    expect(existsSync(`${pgliteDir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  });
});
