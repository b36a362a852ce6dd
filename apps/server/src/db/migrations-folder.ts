import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Under tsx this file is src/db/, next to migrations/. In the esbuild bundle it is part of
 * dist/main.js and build.mjs copies the folder to dist/migrations. Both are `./migrations`
 * relative to the running module; the src path is a fallback for a bundle without the copy.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, 'migrations'), resolve(here, '../src/db/migrations')];
  const found = candidates.find((dir) => existsSync(resolve(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}
