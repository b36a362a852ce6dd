import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules, web units (happy-dom), server integration (real database).
export default defineConfig({
  test: {
    // Vitest's default is cores - 1: one worker on CI's 2 cores, while the main process mostly
    // waits. Two there took the server stage from about 7.5 to 3 minutes (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [fileURLToPath(new URL('./apps/web/src/test/setup.ts', import.meta.url))],
          // A test that types a whole form takes about a second; on a busy 2-core machine five
          // times that, past Vitest's 5 s default. A limit against hangs, not a speed assertion.
          testTimeout: 15_000,
          // Files share a worker's process and its modules: importing React, Mantine and the
          // texts anew for every file was most of the stage (185 s isolated, about 50 s shared on
          // an idle 2-core machine, docs/testing.md). setup.ts gives each file a fresh page.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A test file gets its own app and database, and the server keeps its state per app or
          // per database (WeakMaps keyed by them), with no module mocks: files can share one
          // process and its loaded modules. Importing the server anew for every file was most of
          // the stage's CPU (import 322 s of 100 files; 29 s shared), docs/testing.md.
          isolate: false,
        },
      },
    ],
  },
});
