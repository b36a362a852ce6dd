import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value of the `sid` cookie. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only the HMAC is stored: someone who reads the sessions table cannot use its rows as cookies,
 * and without the secret cannot even test a guessed id offline.
 */
export function hashSessionId(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(sessionId).digest('base64url');
}
