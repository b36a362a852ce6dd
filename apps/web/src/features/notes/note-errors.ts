import { EDUCATION_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { educationMessageKey, type TEducationMessageKey } from '@/lib/education-messages';
import { fieldErrorsOf } from '@/lib/field-errors';

export type TNoteField = 'note_type_id' | 'text' | 'files';

/** A key of `educations.messages` (server texts), or a server text we do not know. */
export type TFieldMessage = { key: TEducationMessageKey } | { text: string };

/** What a refused save says: per field, and in the toast (a key of either block). */
export interface TNoteFailure {
  fields: Partial<Record<TNoteField, TFieldMessage>>;
  toast:
    | { message: TEducationMessageKey }
    | {
        notes: 'addInvalid' | 'saveInvalid' | 'gone' | 'addFailed' | 'saveFailed';
      }
    | { uploads: 'busy' };
}

/**
 * 413 is the server's "too large" (SPEC §8: 'The files are too large to add'), 422 names the
 * fields; 403 on a note is "not your note". Everything else is a plain failure toast.
 */
export function noteFailure(error: unknown, mode: 'add' | 'save'): TNoteFailure {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 413) {
    return { fields: { files: { key: 'filesTooLarge' } }, toast: { message: 'filesTooLarge' } };
  }
  // Two uploads of this person are still running (the server's limit per person).
  if (status === 429) return { fields: {}, toast: { uploads: 'busy' } };
  if (status === 422 || status === 415) {
    const found = fieldErrorsOf(error, EDUCATION_MESSAGES);
    const fields: TNoteFailure['fields'] = {};
    for (const field of ['note_type_id', 'text', 'files'] as const) {
      const message = found[field];
      if (message) fields[field] = message;
    }
    return { fields, toast: { notes: mode === 'add' ? 'addInvalid' : 'saveInvalid' } };
  }
  if (status === 404 && mode === 'save') return { fields: {}, toast: { notes: 'gone' } };
  const key = educationMessageKey(error);
  if (key) return { fields: {}, toast: { message: key } };
  return { fields: {}, toast: { notes: mode === 'add' ? 'addFailed' : 'saveFailed' } };
}
