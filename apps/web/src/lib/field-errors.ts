import { ApiError } from './api';

/**
 * The field errors of a 422 answer, with each known server text replaced by its translation key
 * (`messages` maps key -> the stable English text in @cp/contracts). Unknown texts are kept as
 * they are, so nothing the server says gets lost.
 */
export function fieldErrorsOf<K extends string>(
  error: unknown,
  messages: Record<K, string>,
): Record<string, { key: K } | { text: string }> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors as Record<string, string[]>;
  const result: Record<string, { key: K } | { text: string }> = {};
  const byText = new Map(Object.entries(messages).map(([key, text]) => [text, key as K]));
  for (const [field, texts] of Object.entries(errors)) {
    const text = texts[0];
    if (text === undefined) continue;
    const key = byText.get(text);
    result[field] = key === undefined ? { text } : { key };
  }
  return result;
}
