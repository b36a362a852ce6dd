import type { z } from 'zod';

/*
 * The endpoint registry (docs/api.md): every API path is written once, here. An entry has two
 * halves kept in two modules on purpose: the route (id, method, path, access level, tag, summary)
 * has no zod in it, so the web app can build URLs without loading the schemas before its first
 * answer; the schemas (params, query, body, answer) live in `*.schemas.ts` beside it and are
 * loaded with the first request (apps/web/src/lib/schemas.ts). Both are keyed by the same id,
 * and `schemas.ts` fails type-checking when an id has no schemas.
 */

/** Who may call an endpoint; the server's access check gives each level its meaning. */
export const ACCESS_LEVEL_NAMES = [
  'public',
  'signedIn',
  'platformAdmin',
  'member',
  'licensedMember',
  'designer',
  'admin',
  'adminUnlicensed',
] as const;
export type TAccessLevel = (typeof ACCESS_LEVEL_NAMES)[number];

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint's route: what the server registers and the web calls. `path` is below API_BASE.
 * Kept small on purpose: the web app loads every route with its first screen.
 */
export type TRoute = {
  readonly method: THttpMethod;
  readonly path: `/${string}`;
  readonly access: TAccessLevel;
  /**
   * A GET that changes something. The product's own calls fix a few as GETs (`GET
   * notifications/all` marks every notification read); such an entry says so here, and the server
   * then guards it like a POST (the CSRF token, and no request from another site), the web sends
   * the token with it, and the API description asks for the header. Every other GET must change
   * nothing: the server's CSRF test walks every GET route and fails on one that writes unflagged.
   */
  readonly changesState?: true;
};

/** Whether a call changes state: every POST, PUT, PATCH and DELETE, and a GET flagged so. */
export const isStateChanging = (route: TRoute): boolean =>
  route.method !== 'GET' || route.changesState === true;

/**
 * An area's words for the API description (server only, so not in the web's first load): the
 * group its endpoints are listed under, and one English line per endpoint for the reference page.
 */
export type TAreaDocs<Routes> = {
  readonly tag: string;
  readonly summaries: { readonly [K in keyof Routes]: string };
};

/** A body that is a multipart form (uploads); `fields` describes its parts for the reference. */
export type TMultipartBody = {
  readonly multipart: true;
  /** The part that carries the file(s). */
  readonly fileField: string;
  /** Text parts beside the file, if any. */
  readonly fields?: z.ZodType;
};

/** An answer that is not JSON: a file (download, image) or a redirect of the browser. */
export type TRawAnswer = { readonly raw: 'file' | 'redirect'; readonly contentType?: string };

export type TEndpointSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | TMultipartBody;
  /** The 2xx answer. */
  readonly answer: z.ZodType | TRawAnswer;
  /** The success status when not 200 (201 for creations). */
  readonly status?: 200 | 201 | 202 | 204 | 302;
};

export const multipart = (fileField: string, fields?: z.ZodType): TMultipartBody =>
  fields ? { multipart: true, fileField, fields } : { multipart: true, fileField };
export const fileAnswer = (contentType?: string): TRawAnswer =>
  contentType ? { raw: 'file', contentType } : { raw: 'file' };
export const redirectAnswer: TRawAnswer = { raw: 'redirect' };

export const isMultipart = (body: TEndpointSchemas['body']): body is TMultipartBody =>
  typeof body === 'object' && body !== null && 'multipart' in body;
export const isRawAnswer = (answer: TEndpointSchemas['answer']): answer is TRawAnswer =>
  typeof answer === 'object' && answer !== null && 'raw' in answer;

/** `'/a/:x/b.:y'` -> `'x' | 'y'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? StripSuffix<Name> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? StripSuffix<Name>
    : never;
type StripSuffix<Name extends string> = Name extends `${infer Head}.${string}` ? Head : Name;

/** The values a path needs, e.g. `{ location: string | number; faculty: number }`. */
export type TPathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** Fills a route's path (below API_BASE) with its parameters, each URL-encoded. */
export function pathOf(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
