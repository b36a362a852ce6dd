import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Client secrets of single sign-on connections are stored sealed (AES-256-GCM), with a key
 * derived from SSO_SECRET_KEY (or the session secret when that is not set): a copy of the
 * database alone does not give them away. Changing the key makes stored secrets unreadable; the
 * administrator then enters them again (docs/sso.md).
 */

const FORMAT = 'v1';

function keyOf(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'curriculum-planner', 'sso client secret', 32));
}

export function sealSecret(secretKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [FORMAT, ...parts].join('.');
}

/** The plaintext, or null when the value was sealed with another key or was altered. */
export function openSecret(secretKey: string, sealed: string): string | null {
  const [format, iv, tag, body] = sealed.split('.');
  if (format !== FORMAT || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(secretKey),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
