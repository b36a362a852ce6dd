import type { CookieSerializeOptions } from '@fastify/cookie';

/** Name of the session cookie (see docs/foundation-brief.md). */
export const SESSION_COOKIE = 'sid';

export function sessionCookieOptions(secure: boolean, maxAgeMs: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}
