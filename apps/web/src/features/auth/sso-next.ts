import { isAppPath } from '@cp/contracts';

/** Where a signed-in user goes from the login page; the locations screen picks the location. */
export const AFTER_LOGIN = { to: '/locaties', state: { afterLogin: true } } as const;

/**
 * Where a sign-in goes without a `next` (the login page's `?next=`, set when a signed-out person
 * was sent there from a page of the app): the locations screen, which picks the location.
 */
export const DEFAULT_NEXT = AFTER_LOGIN.to;

/** A `next` from the address bar, if it is an app path (never another site). */
export function safeNext(value: string | null): string | null {
  if (value === null) return null;
  return isAppPath(value) ? value : null;
}

/** Where to go once signed in: like a password login, unless `next` is a deeper path. */
export function afterSignIn(next: string | null): {
  to: string;
  state?: { afterLogin: true };
} {
  if (next === null || next === AFTER_LOGIN.to || next === '/') return AFTER_LOGIN;
  return { to: next };
}
