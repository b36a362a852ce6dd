import { z } from 'zod';
import type { TMessageKey } from '../messages/keys';

/*
 * What a text field of the API may hold (issue 11). PostgreSQL refuses U+0000 in text (a 500
 * before this rule); the other control characters (C0 but tab, line feed and carriage return;
 * DEL; C1) and lone UTF-16 surrogates never belong in a school's texts and break documents and
 * exports. One rule for every field of every request: `forbiddenTextPaths` is applied to every
 * parsed request on the server (apps/server/src/http/parse.ts), and `textSchema` gives forms the
 * same rule per field.
 */
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_INVALID_CHARACTERS: TMessageKey = 'common.invalidCharacters';

export const hasForbiddenText = (text: string): boolean => FORBIDDEN_TEXT.test(text);

/** A string that follows the text rule (build further with .trim(), .max(), ...). */
export const textSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((text) => !hasForbiddenText(text), TEXT_INVALID_CHARACTERS);

/**
 * The paths of every string (and object key) in a parsed request that breaks the rule, e.g.
 * `[['title'], ['items', 2, 'name']]`. Deeper than `maxDepth` counts as broken too: no request
 * of this API nests that far, and a walk must not be a way to exhaust the stack.
 */
export function forbiddenTextPaths(value: unknown, maxDepth = 32): (string | number)[][] {
  const found: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (hasForbiddenText(node)) found.push(path);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (path.length >= maxDepth) {
      found.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (hasForbiddenText(key)) found.push([...path, key]);
      else walk(item, [...path, key]);
    }
  };
  walk(value, []);
  return found;
}
