import { onTestFinished, vi } from 'vitest';

/** One request the component sent, as the mock saw it. */
export interface TMockRequest {
  method: string;
  /** The path after `/api/v1/`, without the query string. */
  path: string;
  /** The `:name` segments of the route that answered, e.g. `{ education: '12' }`. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the FormData of an upload as sent, the raw text otherwise, or null. */
  body: unknown;
}

/** A canned answer; a function answers from the request (e.g. to echo what was sent). */
export type TMockAnswer =
  | { status?: number; body: unknown }
  | ((request: TMockRequest) => { status?: number; body: unknown });

/**
 * Answers by "METHOD path" (path after /api/v1/, e.g. `GET locations/7/notes`). A key with a
 * query string (`GET locations/7/educations?education_parent=3`) matches only that query and
 * wins over the key without one; both win over a key with `:name` segments
 * (`GET locations/1/educations/:education/customTranslations`), which match any one segment.
 */
export type TMockRoutes = Record<string, TMockAnswer>;

/**
 * What every screen asks before its first change (lib/api.ts fetches the CSRF cookie when it
 * has none); plumbing, not the screen's data, so no test has to list it.
 */
const DEFAULT_ROUTES: TMockRoutes = {
  'GET auth/csrf': { status: 204, body: '' },
  // The design tree and the plan's tests read an education's framework links: none by default.
  'GET locations/:location/educations/:education/framework-links': {
    body: { data: { goals: [], tests: [], items: [] } },
  },
};

/**
 * The school renamed nothing: every level of `GET .../customTranslations` answers 404, so
 * `useTerms()` keeps the default names (lib/use-terms.ts). Spread into a route table.
 */
export const NO_CUSTOM_NAMES: TMockRoutes = {
  'GET locations/:location/customTranslations': { status: 404, body: { message: 'Not found' } },
  'GET locations/:location/faculties/:faculty/educationParents/:parent/customTranslations': {
    status: 404,
    body: { message: 'Not found' },
  },
  'GET locations/:location/educations/:education/customTranslations': {
    status: 404,
    body: { message: 'Not found' },
  },
};

function readBody(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return null;
  if (body instanceof FormData) return body;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` for one test with a route table: records every request, answers JSON per
 * route, and fails the test (when it finishes) listing every request that had no route, so a
 * screen asking for something new is seen instead of silently getting a 404. Such a request is
 * answered 404 in the meantime, as the server would for an unknown path.
 *
 * Restore with `vi.unstubAllGlobals()` in `afterEach`, as for any stubbed global.
 */
export function mockApi(routes: TMockRoutes = {}) {
  const table: TMockRoutes = { ...DEFAULT_ROUTES, ...routes };
  const calls: TMockRequest[] = [];
  const unexpected: string[] = [];

  /** The first route whose `:name` segments match; fills the request's params. */
  const byPattern = (request: TMockRequest): TMockAnswer | undefined => {
    const segments = request.path.split('/');
    for (const [key, answer] of Object.entries(table)) {
      const [method, pattern = ''] = key.split(' ');
      if (method !== request.method || !pattern.includes(':') || pattern.includes('?')) continue;
      const parts = pattern.split('/');
      if (parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = parts.every((part, i) => {
        const segment = segments[i] ?? '';
        if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
        return part.startsWith(':') ? segment !== '' : part === segment;
      });
      if (matches) {
        request.params = params;
        return answer;
      }
    }
    return undefined;
  };

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const request: TMockRequest = {
      method,
      path,
      params: {},
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: readBody(init?.body),
    };
    calls.push(request);
    const route =
      table[`${method} ${path}${url.search}`] ?? table[`${method} ${path}`] ?? byPattern(request);
    if (!route) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      return new Response(JSON.stringify({ message: 'Not found (no route in mockApi)' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    const answer = typeof route === 'function' ? route(request) : route;
    const status = answer.status ?? 200;
    // A Response may not carry a body with these statuses.
    const empty = status === 204 || status === 304;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(empty ? null : text, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  onTestFinished(() => {
    if (unexpected.length > 0) {
      throw new Error(
        `mockApi: ${unexpected.length} request(s) without a route:\n  ${[...new Set(unexpected)].join('\n  ')}\n` +
          'Add them to the route table (with the answer the test means, e.g. { status: 404 }).',
      );
    }
  });

  return {
    calls,
    unexpected,
    /** The requests with this method and path (without query), in order. */
    requests: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    /** Adds or replaces a route while the test runs (e.g. the list after a change). */
    route: (key: string, answer: TMockAnswer) => {
      table[key] = answer;
    },
  };
}

export type TMockApi = ReturnType<typeof mockApi>;
