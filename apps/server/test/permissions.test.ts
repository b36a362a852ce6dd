import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, NO_LICENSE_BODY } from '@cp/contracts';
import { createSession } from '../src/domain/auth/sessions';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

/*
 * The permission table as a test (GitLab-style policy spec): every API route x every kind of
 * caller -> the expected answer. This file keeps its own copy of the table on purpose: a change
 * to http/access/permissions.ts must be made here too, by someone who means it. A registered
 * route missing here fails the test.
 */

type Level =
  | 'public'
  | 'signedIn'
  | 'platformAdmin'
  | 'member'
  | 'licensedMember'
  | 'designer'
  | 'admin'
  | 'adminUnlicensed';

const ROUTES: Record<string, Level> = {
  'GET /health': 'public',
  'GET /openapi.json': 'public',
  'GET /reference': 'public',
  'GET /auth/csrf': 'public',
  'POST /auth/login': 'public',
  'GET /auth/session': 'public',
  'POST /auth/logout': 'signedIn',
  'GET /auth/me': 'signedIn',
  'PUT /auth/me/language': 'signedIn',
  'PUT /auth/me': 'signedIn',
  'PUT /auth/me/password': 'signedIn',
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
  'GET /locations/:location/faculties': 'licensedMember',
  'GET /locations/:location/faculties/:faculty': 'licensedMember',
  'POST /locations/:location/faculties': 'admin',
  'PUT /locations/:location/faculties/:faculty': 'admin',
  'DELETE /locations/:location/faculties/:faculty': 'admin',
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
  'GET /locations/:location/educations/:education/analysis': 'licensedMember',
  'GET /locations/:location/educations/:education/analysis/health': 'licensedMember',
  'GET /locations/:location/educations/:education/analysis/years/:year/:tab': 'licensedMember',
  'POST /locations/:location/educations/:education/exports': 'licensedMember',
  'GET /exports/current': 'signedIn',
  'POST /exports/:id/retry': 'signedIn',
  'GET /download/export/:id': 'signedIn',
  'GET /study-load-norms': 'signedIn',
  'POST /study-load-norms': 'platformAdmin',
  'DELETE /study-load-norms/:id': 'platformAdmin',
};

type Persona =
  | 'anonymous'
  | 'user'
  | 'designer'
  | 'admin'
  | 'adminOfOtherLocation'
  | 'platformAdmin'
  | 'memberWithoutLicense'
  /** Admin here and user at another location: one account, two memberships (decision 0007). */
  | 'sharedAccountAdmin'
  /** Admin here whose membership this location deactivated; active at another location. */
  | 'inactiveAdmin';

/** 'ok' = let through (any answer but 401/403); 401, 403, or 'no_license' (403 with that body). */
type Outcome = 'ok' | 401 | 403 | 'no_license';

const EXPECTED: Record<Level, Record<Persona, Outcome>> = {
  // prettier-ignore
  public:          { anonymous: 'ok', user: 'ok', designer: 'ok', admin: 'ok', adminOfOtherLocation: 'ok',  platformAdmin: 'ok', memberWithoutLicense: 'ok', sharedAccountAdmin: 'ok', inactiveAdmin: 'ok' },
  // prettier-ignore
  signedIn:        { anonymous: 401,  user: 'ok', designer: 'ok', admin: 'ok', adminOfOtherLocation: 'ok',  platformAdmin: 'ok', memberWithoutLicense: 'ok', sharedAccountAdmin: 'ok', inactiveAdmin: 'ok' },
  // prettier-ignore
  platformAdmin:   { anonymous: 401,  user: 403,  designer: 403,  admin: 403,  adminOfOtherLocation: 403,   platformAdmin: 'ok', memberWithoutLicense: 403, sharedAccountAdmin: 403, inactiveAdmin: 403 },
  // prettier-ignore
  member:          { anonymous: 401,  user: 'ok', designer: 'ok', admin: 'ok', adminOfOtherLocation: 403,   platformAdmin: 'ok', memberWithoutLicense: 'ok', sharedAccountAdmin: 'ok', inactiveAdmin: 403 },
  // prettier-ignore
  licensedMember:  { anonymous: 401,  user: 'ok', designer: 'ok', admin: 'ok', adminOfOtherLocation: 403,   platformAdmin: 'ok', memberWithoutLicense: 'no_license', sharedAccountAdmin: 'ok', inactiveAdmin: 403 },
  // prettier-ignore
  designer:        { anonymous: 401,  user: 403,  designer: 'ok', admin: 'ok', adminOfOtherLocation: 403,   platformAdmin: 'ok', memberWithoutLicense: 'no_license', sharedAccountAdmin: 'ok', inactiveAdmin: 403 },
  // prettier-ignore
  admin:           { anonymous: 401,  user: 403,  designer: 403,  admin: 'ok', adminOfOtherLocation: 403,   platformAdmin: 'ok', memberWithoutLicense: 'no_license', sharedAccountAdmin: 'ok', inactiveAdmin: 403 },
  // prettier-ignore
  adminUnlicensed: { anonymous: 401,  user: 403,  designer: 403,  admin: 'ok', adminOfOtherLocation: 403,   platformAdmin: 'ok', memberWithoutLicense: 'ok', sharedAccountAdmin: 'ok', inactiveAdmin: 403 },
};

