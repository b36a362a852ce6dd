import { notifications } from '@mantine/notifications';

/**
 * The statuses this screen explains itself (its mutations' `handlesStatus`; the failure toasts
 * are `notifyRefusal` of lib/notify-refusal.ts). 401 and 403 (not signed in, no license, no
 * access) stay with the generic handling (app/query-client.ts), which also shows their toast.
 */
export const HANDLED_STATUSES = [404, 409, 422, 500, 502, 503, 504] as const;

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** Done, but not all of it: stays a little longer than the default 5 s, to be read. */
export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: 10_000 });
}
