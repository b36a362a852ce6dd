import { EDUCATION_MESSAGES } from '@cp/contracts';
import { ApiError } from './api';

export type TEducationMessageKey = keyof typeof EDUCATION_MESSAGES;

const KEY_BY_TEXT = new Map<string, TEducationMessageKey>(
  Object.entries(EDUCATION_MESSAGES).map(([key, text]) => [text, key as TEducationMessageKey]),
);

/** Error codes of 409/403 answers that stand for one message whatever the text says. */
const KEY_BY_CODE: Record<string, TEducationMessageKey> = {
  license_limit: 'licenseLimit',
  education_locked: 'locked',
  design_restricted: 'designRestricted',
};

/**
 * The translation key (`educations.messages.<key>`) of a refused education request (409, 403):
 * the server answers a stable English text of EDUCATION_MESSAGES, the screens show it in the
 * user's language. Null when the answer is not one of them (the screen then uses its own text).
 * 422 field errors go through `fieldErrorsOf` instead.
 */
export function educationMessageKey(error: unknown): TEducationMessageKey | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const key = typeof body.message === 'string' ? KEY_BY_TEXT.get(body.message) : undefined;
    if (key) return key;
  }
  const code = error.code;
  return code ? (KEY_BY_CODE[code] ?? null) : null;
}
