import { z } from 'zod';
import { ENDPOINT_SCHEMAS, isMultipart, type TEndpointSchemas } from '@cp/contracts';

/*
 * The request schemas of the API, from the endpoint registry (docs/api.md): every endpoint's
 * params, query and body (a multipart form's text fields), named `<endpoint id>.<part>`, each
 * schema once (several endpoints share some). The server parses requests with exactly these
 * (http/endpoint.ts), so a new endpoint is covered without a hand-kept list. Used by the bounds
 * test and the fuzzer (issue 11), with a walker over zod's definitions.
 */
export function requestSchemas(): Record<string, z.ZodType> {
  const found = new Map<z.ZodType, string>();
  for (const [id, entry] of Object.entries(ENDPOINT_SCHEMAS) as [string, TEndpointSchemas][]) {
    const body = isMultipart(entry.body) ? entry.body.fields : entry.body;
    const parts = { params: entry.params, query: entry.query, body };
    for (const [part, schema] of Object.entries(parts)) {
      if (schema instanceof z.ZodType && !found.has(schema)) found.set(schema, `${id}.${part}`);
    }
  }
  const named = [...found].map(([schema, name]) => [name, schema] as const);
  return Object.fromEntries(named.sort(([a], [b]) => a.localeCompare(b)));
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

/** Texts that satisfy the formats the contracts use (index, colour, date, time, URL, e-mail). */
const TEXT_CANDIDATES = [
  'Tekst',
  '1',
  '#112233',
  '2026-01-01',
  '08:30',
  'https://example.nl/pagina',
  'iemand@example.nl',
  'Wachtwoord!2026',
  'nl',
];

/**
 * A value the schema accepts, built from its definition (best effort: undefined when none of
 * the tries fits). The fuzzer mutates one field of it, so a bad value meets an otherwise valid
 * body instead of the first missing field.
 */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  const fits = (value: unknown) => schema.safeParse(value).success;
  const first = (tries: unknown[]) => tries.find(fits);
  switch (def.type) {
    case 'string':
      return first(TEXT_CANDIDATES);
    case 'number':
    case 'int':
      return first([1, 2, 10, 0, 100]);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'array': {
      const element = sampleOf(def.element as z.ZodType, depth + 1);
      return first([[], [element]]);
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const sample = sampleOf(field, depth + 1);
        if (sample !== undefined) value[key] = sample;
      }
      return value;
    }
    case 'union':
      return first((def.options as z.ZodType[]).map((option) => sampleOf(option, depth + 1)));
    case 'pipe':
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch': {
      const [innerSchema] = inner(schema);
      const sample = innerSchema ? sampleOf(innerSchema, depth + 1) : undefined;
      return first([sample, ...TEXT_CANDIDATES, 1, null]);
    }
    default:
      return undefined;
  }
}

/** Valid sample bodies of the object-shaped request schemas, by the fields a `{}` body misses. */
export function samplesByRequiredFields(schemas: Record<string, z.ZodType>) {
  const byFields = new Map<string, Record<string, unknown>[]>();
  for (const schema of Object.values(schemas)) {
    const sample = sampleOf(schema);
    if (typeof sample !== 'object' || sample === null || !schema.safeParse(sample).success)
      continue;
    const missing = schema.safeParse({});
    if (missing.success) continue;
    const fields = [...new Set(missing.error.issues.map((issue) => String(issue.path[0])))]
      .sort()
      .join(',');
    byFields.set(fields, [...(byFields.get(fields) ?? []), sample as Record<string, unknown>]);
  }
  return byFields;
}