let ctx: TestContext;
/** The location whose routes are called; the unlicensed member calls its own location instead. */
let locationId: number;
let unlicensedLocationId: number;
const userIds = new Map<Persona, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  const location = await createLocation(ctx.db);
  const other = await createLocation(ctx.db);
  // A license that ended: the location exists and its people are members, but it is blocked.
  const unlicensed = await createLocation(ctx.db, { licensed: false });
  await createLicense(ctx.db, unlicensed.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
  locationId = location.id;
  unlicensedLocationId = unlicensed.id;
  const member = (roles: ('admin' | 'designer' | 'user')[], id = location.id) => ({
    memberships: [{ locationId: id, roles }],
  });
  userIds.set('user', (await createUser(ctx.db, member(['user']))).id);
  userIds.set('designer', (await createUser(ctx.db, member(['designer']))).id);
  userIds.set('admin', (await createUser(ctx.db, member(['admin']))).id);
  userIds.set('adminOfOtherLocation', (await createUser(ctx.db, member(['admin'], other.id))).id);
  userIds.set('platformAdmin', (await createUser(ctx.db, { isPlatformAdmin: true })).id);
  userIds.set(
    'memberWithoutLicense',
    (await createUser(ctx.db, member(['admin'], unlicensed.id))).id,
  );
  const both = (active: boolean) => ({
    memberships: [
      { locationId: location.id, roles: ['admin' as const], active },
      { locationId: other.id, roles: ['user' as const] },
    ],
  });
  userIds.set('sharedAccountAdmin', (await createUser(ctx.db, both(true))).id);
  userIds.set('inactiveAdmin', (await createUser(ctx.db, both(false))).id);
});
afterAll(() => ctx?.close());

/** A fresh session per call (created directly, no argon2), so a logout cannot spill over. */
async function agentFor(persona: Persona): Promise<Agent> {
  const agent = ctx.agent();
  const userId = userIds.get(persona);
  if (userId !== undefined) {
    const { sessionId } = await createSession({
      db: ctx.db,
      userId,
      now: ctx.clock.now(),
      settings: {
        sessionSecret: ctx.config.sessionSecret,
        sessionIdleMs: ctx.config.sessionIdleMs,
        sessionAbsoluteMs: ctx.config.sessionAbsoluteMs,
      },
    });
    agent.cookies.set('sid', sessionId);
  }
  // After the session: the CSRF token is bound to it.
  await agent.csrf();
  return agent;
}

const registered = () =>
  ctx.app.routeTable
    .filter(
      (r) => r.url.startsWith(`${API_BASE}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    )
    .map((r) => `${r.method} ${r.url.slice(API_BASE.length)}`);

describe('the permission table', () => {
  it('lists every registered API route, and nothing else', () => {
    expect(registered().sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('matches the access levels the app registered', () => {
    for (const route of ctx.app.routeTable.filter((r) => r.url.startsWith(`${API_BASE}/`))) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const key = `${route.method} ${route.url.slice(API_BASE.length)}`;
      expect(route.access, key).toBe(ROUTES[key]);
    }
  });

  const personas = Object.keys(EXPECTED.public) as Persona[];
  for (const [route, level] of Object.entries(ROUTES)) {
    it(`${route} (${level})`, async () => {
      const [method, path] = route.split(' ') as ['GET', string];
      for (const persona of personas) {
        const expected = EXPECTED[level][persona];
        const location = persona === 'memberWithoutLicense' ? unlicensedLocationId : locationId;
        const url =
          API_BASE + path.replace(':location', String(location)).replace(/:[A-Za-z_]+/g, '999999');
        const agent = await agentFor(persona);
        const response = await agent.request(method, url, {
          body: method === 'GET' ? undefined : {},
        });
        const label = `${route} as ${persona}`;
        if (expected === 'ok') {
          expect([401, 403], label).not.toContain(response.statusCode);
        } else if (expected === 'no_license') {
          expect(response.statusCode, label).toBe(403);
          expect(response.body, label).toBe(NO_LICENSE_BODY);
        } else {
          expect(response.statusCode, label).toBe(expected);
          expect(response.body, label).not.toBe(NO_LICENSE_BODY);
        }
      }
    });
  }
});
