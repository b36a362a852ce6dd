import { API_BASE } from '@cp/contracts';
import type { AccessLevel } from './levels';

/*
 * SECURITY-CRITICAL: the one table of who may call which API route (docs/permissions.md).
 * Every API route must be listed: app.ts refuses to start with a route missing here, and
 * test/permissions.test.ts checks each route against every kind of caller.
 * HEAD routes that Fastify adds for GET routes share the GET entry.
 */
const TABLE: Record<string, AccessLevel> = {
  'GET /health': 'public',
  'GET /auth/csrf': 'public',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'signedIn',
  'GET /auth/me': 'signedIn',
  'PUT /auth/me/language': 'signedIn',

  'GET /locations': 'signedIn',
  'GET /location/user': 'signedIn',
  'GET /location/user/:location': 'member',
  'POST /pageinfo': 'signedIn',

  'GET /notifications': 'signedIn',
  'GET /notifications/all': 'signedIn',
  'DELETE /notifications/all': 'signedIn',
  'PUT /notifications/:id/read': 'signedIn',
};

export const PERMISSIONS: ReadonlyMap<string, AccessLevel> = new Map(
  Object.entries(TABLE).map(([route, level]) => {
    const [method, path] = route.split(' ');
    return [`${method} ${API_BASE}${path}`, level];
  }),
);

/** The access level of a registered API route; throws for a route missing from the table. */
export function accessLevelOf(method: string, url: string): AccessLevel {
  const level = PERMISSIONS.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
  if (!level) {
    throw new Error(
      `${method} ${url} is missing from the permission table (http/access/permissions.ts)`,
    );
  }
  return level;
}
