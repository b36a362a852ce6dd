import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, isStateChanging, ROUTES, type TEndpointId } from '@cp/contracts';
import type { OpenApiDocument } from '../src/http/openapi/document';
import { createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.agent().request('GET', 'openapi.json');
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => ctx.close());

/** Lower case words joined by underscores: the one casing of the published API. */
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // validate() mutates what it is given (dereferencing), so it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: API_BASE }]);
  });

  it('describes every endpoint of the registry once, with its access level', () => {
    const byId = new Map(
      operations().map(({ path, method, op }) => [op.operationId, { path, method, op }]),
    );
    expect([...byId.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [id, route] of Object.entries(ROUTES)) {
      const described = byId.get(id);
      expect(described?.method, id).toBe(route.method.toLowerCase());
      expect(described?.path, id).toBe(route.path.replace(/:(\w+)/g, '{$1}'));
      expect(described?.op['x-access-level'], id).toBe(route.access);
    }
  });

  it('describes exactly the routes the server serves', () => {
    const served = ctx.app.routeTable
      .filter((route) => route.url.startsWith(`${API_BASE}/`) && route.method !== 'HEAD')
      .map((route) => `${route.method.toLowerCase()} ${route.url.slice(API_BASE.length)}`);
    const described = operations().map(
      ({ path, method }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(described.sort()).toEqual([...new Set(served)].sort());
  });

  it('asks the CSRF header of every change (also a GET flagged as one), and the session of every non-public call', () => {
    for (const { method, op } of operations()) {
      const needsCsrf = method !== 'get' || isStateChanging(ROUTES[op.operationId as TEndpointId]);
      expect(op['x-changes-state'] === true, op.operationId).toBe(needsCsrf && method === 'get');
      const needsSession = op['x-access-level'] !== 'public';
      const schemes = op.security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes.includes('csrf'), op.operationId).toBe(needsCsrf);
      expect(schemes.includes('session'), op.operationId).toBe(needsSession);
    }
  });

  it('names every property and parameter in snake_case (docs/api.md "One casing")', () => {
    const notSnake: string[] = [];
    const check = (name: string, where: string) => {
      if (!SNAKE_CASE.test(name)) notSnake.push(`${where}: ${name}`);
    };
    // Every JSON Schema below a node: its `properties` and `required` name the keys on the wire.
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, where));
      if (node === null || typeof node !== 'object') return;
      const schema = node as { properties?: unknown; required?: unknown };
      if (schema.properties !== null && typeof schema.properties === 'object') {
        for (const name of Object.keys(schema.properties)) check(name, where);
      }
      if (Array.isArray(schema.required)) {
        for (const name of schema.required) if (typeof name === 'string') check(name, where);
      }
      for (const value of Object.values(node)) walk(value, where);
    };
    for (const { op } of operations()) {
      for (const parameter of op.parameters ?? []) {
        check(parameter.name, `${op.operationId} ${parameter.in}`);
      }
      walk(op.requestBody, `${op.operationId} body`);
      walk(op.responses, `${op.operationId} answer`);
    }
    walk(document.components, 'components');
    expect([...new Set(notSnake)]).toEqual([]);
  });

  it('is public and cacheable', async () => {
    const response = await ctx.agent().request('GET', 'openapi.json');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('GET /api/v1/reference', () => {
  it.each([
    ['nl', 'API-referentie', 'Toegang'],
    ['en', 'API reference', 'Access'],
  ])('renders every endpoint in %s', async (language, title, access) => {
    const response = await ctx.agent().request('GET', 'reference', {
      headers: { accept: 'text/html', 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('Accept-Language');
    const html = response.body;
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<strong>${access}:</strong>`);
    for (const id of Object.keys(ROUTES)) expect(html, id).toContain(`id="${id}"`);
    expect(html).not.toMatch(/<script/i);
  });
});
