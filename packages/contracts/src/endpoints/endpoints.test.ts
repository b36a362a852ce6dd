import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf } from './define';
import { ROUTE_AREAS, ROUTES } from './routes';
import { ENDPOINT_DOCS } from './docs';
import { ENDPOINT_SCHEMAS } from './schemas';

const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]);

describe('endpoint registry', () => {
  it('defines each id once, over all areas', () => {
    const count = ROUTE_AREAS.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(ROUTES)).toHaveLength(count);
  });

  it('has one endpoint per method and path', () => {
    const seen = new Map<string, string>();
    for (const [id, route] of Object.entries(ROUTES)) {
      const key = `${route.method} ${route.path.replace(/:\w+/g, ':')}`;
      expect(seen.get(key), `${id} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, id);
    }
  });

  it('has schemas for exactly the routes', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('has a group and a one-line summary for exactly the routes', () => {
    expect(Object.keys(ENDPOINT_DOCS).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [id, { tag, summary }] of Object.entries(ENDPOINT_DOCS)) {
      expect(tag.length, id).toBeGreaterThan(2);
      expect(summary, id).toMatch(/^[A-Z`'].{8,}[.)]$/s);
    }
  });

  it("parses every path parameter with the endpoint's params schema", () => {
    for (const [id, route] of Object.entries(ROUTES)) {
      const names = pathNames(route.path);
      const params = (ENDPOINT_SCHEMAS as Record<string, { params?: z.ZodType }>)[id]?.params;
      if (names.length === 0) continue;
      expect(params, `${id} has path parameters but no params schema`).toBeInstanceOf(z.ZodObject);
      const shape = Object.keys((params as z.ZodObject).shape).sort();
      expect(shape, id).toEqual([...names].sort());
    }
  });

  it('fills a path and encodes its values', () => {
    expect(pathOf('/locations/:location/faculties/:faculty', { location: 3, faculty: 'a/b' })).toBe(
      '/locations/3/faculties/a%2Fb',
    );
    expect(pathOf('/imports/users/sample.:format', { format: 'csv' })).toBe(
      '/imports/users/sample.csv',
    );
    expect(() => pathOf('/locations/:location', {})).toThrow(/location/);
  });
});
