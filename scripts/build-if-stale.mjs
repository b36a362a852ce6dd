// Builds the web app and the server bundle only when their sources changed since the last build,
// so `npm start` is quick after the first run and never serves a stale build after a pull.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    stamp: 'apps/web/dist/.build-hash',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/public',
      'packages/contracts/src',
      'package-lock.json',
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    stamp: 'apps/server/dist/.build-hash',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/contracts/src',
      'package-lock.json',
    ],
  },
];

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function buildIfStale({ quiet = false } = {}) {
  for (const target of targets) {
    const stampPath = join(root, target.stamp);
    const hash = hashOf(target.inputs);
    if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash) continue;
    if (!quiet) console.log(`Building the ${target.name}...`);
    execSync(`npm run build -w ${target.workspace}`, {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
    });
    writeFileSync(stampPath, hash);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
