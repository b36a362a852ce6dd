import { useState } from 'react';

/**
 * Whether two form values are the same: strings, numbers, booleans, null, and arrays and plain
 * objects of them, compared by content. A form is "dirty" (has unsaved changes) when its values
 * are not the same as those it started with.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValues(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameValues(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether a form's `values` differ from those of its first render (what it opened with): the
 * form's "dirty" flag for components/FormModal.tsx and useUnsavedClose.
 */
export function useChangedSinceOpened(values: object): boolean {
  // The lazy initialiser runs once: the first render's values are kept.
  const [initial] = useState(() => values);
  return !sameValues(initial, values);
}
