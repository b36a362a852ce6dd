import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n';
import { ApiError } from './api';
import { fieldErrorsOf, refusalText, type TMessageOptions } from './server-messages';

export type TRefusalOptions = TMessageOptions & {
  /**
   * The statuses the screen explains itself (its mutation's `handlesStatus`): only those get this
   * toast, the generic handling (app/query-client.ts) shows the others. Without it every failure
   * but 401 and 403 gets it (those keep only the generic toast).
   */
  handles?: readonly number[];
  /** The toast's title; by default "the data you have provided is incorrect" for a 422. */
  title?: string | null;
  /** The text of a 422 instead of `fallback`, for a form that shows the fields' texts itself. */
  invalid?: string;
};

/**
 * Why the server refused, in the user's language: its specific reason (`refusalText`), else
 * (422) the text of the first field; undefined when it said nothing specific.
 */
export function refusalReason(error: unknown, options: TMessageOptions = {}): string | undefined {
  return refusalText(error, options) ?? Object.values(fieldErrorsOf(error, options))[0];
}

/**
 * The failure toast of a change (docs/foundation-brief.md "The shell"): the server's specific
 * reason (a locked education, a design the user may not change), else `fallback` (pass
 * `refusalReason(error) ?? text` to name a 422's field too); a 409 stays a little longer, to be
 * read. Returns the text, for a form that shows it too.
 */
export function notifyRefusal(
  error: unknown,
  fallback: string,
  options: TRefusalOptions = {},
): string {
  const { handles, title, invalid, ...messageOptions } = options;
  const status = error instanceof ApiError ? error.status : undefined;
  const message =
    refusalText(error, messageOptions) ?? (status === 422 ? invalid : undefined) ?? fallback;
  const shown = handles
    ? status !== undefined && handles.includes(status)
    : status !== 401 && status !== 403;
  if (shown) {
    notifications.show({
      color: 'red',
      title:
        title === undefined
          ? status === 422
            ? i18n.t('educations.invalidData')
            : undefined
          : (title ?? undefined),
      message,
      autoClose: status === 409 ? 10_000 : undefined,
    });
  }
  return message;
}
