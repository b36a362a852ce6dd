import type { z } from 'zod';
import {
  API_BASE,
  CSRF_COOKIE,
  CSRF_HEADER,
  isStateChanging,
  pathOf,
  ROUTES,
  type TAnswerOut,
  type TEndpointId,
  type TEndpointRequest,
} from '@cp/contracts';
import { i18n, messagesReady } from '@/i18n';
import { readCookie } from './cookies';
// Type only: the module itself is loaded on demand by `loadSchemas`.
import type * as Schemas from './schemas';

/** A non-2xx answer. `body` is the parsed JSON, or the raw text (e.g. the plain `no_license`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }

  /** The `code` of a JSON error body (`invalid_credentials`, `csrf`, ...), if any. */
  get code(): string | undefined {
    const body = this.body;
    if (
      typeof body === 'object' &&
      body !== null &&
      'code' in body &&
      typeof body.code === 'string'
    ) {
      return body.code;
    }
    return undefined;
  }
}

/** A 2xx answer that does not match its contract: a bug on one side, never the user's fault. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';

  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`Answer of ${path} does not match its contract`);
  }
}

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TSchemas = typeof Schemas;

export interface TRequestOptions<S extends z.ZodType> {
  method?: TMethod;
  /** Whether the call changes state and so carries the CSRF token; default: not a GET. */
  changesState?: boolean;
  body?: unknown;
  /** Picks the answer's contract schema, e.g. `(s) => s.ZMeResponseSchema`. */
  schema: (schemas: TSchemas) => S;
  signal?: AbortSignal;
}

/** Loaded alongside the first request, not before the first render (see schemas.ts). */
const loadSchemas = (): Promise<TSchemas> => import('./schemas');

let csrfRequest: Promise<void> | null = null;

/** Asks the server for an `XSRF-TOKEN` cookie; concurrent callers share one request. */
function fetchCsrfCookie(): Promise<void> {
  csrfRequest ??= fetch(`${API_BASE}${ROUTES.getCsrfCookie.path}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

async function csrfToken(): Promise<string | null> {
  if (!readCookie(CSRF_COOKIE)) await fetchCsrfCookie();
  return readCookie(CSRF_COOKIE);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(
  path: string,
  method: TMethod,
  changesState: boolean,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  // The server answers texts (help, later e-mails and exports) in the language shown now.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  if (changesState) {
    const token = await csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? null : isForm ? body : JSON.stringify(body),
    signal: signal ?? null,
  });
}

/**
 * Sends one request (behind `callEndpoint`): JSON in and out, CSRF header on state-changing
 * requests, the answer checked against its contract. Errors are thrown, never toasted here:
 * the query cache decides what the user sees (app/query-client.ts).
 */
async function apiRequest<S extends z.ZodType>(
  path: string,
  options: TRequestOptions<S>,
): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  // A GET can change state too (`GET notifications/all`): its registry entry says so.
  const changesState = options.changesState ?? method !== 'GET';
  const schemas = loadSchemas();
  let response = await send(path, method, changesState, options.body, options.signal);
  let body = await readBody(response);

  // A stale token (e.g. the cookie expired or was rotated at login) is refused with code `csrf`;
  // fetch a fresh one and try exactly once more.
  const refusedCsrf = response.status === 403 && new ApiError(403, body).code === 'csrf';
  if (refusedCsrf && changesState) {
    await fetchCsrfCookie();
    response = await send(path, method, changesState, options.body, options.signal);
    body = await readBody(response);
  }

  if (!response.ok) {
    // The refusal's texts are the message catalogue's; it is fetched after the first paint.
    await messagesReady.catch(() => undefined);
    throw new ApiError(response.status, body);
  }
  const parsed = options.schema(await schemas).safeParse(body);
  if (!parsed.success) throw new ApiContractError(path, parsed.error.issues);
  return parsed.data;
}

/** The parts of a request an endpoint needs: only those its path, query and body ask for. */
type TCallOptions<Id extends TEndpointId> = {
  [
    K in keyof TEndpointRequest<Id> as TEndpointRequest<Id>[K] extends undefined
      ? never
      : keyof TEndpointRequest<Id>[K] extends never
        ? never
        : K
  ]: TEndpointRequest<Id>[K];
} & { signal?: AbortSignal };

/** The URL of an endpoint with its path filled in, for links and downloads (no fetch). */
export function urlOf<Id extends TEndpointId>(
  id: Id,
  params: TEndpointRequest<Id>['params'],
  query?: Record<string, string>,
): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${API_BASE}${pathOf(ROUTES[id].path, params)}${search}`;
}

/**
 * Calls an endpoint of the registry (docs/api.md): method and path come from its entry, the
 * answer is checked against the entry's answer schema. The one way feature code talks to the API.
 */
export async function callEndpoint<Id extends TEndpointId>(
  id: Id,
  options: TCallOptions<Id>,
): Promise<TAnswerOut<Id>> {
  const route = ROUTES[id];
  const given = options as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const query = Object.entries(given.query ?? {}).filter(([, v]) => v !== undefined);
  const search = query.length
    ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  const path = `${pathOf(route.path, given.params ?? {})}${search}`;
  return apiRequest(path, {
    method: route.method,
    changesState: isStateChanging(route),
    body: given.body,
    signal: given.signal,
    // The registry's answer schema, from the schemas loaded with the first request. TypeScript
    // cannot narrow an indexed generic, hence the cast; TAnswerOut<Id> is that schema's output.
    schema: (s) => {
      const answer = s.ENDPOINT_SCHEMAS[id].answer;
      if (s.isRawAnswer(answer)) throw new Error(`${id} answers a file or redirect: use urlOf`);
      return answer as unknown as z.ZodType<TAnswerOut<Id>>;
    },
  });
}
