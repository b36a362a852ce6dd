import { API_BASE, ROUTES, type TEndpointId } from '@cp/contracts';
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
  'GET /auth/session': 'public',
  'PUT /auth/me/language': 'signedIn',
  'PUT /auth/me': 'signedIn',
  'PUT /auth/me/password': 'signedIn',
  // Single sign-on (docs/sso.md): the sign-in itself is public, its settings the school's admin's.
  'GET /auth/sso/providers': 'public',
  'GET /auth/sso/:provider/start': 'public',
  'GET /auth/sso/callback': 'public',
  'GET /auth/sso/links/:token': 'public',
  'POST /auth/sso/links/:token': 'public',
  'GET /locations/:location/sso': 'admin',
  'PUT /locations/:location/sso': 'admin',
  'PUT /locations/:location/sso/:provider': 'admin',
  'DELETE /locations/:location/sso/:provider': 'admin',

  'GET /locations': 'signedIn',
  'POST /locations': 'platformAdmin',
  'GET /locations/:location': 'member',
  'PUT /locations/:location': 'platformAdmin',
  'PUT /locations/:location/settings': 'admin',
  'GET /locations/:location/logo': 'member',
  'PUT /locations/:location/logo': 'admin',
  'DELETE /locations/:location/logo': 'admin',
  'GET /locations/:location/licenses': 'adminUnlicensed',
  'POST /locations/:location/licenses': 'platformAdmin',
  'PUT /locations/:location/licenses/:license': 'platformAdmin',
  'DELETE /locations/:location/licenses/:license': 'platformAdmin',
  'GET /location/user': 'signedIn',
  'GET /location/user/:location': 'member',
  'POST /pageinfo': 'signedIn',
  'GET /pageinfo/all': 'platformAdmin',
  'PUT /pageinfo/:route/:language': 'platformAdmin',
  'DELETE /pageinfo/:route/:language': 'platformAdmin',

  // Catalogues: every member reads (the plan forms need them), admins change.
  'GET /locations/:location/test-formats': 'licensedMember',
  'POST /locations/:location/test-formats': 'admin',
  'PUT /locations/:location/test-formats/:id': 'admin',
  'PUT /locations/:location/test-formats/:id/active': 'admin',
  'DELETE /locations/:location/test-formats/:id': 'admin',
  'GET /locations/:location/activities': 'licensedMember',
  'POST /locations/:location/activities': 'admin',
  'PUT /locations/:location/activities/:id': 'admin',
  'PUT /locations/:location/activities/:id/active': 'admin',
  'DELETE /locations/:location/activities/:id': 'admin',
  'GET /locations/:location/note-types': 'licensedMember',
  'POST /locations/:location/note-types': 'admin',
  'PUT /locations/:location/note-types/:id': 'admin',
  'DELETE /locations/:location/note-types/:id': 'admin',
  'GET /locations/:location/plan-fields': 'licensedMember',
  'PUT /locations/:location/plan-fields': 'admin',

  'GET /notifications': 'signedIn',
  'GET /notifications/all': 'signedIn',
  'DELETE /notifications/all': 'signedIn',
  'PUT /notifications/:id/read': 'signedIn',

  'GET /locations/:location/faculties/:faculty/educationParents': 'licensedMember',
  'POST /locations/:location/faculties/:faculty/educationParents': 'admin',
  'GET /locations/:location/faculties/:faculty/educationParents/:id': 'licensedMember',
  'PUT /locations/:location/faculties/:faculty/educationParents/:id': 'admin',
  'DELETE /locations/:location/faculties/:faculty/educationParents/:id': 'admin',
  'GET /locations/:location/customTranslations': 'licensedMember',
  'PUT /locations/:location/customTranslations': 'admin',
  'DELETE /locations/:location/customTranslations/:term': 'admin',
  'GET /locations/:location/faculties/:faculty/educationParents/:id/customTranslations':
    'licensedMember',
  'PUT /locations/:location/faculties/:faculty/educationParents/:id/customTranslations': 'admin',
  'DELETE /locations/:location/faculties/:faculty/educationParents/:id/customTranslations/:term':
    'admin',

  'GET /locations/:location/users': 'admin',
  'PUT /locations/:location/users/:user': 'admin',
  'DELETE /locations/:location/users/:user': 'admin',
  'GET /locations/:location/invitations': 'admin',
  'POST /locations/:location/invitations': 'admin',
  'DELETE /locations/:location/invitations/:invitation': 'admin',
  'GET /invitations/:email/:token': 'public',
  'POST /invitations/:email/:token/accept': 'public',
  'POST /auth/password/forgot': 'public',
  'POST /auth/password/reset': 'public',

  // User import (admin of the location) and trial requests (public ask, vendor decides).
  'POST /locations/:location/imports/users': 'admin',
  'GET /locations/:location/imports/users/sample.:format': 'admin',
  'POST /trials': 'public',
  'GET /trials': 'platformAdmin',
  'POST /trials/:id/approve': 'platformAdmin',
  'POST /trials/:id/reject': 'platformAdmin',

  // Educations (docs/educations.md): members read, designers change (unless limited to other
  // educations, checked in domain/educations/scope.ts), every member may approve a review.
  'GET /locations/:location/members': 'licensedMember',
  'GET /locations/:location/educations': 'licensedMember',
  'POST /locations/:location/educations': 'designer',
  'GET /locations/:location/educations/:education': 'licensedMember',
  'PUT /locations/:location/educations/:education': 'designer',
  'DELETE /locations/:location/educations/:education': 'designer',
  'PUT /locations/:location/educations/:education/structure': 'designer',
  'POST /locations/:location/educations/:education/submit': 'designer',
  'POST /locations/:location/educations/:education/approve': 'licensedMember',
  'POST /locations/:location/educations/:education/stop-review': 'designer',
  'POST /locations/:location/educations/:education/deactivate': 'designer',
  'POST /locations/:location/educations/:education/duplicate': 'designer',
  'PUT /locations/:location/educations/:education/move': 'designer',
  'GET /locations/:location/educations/:education/years': 'licensedMember',
  'POST /locations/:location/educations/:education/years/:year/copy': 'designer',
  'GET /locations/:location/educations/:education/backups': 'designer',
  'POST /locations/:location/educations/:education/backups/:backup/restore': 'designer',
  'GET /locations/:location/educations/:education/notes': 'licensedMember',
  'POST /locations/:location/educations/:education/notes': 'licensedMember',
  'PUT /locations/:location/educations/:education/notes/:note': 'licensedMember',
  'DELETE /locations/:location/educations/:education/notes/:note': 'licensedMember',
  'GET /locations/:location/educations/:education/notes/:note/files/:file': 'licensedMember',
  'GET /locations/:location/educations/:education/customTranslations': 'licensedMember',
  'PUT /locations/:location/educations/:education/customTranslations': 'admin',
  'DELETE /locations/:location/educations/:education/customTranslations/:term': 'admin',
  'GET /locations/:location/archive': 'admin',
  'POST /locations/:location/archive/:education/restore': 'admin',

  // Design of an education (docs/design.md): members read, designers change (also refused by
  // domain/educations/scope.ts unless designing, and for designers limited to other educations).
  'GET /locations/:location/educations/:education/design': 'licensedMember',
  'POST /locations/:location/educations/:education/design/:kind': 'designer',
  'PUT /locations/:location/educations/:education/design/:kind/order': 'designer',
  'PUT /locations/:location/educations/:education/design/:kind/:id': 'designer',
  'DELETE /locations/:location/educations/:education/design/:kind/:id': 'designer',
  'PUT /locations/:location/educations/:education/design/learning-goals/:id/clusters': 'designer',
  // Plan of an education (docs/plan.md): members read, designers change (also refused by
  // domain/educations/scope.ts unless designing, and for designers limited to other educations).
  'GET /locations/:location/educations/:education/plan/years/:year': 'licensedMember',
  'POST /locations/:location/educations/:education/plan/clusters': 'designer',
  'PATCH /locations/:location/educations/:education/plan/clusters/:id': 'designer',
  'DELETE /locations/:location/educations/:education/plan/clusters/:id': 'designer',
  'POST /locations/:location/educations/:education/plan/electives': 'designer',
  'PUT /locations/:location/educations/:education/plan/electives/:id': 'designer',
  'DELETE /locations/:location/educations/:education/plan/electives/:id': 'designer',
  'POST /locations/:location/educations/:education/plan/electives/:id/choices': 'designer',
  'POST /locations/:location/educations/:education/plan/years/:year/special-blocks': 'designer',
  'PUT /locations/:location/educations/:education/plan/special-blocks/:id': 'designer',
  'DELETE /locations/:location/educations/:education/plan/special-blocks/:id': 'designer',
  'POST /locations/:location/educations/:education/plan/clusters/:id/:kind': 'designer',
  'PUT /locations/:location/educations/:education/plan/clusters/:id/:kind/order': 'designer',
  'PUT /locations/:location/educations/:education/plan/items/:kind/:id': 'designer',
  'DELETE /locations/:location/educations/:education/plan/items/:kind/:id': 'designer',
  'POST /locations/:location/educations/:education/plan/clusters/:id/materials': 'designer',
  'PUT /locations/:location/educations/:education/plan/materials/:id': 'designer',
  'DELETE /locations/:location/educations/:education/plan/materials/:id': 'designer',
  'GET /locations/:location/educations/:education/plan/materials/:id/file': 'licensedMember',
  // Analysis of an education (docs/analysis.md): read-only, for every member who may read it;
  // the study-load norms are data the platform administrator keeps.
  'GET /locations/:location/educations/:education/analysis': 'licensedMember',
  'GET /locations/:location/educations/:education/analysis/health': 'licensedMember',
  'GET /locations/:location/educations/:education/analysis/years/:year/:tab': 'licensedMember',
  // Exports (docs/exports.md): whoever may read the education may export it; retry and
  // download are the caller's own exports (the domain checks the owner and the location again).
  'POST /locations/:location/educations/:education/exports': 'licensedMember',
  'GET /exports/current': 'signedIn',
  'POST /exports/:id/retry': 'signedIn',
  'GET /download/export/:id': 'signedIn',
  'GET /study-load-norms': 'signedIn',
  'POST /study-load-norms': 'platformAdmin',
  'DELETE /study-load-norms/:id': 'platformAdmin',
};

