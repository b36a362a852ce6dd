import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { educationMessageKey } from '@/lib/education-messages';
import { fieldErrorsOf } from '@/lib/field-errors';

/**
 * The statuses this screen explains itself. 401 and 403 (not signed in, no license, no access)
 * stay with the generic handling (app/query-client.ts), which also shows their toast.
 */
export const HANDLED_STATUSES = [404, 409, 422, 500, 502, 503, 504] as const;

export function handledHere(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && (HANDLED_STATUSES as readonly number[]).includes(error.status)
  );
}

/**
 * What the server said, in the user's language: a refusal (409 `education_locked`, `conflict`)
 * carries an EDUCATION_MESSAGES text as `message`, bad data (422) one per field. Unknown texts
 * are shown as they are, so nothing the server says gets lost; null when it said nothing useful.
 */
export function serverMessage(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 422) {
    const first = Object.values(fieldErrorsOf(error, EDUCATION_MESSAGES))[0];
    if (first) return 'key' in first ? t(`educations.messages.${first.key}`) : first.text;
  }
  const key = educationMessageKey(error);
  return key ? t(`educations.messages.${key}`) : null;
}

/**
 * The failure toast of an action (SPEC §8): the server's reason when it gave one, else the
 * action's own failure text; bad data gets the separate "given data" title. Errors the generic
 * handling shows (401, 403, network) get no second toast. Returns the text for the form.
 */
export function notifyFailure(error: unknown, t: TFunction, fallback: string): string {
  const reason = serverMessage(error, t);
  const message = reason ?? fallback;
  if (handledHere(error)) {
    const invalid = error.status === 422;
    notifications.show({
      color: 'red',
      title: invalid ? t('educations.invalidData') : undefined,
      message,
      autoClose: error.status === 409 ? 10_000 : undefined,
    });
  }
  return message;
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** Done, but not all of it: stays a little longer than the default 5 s, to be read. */
export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: 10_000 });
}
