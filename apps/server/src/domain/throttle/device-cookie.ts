import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 0020).
 * After a right password the browser gets a cookie that says "this device signed in to this
 * address before". A sign-in attempt that carries one for the address it tries is counted per
 * device, apart from the address's other attempts and from its IP's, so a pupil's failures (or a
 * guesser elsewhere) cannot lock a teacher out on their own computer. It proves nothing about the
 * password: the attempt still needs the right one, and a device gets its own 5 tries a minute.
 *
 * One cookie keeps an entry for each of the last few addresses that signed in on the device
 * (a shared computer in a staff room): `<nonce>.<expiry>.<mac>` joined by `~`, the mac an HMAC
 * over the address, the nonce and the expiry, so the cookie holds no address, cannot be made for
 * another one and stops counting at its expiry. Nothing is stored on the server; the nonce is
 * the device's key in the throttle.
 */

/** Addresses remembered per device; the oldest entry goes first. */
const MAX_ENTRIES = 5;
/** How long an entry counts; a sign-in renews it. The cookie lives as long (http/auth). */
export const DEVICE_ENTRY_MS = 180 * 24 * 60 * 60_000;
const ENTRY = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;
/** Longer than any real cookie of ours: a bigger value is not read at all. */
const MAX_COOKIE_LENGTH = 1024;

type Entry = { nonce: string; expires: string; mac: string };

const macOf = (secret: string, email: string, nonce: string, expires: string) =>
  createHmac('sha256', secret)
    .update(`sign-in-device\0${email}\0${nonce}\0${expires}`)
    .digest('base64url');

function entries(cookie: string | undefined): Entry[] {
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
  return cookie.split('~').flatMap((text) => {
    const match = ENTRY.exec(text);
    return match?.[1] && match[2] && match[3]
      ? [{ nonce: match[1], expires: match[2], mac: match[3] }]
      : [];
  });
}

function isFor(entry: Entry, email: string, secret: string): boolean {
  const expected = Buffer.from(macOf(secret, email, entry.nonce, entry.expires));
  const given = Buffer.from(entry.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const live = (entry: Entry, now: Date) => parseInt(entry.expires, 36) > now.getTime();

/** The device's id when the cookie holds a valid, unexpired entry for this address, else null. */
export function deviceOf(
  cookie: string | undefined,
  email: string,
  secret: string,
  now: Date,
): string | null {
  const found = entries(cookie).find((entry) => live(entry, now) && isFor(entry, email, secret));
  return found?.nonce ?? null;
}

/**
 * The cookie after a right password for `email`: a fresh entry for it first, the live entries of
 * other addresses after it (at most MAX_ENTRIES in all).
 */
export function withDevice(
  cookie: string | undefined,
  email: string,
  secret: string,
  now: Date,
): string {
  const nonce = randomBytes(16).toString('base64url');
  const expires = (now.getTime() + DEVICE_ENTRY_MS).toString(36);
  const others = entries(cookie)
    .filter((entry) => live(entry, now) && !isFor(entry, email, secret))
    .map((entry) => `${entry.nonce}.${entry.expires}.${entry.mac}`);
  const own = `${nonce}.${expires}.${macOf(secret, email, nonce, expires)}`;
  return [own, ...others].slice(0, MAX_ENTRIES).join('~');
}
