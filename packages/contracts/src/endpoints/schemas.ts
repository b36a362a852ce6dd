import type { z } from 'zod';
import type { TEndpointSchemas, TMultipartBody, TPathParams, TRawAnswer } from './define';
import { analysisSchemas } from './analysis.schemas';
import { apiDocsSchemas } from './api-docs.schemas';
import { archiveSchemas } from './archive.schemas';
import { authSchemas } from './auth.schemas';
import { backupsSchemas } from './backups.schemas';
import { cataloguesSchemas } from './catalogues.schemas';
import { designSchemas } from './design.schemas';
import { educationParentsSchemas } from './education-parents.schemas';
import { educationsSchemas } from './educations.schemas';
import { exportsSchemas } from './exports.schemas';
import { facultySchemas } from './faculties.schemas';
import { healthSchemas } from './health.schemas';
import { frameworkLinksSchemas } from './framework-links.schemas';
import { frameworksSchemas } from './frameworks.schemas';
import { importsSchemas } from './imports.schemas';
import { invitationsSchemas } from './invitations.schemas';
import { licensesSchemas } from './licenses.schemas';
import { locationsSchemas } from './locations.schemas';
import { namingSchemas } from './naming.schemas';
import { navigationSchemas } from './navigation.schemas';
import { notesSchemas } from './notes.schemas';
import { notificationsSchemas } from './notifications.schemas';
import { pageInfoSchemas } from './page-info.schemas';
import { planSchemas } from './plan.schemas';
import { testPlanSchemas } from './test-plan.schemas';
import { ssoSchemas } from './sso.schemas';
import { trialsSchemas } from './trials.schemas';
import { usersSchemas } from './users.schemas';
import type { ROUTES, TEndpointId } from './routes';

/** The schemas of every endpoint, by the same ids as ROUTES; a missing id fails type-checking. */
export const ENDPOINT_SCHEMAS = {
  ...apiDocsSchemas,
  ...authSchemas,
  ...ssoSchemas,
  ...trialsSchemas,
  ...invitationsSchemas,
  ...importsSchemas,
  ...frameworksSchemas,
  ...frameworkLinksSchemas,
  ...healthSchemas,
  ...locationsSchemas,
  ...licensesSchemas,
  ...navigationSchemas,
  ...pageInfoSchemas,
  ...notificationsSchemas,
  ...usersSchemas,
  ...facultySchemas,
  ...cataloguesSchemas,
  ...namingSchemas,
  ...educationParentsSchemas,
  ...educationsSchemas,
  ...archiveSchemas,
  ...backupsSchemas,
  ...notesSchemas,
  ...exportsSchemas,
  ...designSchemas,
  ...planSchemas,
  ...testPlanSchemas,
  ...analysisSchemas,
} as const satisfies { [K in TEndpointId]: TEndpointSchemas };

type SchemasOf<Id extends TEndpointId> = (typeof ENDPOINT_SCHEMAS)[Id];

/** The JSON answer of an endpoint as the server sends it (dates as strings, before parsing). */
export type TAnswerIn<Id extends TEndpointId> = SchemasOf<Id>['answer'] extends z.ZodType
  ? z.input<SchemasOf<Id>['answer']>
  : unknown;
/** The JSON answer of an endpoint as the client reads it, after its schema parsed it. */
export type TAnswerOut<Id extends TEndpointId> = SchemasOf<Id>['answer'] extends z.ZodType
  ? z.output<SchemasOf<Id>['answer']>
  : unknown;

type Field<S, K extends string> = S extends Record<K, infer V> ? V : undefined;
type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Sent<T> = T extends TMultipartBody ? FormData : T extends z.ZodType ? z.input<T> : undefined;

/** What the server's handler receives, parsed by the endpoint's schemas. */
export type TEndpointInput<Id extends TEndpointId> = {
  params: Parsed<Field<SchemasOf<Id>, 'params'>>;
  query: Parsed<Field<SchemasOf<Id>, 'query'>>;
  body: Parsed<Field<SchemasOf<Id>, 'body'>>;
};

/** What the web sends: the path's values, the query and the body (a FormData for uploads). */
export type TEndpointRequest<Id extends TEndpointId> = {
  params: TPathParams<(typeof ROUTES)[Id]['path']>;
  query: Field<SchemasOf<Id>, 'query'> extends z.ZodType
    ? z.input<Field<SchemasOf<Id>, 'query'>>
    : undefined;
  body: Sent<Field<SchemasOf<Id>, 'body'>>;
};

export type { TRawAnswer };
