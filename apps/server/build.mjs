// Bundles the server and the create-admin CLI into dist/ for `node dist/main.js`.
// Packages stay in node_modules (external) except @cp/contracts, which is TypeScript source.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== '@cp/contracts')
  .flatMap((name) => [name, `${name}/*`]);

await rm(join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    // The render thread of exports, started by domain/exports/render-in-worker.ts.
    'export-render-worker': 'src/domain/exports/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
  // CommonJS code pulled into an ESM bundle may call require(); give it one.
  banner: {
    js: "import { createRequire as __cpCreateRequire } from 'node:module'; const require = __cpCreateRequire(import.meta.url);",
  },
});
// Migrations are read at run time from ./migrations next to the bundle.
await cp(join(here, 'src/db/migrations'), join(here, 'dist/migrations'), { recursive: true });
