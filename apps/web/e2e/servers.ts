import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The built product (`node apps/server/dist/main.js`, as `npm start` runs it) for the end-to-end
 * tests. Ports: E2E_PORT (default 3100) and up for the workers' servers, one each,
 * E2E_PORT + 98 for seeding the demo data once (global-setup.ts), E2E_PORT + 99 for the local
 * OpenID Connect providers (playwright.config.ts).
 */

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const BASE_PORT = Number(process.env.E2E_PORT) || 3100;
export const SEED_PORT = BASE_PORT + 98;
export const OIDC_PORT = BASE_PORT + 99;
export const OIDC_ORIGIN = `http://127.0.0.1:${OIDC_PORT}`;
/** The most workers the OpenID Connect providers know a callback address for. */
export const MAX_WORKERS = 16;

export const appPort = (parallelIndex: number) => BASE_PORT + parallelIndex;
export const appOrigin = (port: number) => `http://localhost:${port}`;
export const ssoCallback = (port: number) => `${appOrigin(port)}/api/v1/auth/sso/callback`;

export interface TServer {
  origin: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the server on `port` with its data in `dataDir` (a new one is seeded with the demo
 * data) and waits until it answers its health check; its errors go to this process's stderr.
 */
export async function startServer(port: number, dataDir: string): Promise<TServer> {
  const origin = appOrigin(port);
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SSO_ENTRA_ENDPOINT: OIDC_ORIGIN,
      SSO_SURFCONEXT_ISSUER: `${OIDC_ORIGIN}/surfconext`,
      SSO_ENTREE_ISSUER: `${OIDC_ORIGIN}/entree`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = once(child, 'exit');
  let gone = false;
  void exited.then(() => (gone = true));

  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    await exited;
  };

  // Readiness: the health check answers (the same signal Playwright's webServer used).
  for (;;) {
    if (gone) throw new Error(`the server on port ${port} exited before it was ready`);
    const ready = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await Promise.race([exited, new Promise((done) => setTimeout(done, 100))]);
  }
  return { origin, dataDir, stop };
}
