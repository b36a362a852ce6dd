import { lockPgliteDir } from '../../src/db/pglite-lock';

/*
 * A process that takes the PGlite lock of the folder in argv[2] and holds it until killed
 * (pglite-lock.test.ts). Prints "held <pid>" or "refused <pid>" (and exits 3).
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-lock-holder <pglite dir>');
try {
  await lockPgliteDir(dir);
  console.log(`held ${process.pid}`);
  setInterval(() => undefined, 1 << 30);
} catch {
  console.log(`refused ${process.pid}`);
  process.exit(3);
}
