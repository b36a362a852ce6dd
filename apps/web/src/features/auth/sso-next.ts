import { ZSsoNextPathSchema } from '@cp/contracts';

/** Where a signed-in user goes from the login page; the locations screen picks the location. */
export const AFTER_LOGIN = { to: '/locaties', state: { afterLogin: true } } as const;

/**
 * The app has no "back to where you were" after signing in: everyone starts at the locations
 * screen, which picks the location (AFTER_LOGIN). That is the `next` a sign-in starts with.
 */
export const DEFAULT_NEXT = AFTER_LOGIN.to;

/** A `next` from the address bar, if it is an app path (never another site). */
export function safeNext(value: string | null): string | null {
  if (value === null) return null;
  return ZSsoNextPathSchema.safeParse(value).success ? value : null;
}

/** Where to go once signed in: like a password login, unless `next` is a deeper path. */
export function afterSignIn(next: string | null): {
  to: string;
  state?: { afterLogin: true };
} {
  if (next === null || next === AFTER_LOGIN.to || next === '/') return AFTER_LOGIN;
  return { to: next };
}
