import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cp/contracts';
import { createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The only API routes that answer without a session. Adding one here is a security decision. */
const PUBLIC_ROUTES = [
  `GET ${API_BASE}/auth/csrf`,
  `HEAD ${API_BASE}/auth/csrf`,
  `GET ${API_BASE}/health`,
  `HEAD ${API_BASE}/health`,
  // The API's own description (docs/api.md): says nothing the web app's code does not.
  `GET ${API_BASE}/openapi.json`,
  `HEAD ${API_BASE}/openapi.json`,
  `GET ${API_BASE}/reference`,
  `HEAD ${API_BASE}/reference`,
  `POST ${API_BASE}/auth/login`,
  // The user or null: what the login page asks (a 401 would be logged in the console).
  `GET ${API_BASE}/auth/session`,
  `HEAD ${API_BASE}/auth/session`,
  `GET ${API_BASE}/invitations/:email/:token`,
  `HEAD ${API_BASE}/invitations/:email/:token`,
  `POST ${API_BASE}/invitations/:email/:token/accept`,
  `POST ${API_BASE}/auth/password/forgot`,
  `POST ${API_BASE}/auth/password/reset`,
  `POST ${API_BASE}/trials`,
  // Single sign-on (docs/sso.md): the login buttons, the trip to the provider and back, and the
  // one-time password confirmation of a link, the choice to join an inviting school; each is a
  // sign-in step, before any session.
  `GET ${API_BASE}/auth/sso/providers`,
  `HEAD ${API_BASE}/auth/sso/providers`,
  `GET ${API_BASE}/auth/sso/:provider/start`,
  `HEAD ${API_BASE}/auth/sso/:provider/start`,
  `GET ${API_BASE}/auth/sso/callback`,
  `HEAD ${API_BASE}/auth/sso/callback`,
  `GET ${API_BASE}/auth/sso/links/:token`,
  `HEAD ${API_BASE}/auth/sso/links/:token`,
  `POST ${API_BASE}/auth/sso/links/:token`,
  `GET ${API_BASE}/auth/sso/joins/:token`,
  `HEAD ${API_BASE}/auth/sso/joins/:token`,
  `POST ${API_BASE}/auth/sso/joins/:token`,
  `DELETE ${API_BASE}/auth/sso/joins/:token`,
];

const apiRoutes = () => ctx.app.routeTable.filter((r) => r.url.startsWith(`${API_BASE}/`));

describe('authentication is required', () => {
  it('has exactly the expected public API routes', () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 JSON on every other API route without a session', async () => {
    const protectedRoutes = apiRoutes().filter(
      (r) => r.access !== 'public' && r.method !== 'OPTIONS',
    );
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    const agent = ctx.agent();
    await agent.csrf(); // so state-changing routes reach the session check
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const response = await agent.request(route.method as 'GET', url, {
        body: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') {
        expect(response.json()).toEqual({
          message: expect.any(String),
          code: 'unauthenticated',
          key: 'common.notSignedIn',
        });
      }
    }
  });

  it('answers 401 for a made-up session cookie', async () => {
    const agent = ctx.agent();
    agent.cookies.set('sid', 'made-up-value');
    expect((await agent.request('GET', 'auth/me')).statusCode).toBe(401);
  });
});
