import { useEffect } from 'react';
import type { z } from 'zod';
import {
  defaultNames,
  fieldKeysOf,
  isMessageKey,
  LANGUAGES,
  termWords,
  type TMessageKey,
  type TMessageParams,
  type TTermWords,
} from '@cp/contracts';
import { i18n } from '@/i18n';
import { ApiError } from './api';
import { useTerms } from './use-terms';

/*
 * The one place the web turns the server's message keys into text (docs/errors.md). The API
 * answers `key` (the refusal) and `keys` (per field); the texts are the catalogue of
 * @cp/contracts/messages, loaded as the i18n namespace `messages`. Placeholders are the school's
 * renamable terms (those the shell hands over, useMessageTerms; the language's default names on
 * the public pages).
 */

export type TMessageOptions = { terms?: TTermWords; params?: TMessageParams };

/** The school's words for the context shown now, handed over by the shell (useMessageTerms). */
let shownTerms: TTermWords | undefined;

/**
 * Makes every message use the school's words of the context shown now, so no caller has to pass
 * `useTerms()` itself (call once, in the signed-in shell). Messages are made on a refusal or a
 * submit, after the shell's effect ran; the words are forgotten when the shell goes (the public
 * pages use the default names).
 */
export function useMessageTerms(): void {
  const terms = useTerms();
  useEffect(() => {
    shownTerms = terms;
    return () => {
      shownTerms = undefined;
    };
  }, [terms]);
}

function termsOf(terms: TTermWords | undefined): TTermWords {
  if (terms) return terms;
  if (shownTerms) return shownTerms;
  const language = LANGUAGES.find((candidate) => candidate === i18n.language) ?? 'nl';
  return termWords(defaultNames(language));
}

/** The text of a message key in the interface language. */
export function messageText(key: TMessageKey, options: TMessageOptions = {}): string {
  // i18next's typed keys do not follow a key held in a variable; the catalogue's type checks it.
  const translate = i18n.t as (key: string, options: Record<string, unknown>) => string;
  return translate(key, { ns: 'messages', ...termsOf(options.terms), ...options.params });
}

function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
}

/** The message key of a refused request (`key` of the answer), if it names one. */
export function errorKeyOf(error: unknown): TMessageKey | undefined {
  const key = errorBody(error)?.key;
  return typeof key === 'string' && isMessageKey(key) ? key : undefined;
}

/**
 * The text of a refusal that says something specific (a locked education, a name in use, a last
 * admin), or undefined for the generic ones (`common.*`: no access, invalid data, not found),
 * where the screen's own text in its context says more.
 */
export function refusalText(error: unknown, options: TMessageOptions = {}): string | undefined {
  const key = errorKeyOf(error);
  if (!key || key.startsWith('common.')) return undefined;
  const params = errorBody(error)?.params as TMessageParams | undefined;
  return messageText(key, { ...options, params: { ...params, ...options.params } });
}

/** The fields' first keys, as texts: what a form shows at each field. */
function textsOf(keys: Record<string, TMessageKey[]>, options: TMessageOptions) {
  const texts: Record<string, string> = {};
  for (const [field, fieldKeys] of Object.entries(keys)) {
    const first = fieldKeys[0];
    if (first !== undefined) texts[field] = messageText(first, options);
  }
  return texts;
}

/** The first key of one field of a 422 answer (`keys`), to tell one refusal from another. */
export function fieldKeyOf(error: unknown, field: string): TMessageKey | undefined {
  return answerKeysOf(error)[field]?.[0];
}

/** The known keys per field of a 422 answer (`keys`). */
function answerKeysOf(error: unknown): Record<string, TMessageKey[]> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const keys = errorBody(error)?.keys;
  if (typeof keys !== 'object' || keys === null) return {};
  const known: Record<string, TMessageKey[]> = {};
  for (const [field, values] of Object.entries(keys as Record<string, unknown>)) {
    if (Array.isArray(values)) known[field] = values.filter((value) => isMessageKey(String(value)));
  }
  return known;
}

/** The field errors of a 422 answer (`keys`), per field (`name`, `goal_ids.3`), as texts. */
export function fieldErrorsOf(
  error: unknown,
  options: TMessageOptions = {},
): Record<string, string> {
  return textsOf(answerKeysOf(error), options);
}

/** Every field error of a 422 answer per field, as texts (a password's broken rules each). */
export function allFieldErrorsOf(
  error: unknown,
  options: TMessageOptions = {},
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(answerKeysOf(error)).map(([field, keys]) => [
      field,
      keys.map((key) => messageText(key, options)),
    ]),
  );
}

/**
 * Every message per field of `input` by the contract's schema (each broken password rule), as
 * texts; empty when it passes (components/form/use-schema-form.ts).
 */
export function schemaErrorLists(
  schema: z.ZodType,
  input: unknown,
  options: TMessageOptions = {},
): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldKeysOf(result.error)).map(([field, keys]) => [
      field,
      keys.map((key) => messageText(key, options)),
    ]),
  );
}
