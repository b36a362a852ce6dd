import type { z } from 'zod';
import { isMessageKey, type TMessageKey } from './keys';

/** Per field (`name`, `goal_ids.3`; `_` for the whole body) the keys of what is wrong. */
export type TFieldKeys = Record<string, TMessageKey[]>;

/**
 * The key of one zod issue: the contract's rules name their key as the message; a rule without
 * one (a plain `.max(200)`, a wrong type) gets the generic key of its kind. The server answers
 * with it and the web's forms check with it, so a value gets the same text either way.
 */
export function issueKey(issue: z.core.$ZodIssue): TMessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return 'common.tooLong';
    return issue.origin === 'array' || issue.origin === 'set'
      ? 'common.tooMany'
      : 'common.tooLarge';
  }
  if (issue.code === 'too_small') {
    const numeric =
      issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
    return numeric ? 'common.tooSmall' : 'common.required';
  }
  return 'common.invalid';
}

/** Per field the keys of a zod error's issues, in their order. */
export function fieldKeysOf(error: z.ZodError): TFieldKeys {
  const fields: TFieldKeys = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (fields[field] ??= []).push(issueKey(issue));
  }
  return fields;
}