export const PERMISSIONS: ReadonlyMap<string, AccessLevel> = new Map(
  Object.entries(TABLE).map(([route, level]) => {
    const [method, path] = route.split(' ');
    return [`${method} ${API_BASE}${path}`, level];
  }),
);

/** The access level of a route not yet moved onto the registry; throws when it is not listed. */
export function legacyAccessOf(methods: readonly string[], url: string): AccessLevel {
  const levels = new Set(methods.map((method) => accessLevelOf(method, url)));
  if (levels.size > 1) throw new Error(`${url}: one route, several access levels`);
  return [...levels][0] as AccessLevel;
}

function accessLevelOf(method: string, url: string): AccessLevel {
  const level = PERMISSIONS.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
  if (!level) {
    throw new Error(
      `${method} ${url} is missing from the permission table (http/access/permissions.ts)`,
    );
  }
  return level;
}

/** The access level of a route that serves a registry endpoint, once its method and path match. */
export function accessOfEndpoint(
  id: TEndpointId,
  methods: readonly string[],
  url: string,
): AccessLevel {
  const route = ROUTES[id];
  const wrongMethod = methods.some((m) => (m === 'HEAD' ? 'GET' : m) !== route.method);
  if (wrongMethod || url !== `${API_BASE}${route.path}`) {
    throw new Error(`${methods.join(',')} ${url} is not the path of endpoint ${id}`);
  }
  return route.access;
}

/** Stops the start-up when an endpoint of the registry has no handler. */
export function assertEveryEndpointServed(served: Iterable<TEndpointId | undefined>): void {
  const handled = new Set(served);
  const missing = (Object.keys(ROUTES) as TEndpointId[]).filter((id) => !handled.has(id));
  if (missing.length > 0) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`);
}
