import { defineConfig } from '@playwright/test';
import { e2eChromiumLaunchOptions } from './e2e/chromium';
import { appPort, MAX_WORKERS, OIDC_ORIGIN, OIDC_PORT, repoRoot, ssoCallback } from './e2e/servers';

/*
 * Each worker has its own server and data (e2e/fixtures.ts), so specs can run side by side;
 * E2E_WORKERS sets how many.
 * E2E_PORT: another range of ports (e2e/servers.ts) when someone else's run holds 3100 and up.
 */
// Two workers by default, CI's two cores; E2E_WORKERS sets another number.
const workers = Math.min(MAX_WORKERS, Number(process.env.E2E_WORKERS) || 2);
const callbacks = Array.from({ length: MAX_WORKERS }, (_, index) => ssoCallback(appPort(index)));

export default defineConfig({
  testDir: './e2e',
  // Every test of every file may go to any worker: tests do not depend on one another, except
  // where a file says so (`test.describe.configure({ mode: 'serial' })`).
  fullyParallel: true,
  workers,
  // Generous limits against hangs, not speed assertions (tests never assert on time): on a
  // shared 2-core machine under load a page takes several times as long as on an idle one, and
  // Playwright's 5 s for a condition and 30 s for a test failed sound tests there.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    // The base URL is the worker's own server (e2e/fixtures.ts).
    // Dutch is the product's default; a Dutch browser makes that explicit.
    locale: 'nl-NL',
    video: 'off',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: e2eChromiumLaunchOptions,
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // Local OpenID Connect providers shaped like Entra ID, SURFconext and Entree (sso.spec.ts),
      // one for all workers: each worker's callback address is registered.
      command: `npx tsx apps/server/test/helpers/fake-oidc-server.ts --port ${OIDC_PORT} ${callbacks.map((url) => `--redirect-uri ${url}`).join(' ')}`,
      cwd: repoRoot,
      url: `${OIDC_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
