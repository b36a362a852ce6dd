import type { TRoute } from './define';
import { analysisRoutes } from './analysis';
import { apiDocsRoutes } from './api-docs';
import { archiveRoutes } from './archive';
import { authRoutes } from './auth';
import { backupsRoutes } from './backups';
import { cataloguesRoutes } from './catalogues';
import { designRoutes } from './design';
import { educationParentsRoutes } from './education-parents';
import { educationsRoutes } from './educations';
import { exportsRoutes } from './exports';
import { facultyRoutes } from './faculties';
import { healthRoutes } from './health';
import { frameworkLinksRoutes } from './framework-links';
import { testPlanRoutes } from './test-plan';
import { frameworksRoutes } from './frameworks';
import { importsRoutes } from './imports';
import { invitationsRoutes } from './invitations';
import { licensesRoutes } from './licenses';
import { locationsRoutes } from './locations';
import { namingRoutes } from './naming';
import { navigationRoutes } from './navigation';
import { notesRoutes } from './notes';
import { notificationsRoutes } from './notifications';
import { pageInfoRoutes } from './page-info';
import { planRoutes } from './plan';
import { ssoRoutes } from './sso';
import { trialsRoutes } from './trials';
import { usersRoutes } from './users';

/*
 * Every endpoint of the API by id (docs/api.md). The areas' tables are spread in here; an id
 * used twice would silently win, so endpoints.test.ts counts them. No zod in this module.
 */
const AREAS = [
  apiDocsRoutes,
  authRoutes,
  ssoRoutes,
  trialsRoutes,
  invitationsRoutes,
  importsRoutes,
  frameworksRoutes,
  frameworkLinksRoutes,
  healthRoutes,
  locationsRoutes,
  licensesRoutes,
  navigationRoutes,
  pageInfoRoutes,
  notificationsRoutes,
  usersRoutes,
  facultyRoutes,
  cataloguesRoutes,
  namingRoutes,
  educationParentsRoutes,
  educationsRoutes,
  archiveRoutes,
  backupsRoutes,
  notesRoutes,
  exportsRoutes,
  designRoutes,
  planRoutes,
  testPlanRoutes,
  analysisRoutes,
] as const;

export const ROUTES = {
  ...apiDocsRoutes,
  ...authRoutes,
  ...ssoRoutes,
  ...trialsRoutes,
  ...invitationsRoutes,
  ...importsRoutes,
  ...frameworksRoutes,
  ...frameworkLinksRoutes,
  ...healthRoutes,
  ...locationsRoutes,
  ...licensesRoutes,
  ...navigationRoutes,
  ...pageInfoRoutes,
  ...notificationsRoutes,
  ...usersRoutes,
  ...facultyRoutes,
  ...cataloguesRoutes,
  ...namingRoutes,
  ...educationParentsRoutes,
  ...educationsRoutes,
  ...archiveRoutes,
  ...backupsRoutes,
  ...notesRoutes,
  ...exportsRoutes,
  ...designRoutes,
  ...planRoutes,
  ...testPlanRoutes,
  ...analysisRoutes,
} as const satisfies Record<string, TRoute>;

export type TEndpointId = keyof typeof ROUTES;

/** For endpoints.test.ts: the areas, to prove no id is defined twice. */
export const ROUTE_AREAS: readonly Record<string, TRoute>[] = AREAS;
