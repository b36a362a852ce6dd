import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DESIGN_INPUT_SCHEMAS,
  ENDPOINT_SCHEMAS,
  isMultipart,
  PLAN_ITEM_INPUT_SCHEMAS,
  ZPlanMaterialLinkInputSchema,
  type TEndpointSchemas,
} from '@cp/contracts';
import { defOf, inner } from './helpers/request-schemas';

/*
 * A JSON body says the type of each value, so a value of the wrong type is a client's mistake and
 * is refused (issue 25: `year_ids: ["1"]` was taken as the number 1, because the id schema coerced
 * text for path parameters and bodies alike). Coercion belongs to what is text by nature: path
 * parameters, query strings and the text parts of a multipart form. This walks every JSON body
 * of the endpoint registry (so a new endpoint is covered without a list kept by hand), field by
 * field, and probes each place that takes a number or a boolean with the same value as text.
 */

const NUMBERS = [1, 2, 3, 10, 0, 100, 0.5];

function safeParse(schema: z.ZodType, value: unknown) {
  try {
    return schema.safeParse(value);
  } catch {
    // A transform written for a string (say) may throw on another type: not a taker.
    return { success: false as const, data: undefined };
  }
}

/** Where `schema` takes text for a number or a boolean, as "<path>: takes ..." lines. */
function coercions(schema: z.ZodType, path: string, stack: z.ZodType[] = []): string[] {
  if (stack.includes(schema) || stack.length > 24) return [];
  const found: string[] = [];
  const number = NUMBERS.find((n) => {
    const parsed = safeParse(schema, n);
    return parsed.success && typeof parsed.data === 'number';
  });
  if (number !== undefined) {
    const parsed = safeParse(schema, String(number));
    if (parsed.success && typeof parsed.data === 'number') {
      found.push(`${path}: takes "${number}" as the number ${parsed.data}`);
    }
  }
  const truth = safeParse(schema, true);
  if (truth.success && truth.data === true) {
    const parsed = safeParse(schema, 'true');
    if (parsed.success && typeof parsed.data === 'boolean') found.push(`${path}: takes "true"`);
  }
  const def = defOf(schema);
  const deeper = [...stack, schema];
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      found.push(...coercions(field, `${path}.${key}`, deeper));
    }
    return found;
  }
  // A pipe's output half sees what its input made, not what the client sent.
  const children = def.type === 'pipe' ? [def.in as z.ZodType] : inner(schema);
  const at = def.type === 'array' ? `${path}[]` : path;
  for (const child of children) found.push(...coercions(child, at, deeper));
  return found;
}

/**
 * Every JSON body schema of the registry by endpoint id (multipart forms are text), and the
 * bodies a handler parses itself because their entry can only say "an object": the design and
 * plan items by the `:kind` in the path, and a plan material given as a link (JSON) rather than
 * a file (multipart).
 */
function jsonBodies(): [string, z.ZodType][] {
  const registry = (Object.entries(ENDPOINT_SCHEMAS) as [string, TEndpointSchemas][]).flatMap(
    ([id, entry]) =>
      entry.body && !isMultipart(entry.body) ? [[id, entry.body] as [string, z.ZodType]] : [],
  );
  const byKind = [
    ...Object.entries(DESIGN_INPUT_SCHEMAS).map(([kind, schema]) => [`design ${kind}`, schema]),
    ...Object.entries(PLAN_ITEM_INPUT_SCHEMAS).map(([kind, schema]) => [`plan ${kind}`, schema]),
    ['plan material link', ZPlanMaterialLinkInputSchema],
  ] as [string, z.ZodType][];
  return [...registry, ...byKind];
}

describe('JSON bodies take values of their own type only (issue 25)', () => {
  it('finds the JSON bodies of the registry', () => {
    expect(jsonBodies().length).toBeGreaterThan(40);
  });

  it('no number or boolean field of a JSON body takes it as text', () => {
    const found = [...new Set(jsonBodies().flatMap(([id, body]) => coercions(body, id)))];
    expect(found).toEqual([]);
  });

  it('the probe sees a coercing field (it would catch the old id schema)', async () => {
    const { z: zod } = await import('zod');
    const old = zod.object({ year_ids: zod.array(zod.coerce.number().int()).nullable() });
    expect(coercions(old, 'requestExport')).toEqual([
      'requestExport.year_ids[]: takes "1" as the number 1',
    ]);
    expect(coercions(zod.object({ on: zod.coerce.boolean() }), 'x')).toEqual([
      'x.on: takes "true"',
    ]);
  });
});
