import type { TEndpointId } from './routes';
import { analysisDocs } from './analysis';
import { apiDocsDocs } from './api-docs';
import { archiveDocs } from './archive';
import { authDocs } from './auth';
import { backupsDocs } from './backups';
import { cataloguesDocs } from './catalogues';
import { designDocs } from './design';
import { educationParentsDocs } from './education-parents';
import { educationsDocs } from './educations';
import { exportsDocs } from './exports';
import { facultyDocs } from './faculties';
import { healthDocs } from './health';
import { frameworkLinksDocs } from './framework-links';
import { testPlanDocs } from './test-plan';
import { frameworksDocs } from './frameworks';
import { importsDocs } from './imports';
import { invitationsDocs } from './invitations';
import { licensesDocs } from './licenses';
import { locationsDocs } from './locations';
import { namingDocs } from './naming';
import { navigationDocs } from './navigation';
import { notesDocs } from './notes';
import { notificationsDocs } from './notifications';
import { pageInfoDocs } from './page-info';
import { planDocs } from './plan';
import { ssoDocs } from './sso';
import { trialsDocs } from './trials';
import { usersDocs } from './users';

/*
 * The words of the API description by endpoint id (docs/api.md): each area's group and one-line
 * summaries. Imported by the server's OpenAPI builder only; the web never needs them.
 */
const AREAS = [
  analysisDocs,
  apiDocsDocs,
  archiveDocs,
  authDocs,
  backupsDocs,
  cataloguesDocs,
  designDocs,
  educationParentsDocs,
  educationsDocs,
  exportsDocs,
  facultyDocs,
  healthDocs,
  importsDocs,
  frameworksDocs,
  frameworkLinksDocs,
  testPlanDocs,
  invitationsDocs,
  licensesDocs,
  locationsDocs,
  namingDocs,
  navigationDocs,
  notesDocs,
  notificationsDocs,
  pageInfoDocs,
  planDocs,
  ssoDocs,
  trialsDocs,
  usersDocs,
] as const;

export type TEndpointDocs = { readonly tag: string; readonly summary: string };

export const ENDPOINT_DOCS = Object.fromEntries(
  AREAS.flatMap((area) =>
    Object.entries(area.summaries).map(([id, summary]) => [id, { tag: area.tag, summary }]),
  ),
) as Record<TEndpointId, TEndpointDocs>;
