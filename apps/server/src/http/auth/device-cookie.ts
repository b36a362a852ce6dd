import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@cp/contracts';
import { DEVICE_ENTRY_MS } from '../../domain/throttle/device-cookie';

/*
 * The sign-in device cookie (domain/throttle/device-cookie.ts, decision 0020): set after a right
 * password, read by every check of an account's password (sign-in, a single sign-on link, the
 * own password change), all under `auth/`. httpOnly, and SameSite=Strict: only our own pages
 * send those requests.
 */
const DEVICE_COOKIE = 'sign_in_device';
const DEVICE_COOKIE_PATH = `${API_BASE}/auth`;
/** As long as its newest entry counts (half a year): a teacher who signs in now and then stays known. */
const DEVICE_COOKIE_SECONDS = DEVICE_ENTRY_MS / 1000;

export const deviceCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[DEVICE_COOKIE];

export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}
