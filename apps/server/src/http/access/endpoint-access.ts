import { API_BASE, ROUTES, type TEndpointId } from '@cp/contracts';
import type { AccessLevel } from './levels';

/*
 * SECURITY-CRITICAL: who may call which API route is the `access` of its endpoint in the
 * registry (packages/contracts/src/endpoints/, docs/permissions.md). app.ts asks here for every
 * route it registers, so an API route that serves no endpoint, or serves one under another method
 * or path, stops the start-up; test/permissions.test.ts keeps its own table of expected levels by
 * endpoint id and calls every endpoint as every kind of caller.
 */

/** The access level of an API route; throws for a route that is not its registry entry. */
export function accessOfApiRoute(
  endpoint: TEndpointId | undefined,
  methods: readonly string[],
  url: string,
): AccessLevel {
  if (!endpoint) {
    throw new Error(`${methods.join(',')} ${url} serves no endpoint of the registry (docs/api.md)`);
  }
  const route = ROUTES[endpoint];
  // HEAD routes that Fastify adds for GET routes share the GET entry.
  const wrongMethod = methods.some((m) => (m === 'HEAD' ? 'GET' : m) !== route.method);
  if (wrongMethod || url !== `${API_BASE}${route.path}`) {
    throw new Error(`${methods.join(',')} ${url} is not the path of endpoint ${endpoint}`);
  }
  return route.access;
}

/** Stops the start-up when an endpoint of the registry has no handler. */
export function assertEveryEndpointServed(served: Iterable<TEndpointId | undefined>): void {
  const handled = new Set(served);
  const missing = (Object.keys(ROUTES) as TEndpointId[]).filter((id) => !handled.has(id));
  if (missing.length > 0) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`);
}
