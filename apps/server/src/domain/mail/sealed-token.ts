import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The link token of an invitation or password reset travels to the mail job sealed (AES-256-GCM
 * with a key derived from SESSION_SECRET): the database keeps only its HMAC, and the job's row in
 * the queue (kept by pg-boss for days) must not give it away either. docs/jobs.md "E-mail".
 */

const FORMAT = 'm1';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'curriculum-planner', 'mail job token', 32));
}

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [FORMAT, ...parts].join('.');
}

/** The token, or null when it was sealed with another secret (SESSION_SECRET changed) or altered. */
export function openToken(secret: string, sealed: string): string | null {
  const [format, iv, tag, body] = sealed.split('.');
  if (format !== FORMAT || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
