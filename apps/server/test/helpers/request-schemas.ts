import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import * as contracts from '@cp/contracts';

/*
 * The request schemas of the API, found where the server parses requests (so a new route is
 * covered without a hand-kept list), and a walker over zod's definitions. Used by the bounds test
 * and the fuzzer (issue 11). Issue 16 replaces the source scan with the endpoint registry.
 */

const SRC = join(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The contract schemas the server parses requests with, by name. A few route files build small
 * param schemas of their own from contract parts (ZIdSchema); those are left out.
 */
export function requestSchemas(): Record<string, z.ZodType> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bparse\((Z[A-Za-z]+Schema)\b/g)) names.add(match[1]!);
    // Domain code that parses a request body itself (invitation acceptance).
    for (const match of text.matchAll(/\b(Z[A-Za-z]+Schema)\.parse\(body\)/g)) names.add(match[1]!);
  }
  const all = contracts as unknown as Record<string, z.ZodType>;
  return Object.fromEntries(
    [...names]
      .sort()
      .filter((name) => name in all)
      .map((name) => [name, all[name]!]),
  );
}

export type Def = { type: string; [key: string]: unknown };
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
export const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? []).map((c) => c._zod.def);

/** The schemas inside one (unwrapping optional, default, pipes, unions, ...). */
export function inner(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  const one = (key: string) => (def[key] ? [def[key] as z.ZodType] : []);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return one('innerType');
    case 'pipe':
      return [...one('in'), ...one('out')];
    case 'union':
      return def.options as z.ZodType[];
    case 'intersection':
      return [...one('left'), ...one('right')];
    case 'array':
      return one('element');
    case 'record':
      return [...one('keyType'), ...one('valueType')];
    default:
      return [];
  }
}

/** Every object field name in these schemas, for the fuzzer's bodies. */
export function fieldNames(schemas: z.ZodType[]): string[] {
  const names = new Set<string>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        names.add(key);
        walk(field);
      }
    }
    inner(schema).forEach(walk);
  };
  schemas.forEach(walk);
  return [...names].sort();
}
