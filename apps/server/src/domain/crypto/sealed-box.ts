import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * One way to keep a secret value sealed where it is stored (AES-256-GCM, a fresh IV each time,
 * the key derived with HKDF from a configured secret and the box's own purpose, so two boxes with
 * one secret never share a key). Used for SSO client secrets (domain/sso/secret-box.ts) and the
 * link tokens of mail jobs (domain/mail/sealed-token.ts).
 */

export type SealedBox = {
  seal(secret: string, plaintext: string): string;
  /** The plaintext, or null when the value was sealed with another secret or was altered. */
  open(secret: string, sealed: string): string | null;
};

/** `format` tags what is stored (`v1.iv.tag.body`), so a later scheme can be told apart. */
export function sealedBox(options: { purpose: string; format: string }): SealedBox {
  const keyOf = (secret: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'curriculum-planner', options.purpose, 32));
  return {
    seal(secret, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return [options.format, ...parts].join('.');
    },
    open(secret, sealed) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== options.format || !iv || !tag || body === undefined) return null;
      try {
        const key = keyOf(secret);
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
