// `npm start`: build what is missing or stale, then run the product on one port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm ci` first (see README).');
  process.exit(1);
}
buildIfStale();
await import(join(root, 'apps/server/dist/main.js'));
