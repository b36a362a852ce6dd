import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import type { TAppServer } from './fixtures';
import { appPort, SEED_PORT, startServer, type TServer } from './servers';

/**
 * One server per worker, each with its own copy of the demo data (fixtures.ts hands a worker its
 * own). The demo data is seeded once, into a template folder the others copy: copying takes a
 * moment where seeding takes most of a server's start. The servers live as long as the run, so a
 * worker that Playwright restarts after a failed test finds its server running and warm.
 * Playwright hands the environment set here to the workers.
 */
export default async function globalSetup(config: FullConfig) {
  const root = mkdtempSync(join(tmpdir(), 'cp-e2e-'));
  const servers: TServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const template = join(root, 'template');
    mkdirSync(template);
    const seeding = await startServer(SEED_PORT, template);
    // Stopped cleanly, so the embedded database is whole on disk before anyone copies it.
    await seeding.stop();

    const started = Array.from({ length: config.workers }, (_, index) => {
      const dataDir = join(root, `worker-${index}`);
      cpSync(template, dataDir, { recursive: true });
      return startServer(appPort(index), dataDir).then((server) => servers.push(server));
    });
    await Promise.all(started);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const list: TAppServer[] = [...servers]
    .sort((a, b) => a.origin.localeCompare(b.origin, 'en', { numeric: true }))
    .map(({ origin, dataDir }) => ({ origin, dataDir }));
  process.env.CP_E2E_SERVERS = JSON.stringify(list);
  return stopAll;
}
