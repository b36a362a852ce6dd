import { z } from 'zod';

/**
 * A union of object schemas that answers the option a value really is, for an endpoint whose
 * answer depends on a path parameter (`:kind`, `:tab`). A zod union answers its first option that
 * parses, and an object schema drops the keys it does not know: an item whose keys include all of
 * another option's keys would come out as that other option, stripped. Trying the options with
 * more keys first prevents that, given that no two options have the same keys and every key is
 * required (an option with an optional key could match a value without it): both are checked
 * here, when the module loads.
 */
export function oneOfObjects<const T extends readonly [z.ZodObject, ...z.ZodObject[]]>(
  options: T,
): z.ZodUnion<T> {
  const keysOf = (option: z.ZodObject) => Object.keys(option.shape).sort().join(',');
  const keySets = options.map(keysOf);
  if (new Set(keySets).size !== keySets.length) throw new Error('Two options have the same keys');
  for (const option of options) {
    const optional = Object.entries(option.shape).filter(
      ([, field]) => (field as z.ZodType).safeParse(undefined).success,
    );
    if (optional.length > 0) throw new Error(`Optional key ${optional[0]?.[0]} in a union`);
  }
  const byKeysDescending = [...options].sort(
    (a, b) => Object.keys(b.shape).length - Object.keys(a.shape).length,
  );
  // The same options in another order: the union's type does not depend on it.
  return z.union(byKeysDescending) as unknown as z.ZodUnion<T>;
}
