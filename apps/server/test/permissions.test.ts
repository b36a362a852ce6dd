import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, NO_LICENSE_BODY, ROUTES, type TEndpointId } from '@cp/contracts';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createLicense, createLocation, createUser } from './helpers/fixtures';
import { sessionAgent } from './helpers/session-agent';

/*
 * The permission table as a test (GitLab-style policy spec): every endpoint x every kind of
 * caller -> the expected answer. This file keeps its own table of levels by endpoint id on
 * purpose: a change of an `access` in the registry (packages/contracts/src/endpoints/) must be
 * made here too, by someone who means it. An endpoint missing here fails type-checking; a
 * served route that is no endpoint stops the app (http/access/endpoint-access.ts).
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

const EXPECTED_LEVELS: Record<TEndpointId, Level> = {
  checkHealth: 'public',
  getOpenApiDocument: 'public',
  getApiReference: 'public',
  getCsrfCookie: 'public',
  signIn: 'public',
  getSession: 'public',
  signOut: 'signedIn',
  getCurrentUser: 'signedIn',
  updateOwnLanguage: 'signedIn',
  updateOwnProfile: 'signedIn',
  changeOwnPassword: 'signedIn',
  listSsoProviders: 'public',
  startSsoSignIn: 'public',
  finishSsoSignIn: 'public',
  getSsoLink: 'public',
  confirmSsoLink: 'public',
  getSsoJoin: 'public',
  acceptSsoJoin: 'public',
  declineSsoJoin: 'public',
  getSsoSettings: 'admin',
  updateSsoPasswordLogin: 'admin',
  saveSsoConnection: 'admin',
  removeSsoConnection: 'admin',
  listLocations: 'signedIn',
  createLocation: 'platformAdmin',
  getLocation: 'member',
  updateLocation: 'platformAdmin',
  updateLocationSettings: 'admin',
  getLocationLogo: 'member',
  uploadLocationLogo: 'admin',
  removeLocationLogo: 'admin',
  listLicenses: 'adminUnlicensed',
  createLicense: 'platformAdmin',
  updateLicense: 'platformAdmin',
  deleteLicense: 'platformAdmin',
  getNavbar: 'signedIn',
  getLocationNavbar: 'member',
  findPageInfo: 'signedIn',
  listPageInfo: 'platformAdmin',
  savePageInfo: 'platformAdmin',
  deletePageInfo: 'platformAdmin',
  listTestFormats: 'licensedMember',
  createTestFormat: 'admin',
  updateTestFormat: 'admin',
  setTestFormatActive: 'admin',
  deleteTestFormat: 'admin',
  listActivities: 'licensedMember',
  createActivity: 'admin',
  updateActivity: 'admin',
  setActivityActive: 'admin',
  deleteActivity: 'admin',
  listNoteTypes: 'licensedMember',
  createNoteType: 'admin',
  renameNoteType: 'admin',
  deleteNoteType: 'admin',
  getPlanFields: 'licensedMember',
  savePlanFields: 'admin',
  listNotifications: 'signedIn',
  markAllNotificationsRead: 'signedIn',
  deleteReadNotifications: 'signedIn',
  markNotificationRead: 'signedIn',
  listFaculties: 'licensedMember',
  getFaculty: 'licensedMember',
  createFaculty: 'admin',
  renameFaculty: 'admin',
  deleteFaculty: 'admin',
  listEducationParents: 'licensedMember',
  createEducationParent: 'admin',
  getEducationParent: 'licensedMember',
  renameEducationParent: 'admin',
  deleteEducationParent: 'admin',
  getLocationCustomTranslations: 'licensedMember',
  saveLocationCustomTranslations: 'admin',
  resetLocationCustomTranslation: 'admin',
  getEducationParentCustomTranslations: 'licensedMember',
  saveEducationParentCustomTranslations: 'admin',
  resetEducationParentCustomTranslation: 'admin',
  listLocationUsers: 'admin',
  updateLocationUser: 'admin',
  removeLocationUser: 'admin',
  listInvitations: 'admin',
  createInvitation: 'admin',
  withdrawInvitation: 'admin',
  checkInvitation: 'public',
  acceptInvitation: 'public',
  requestPasswordReset: 'public',
  resetPassword: 'public',
  importUsers: 'admin',
  downloadImportSample: 'admin',
  previewNationalFrameworkImport: 'platformAdmin',
  importNationalFrameworks: 'platformAdmin',
  listNationalFrameworks: 'platformAdmin',
  previewFrameworkImport: 'admin',
  importFrameworks: 'admin',
  listFrameworks: 'licensedMember',
  getFramework: 'licensedMember',
  searchFrameworkItems: 'licensedMember',
  exportFrameworkCase: 'licensedMember',
  exportEducationCase: 'licensedMember',
  downloadFrameworkSample: 'admin',
  startDesignFromFramework: 'designer',
  listFrameworkLinks: 'licensedMember',
  setGoalFrameworkItems: 'designer',
  setTestFrameworkItems: 'designer',
  linkGoalsByCode: 'designer',
  listFrameworkSuggestions: 'licensedMember',
  dismissFrameworkSuggestion: 'designer',
  getFrameworkCoverage: 'licensedMember',
  submitTrialRequest: 'public',
  listTrialRequests: 'platformAdmin',
  approveTrialRequest: 'platformAdmin',
  rejectTrialRequest: 'platformAdmin',

  // Educations (docs/educations.md): members read, designers change (unless limited to other
  // educations, checked in domain/educations/design-rights.ts), every member may approve a review.
  listLocationMembers: 'licensedMember',
  listEducations: 'licensedMember',
  createEducation: 'designer',
  getEducation: 'licensedMember',
  updateEducation: 'designer',
  archiveEducation: 'designer',
  updateEducationStructure: 'designer',
  submitEducationForReview: 'designer',
  approveEducation: 'licensedMember',
  stopEducationReview: 'designer',
  deactivateEducation: 'designer',
  duplicateEducation: 'designer',
  moveEducation: 'designer',
  listEducationYears: 'licensedMember',
  copyEducationYear: 'designer',
  listEducationBackups: 'designer',
  restoreEducationBackup: 'designer',
  listNotes: 'licensedMember',
  createNote: 'licensedMember',
  updateNote: 'licensedMember',
  deleteNote: 'licensedMember',
  downloadNoteFile: 'licensedMember',
  getEducationCustomTranslations: 'licensedMember',
  saveEducationCustomTranslations: 'admin',
  resetEducationCustomTranslation: 'admin',
  listArchivedEducations: 'admin',
  restoreArchivedEducation: 'admin',

  // Design of an education (docs/design.md): members read, designers change (also refused by
  // domain/educations/change-education.ts unless designing, and for designers limited to other
  // educations).
  getDesign: 'licensedMember',
  createDesignItem: 'designer',
  reorderDesignItems: 'designer',
  updateDesignItem: 'designer',
  deleteDesignItem: 'designer',
  setGoalClusters: 'designer',
  // Plan of an education (docs/plan.md): members read, designers change (also refused by
  // domain/educations/change-education.ts unless designing, and for designers limited to other
  // educations).
  getYearPlan: 'licensedMember',
  placePlannedCluster: 'designer',
  changePlannedCluster: 'designer',
  removePlannedCluster: 'designer',
  placeElectiveSlot: 'designer',
  changeElectiveSlot: 'designer',
  removeElectiveSlot: 'designer',
  addElectiveChoice: 'designer',
  createSpecialBlock: 'designer',
  changeSpecialBlock: 'designer',
  removeSpecialBlock: 'designer',
  createPlanItem: 'designer',
  reorderPlanList: 'designer',
  updatePlanItem: 'designer',
  deletePlanItem: 'designer',
  addPlanMaterial: 'designer',
  updatePlanMaterial: 'designer',
  deletePlanMaterial: 'designer',
  downloadPlanMaterialFile: 'licensedMember',
  // The test plan of a year (docs/test-plan.md): a read, changes go through the plan's tests.
  getTestPlan: 'licensedMember',
  getAnalysisSummary: 'licensedMember',
  getAnalysisHealth: 'licensedMember',
  getAnalysisOfYear: 'licensedMember',
  requestExport: 'licensedMember',
  getCurrentExport: 'signedIn',
  retryExport: 'signedIn',
  downloadExport: 'signedIn',
  listStudyLoadNorms: 'signedIn',
  createStudyLoadNorm: 'platformAdmin',
  deleteStudyLoadNorm: 'platformAdmin',
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
  const userId = userIds.get(persona);
  if (userId !== undefined) return sessionAgent(ctx, userId);
  const agent = ctx.agent();
  await agent.csrf();
  return agent;
}

const apiRoutes = () =>
  ctx.app.routeTable.filter(
    (r) => r.url.startsWith(`${API_BASE}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );

describe('the permission table', () => {
  it('has an expected level for every served endpoint, and nothing else', () => {
    const served = apiRoutes().map((r) => r.endpoint);
    expect(served.sort()).toEqual(Object.keys(EXPECTED_LEVELS).sort());
  });

  it('matches the access levels the app registered', () => {
    for (const route of apiRoutes()) {
      expect(route.endpoint, route.url).toBeDefined();
      expect(route.access, route.endpoint).toBe(EXPECTED_LEVELS[route.endpoint as TEndpointId]);
    }
  });

  const personas = Object.keys(EXPECTED.public) as Persona[];
  for (const [endpoint, level] of Object.entries(EXPECTED_LEVELS) as [TEndpointId, Level][]) {
    const { method, path } = ROUTES[endpoint];
    const route = `${endpoint}: ${method} ${path}`;
    it(`${route} (${level})`, async () => {
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
