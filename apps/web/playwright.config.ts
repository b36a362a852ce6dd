import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
// E2E_PORT: another port when someone else's run already holds 3100 on a shared machine.
const PORT = Number(process.env.E2E_PORT) || 3100;
// Local OpenID Connect providers shaped like Entra ID, SURFconext and Entree (sso.spec.ts).
const OIDC_PORT = PORT + 99;
const OIDC_ORIGIN = `http://127.0.0.1:${OIDC_PORT}`;

// A fresh data folder per run, so the demo data is seeded anew. Playwright loads this file in
// every worker too; the environment variable makes them all agree on the first one's folder,
// and only the process that made it removes it, at exit, after the server has been stopped.
if (!process.env.CP_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cp-e2e-'));
  process.env.CP_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Dutch is the product's default; a Dutch browser makes that explicit.
    locale: 'nl-NL',
    video: 'off',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: `npx tsx apps/server/test/helpers/fake-oidc-server.ts --port ${OIDC_PORT} --redirect-uri http://localhost:${PORT}/api/v1/auth/sso/callback`,
      cwd: repoRoot,
      url: `${OIDC_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built product, as `npm start` runs it: server plus the built web app on one port.
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `http://localhost:${PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.CP_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SSO_ENTRA_ENDPOINT: OIDC_ORIGIN,
        SSO_SURFCONEXT_ISSUER: `${OIDC_ORIGIN}/surfconext`,
        SSO_ENTREE_ISSUER: `${OIDC_ORIGIN}/entree`,
      },
    },
  ],
});
