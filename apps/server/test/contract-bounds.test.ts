import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checksOf, defOf, inner, requestSchemas } from './helpers/request-schemas';

/*
 * Makes "500 on a number beyond its column" and "unbounded input" impossible as a class
 * (issue 11): every request schema the server parses is found in its source (so a new route is
 * covered without a hand-kept list), walked field by field, and probed: no number field may
 * accept a value beyond PostgreSQL's integer, no text field two megabytes, no list may be unbounded.
 * (Control characters are refused for every request at once in http/parse.ts.)
 */

const INT4_MAX = 2_147_483_647;

function problems(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const found: string[] = [];
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const at = `${path}.${key}`;
      const big = field.safeParse(INT4_MAX + 1);
      if (big.success && typeof big.data === 'number' && big.data > INT4_MAX) {
        found.push(`${at}: accepts ${INT4_MAX + 1}`);
      }
      const small = field.safeParse(-INT4_MAX - 2);
      if (small.success && typeof small.data === 'number' && small.data < -INT4_MAX - 1) {
        found.push(`${at}: accepts ${-INT4_MAX - 2}`);
      }
      if (field.safeParse('a'.repeat(2_000_001)).success) found.push(`${at}: accepts 2 MB of text`);
      found.push(...problems(field, at, seen));
    }
    return found;
  }
  if (def.type === 'array' && !checksOf(def).some((check) => check.check === 'max_length')) {
    found.push(`${path}: a list without a maximum length`);
  }
  for (const child of inner(schema)) found.push(...problems(child, path, seen));
  return found;
}

describe('request contracts are bounded (issue 11)', () => {
  const schemas = requestSchemas();

  it('finds the request schemas in the server source', () => {
    expect(Object.keys(schemas).length).toBeGreaterThan(40);
  });

  it('no number beyond int4, no unbounded text, no unbounded list', () => {
    const all = Object.entries(schemas).flatMap(([name, schema]) => problems(schema, name));
    expect(all).toEqual([]);
  });
});
