import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export interface TAppServer {
  /** `http://localhost:<port>`, every page's and request's base URL in this worker. */
  origin: string;
  /** Its DATA_DIR: the e-mail it writes lands in `mail/` there. */
  dataDir: string;
}

/**
 * Every spec imports `test` from here: each Playwright worker talks to a server of its own, with
 * its own copy of the demo data (global-setup.ts starts them), so workers run side by side and
 * no spec sees another worker's changes; within a worker, specs run one after another on the
 * same data, as they did on the one server before.
 */
export const test = base.extend<object, { appServer: TAppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures it needs from here
    async ({}, provide, workerInfo) => {
      const servers = JSON.parse(process.env.CP_E2E_SERVERS ?? '[]') as TAppServer[];
      const server = servers[workerInfo.parallelIndex];
      if (!server) throw new Error('run through playwright.config.ts (e2e/global-setup.ts)');
      await provide(server);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appServer }, provide) => provide(appServer.origin),
});
