import { sealedBox } from '../crypto/sealed-box';

/*
 * Client secrets of single sign-on connections are stored sealed, with a key derived from
 * SSO_SECRET_KEY (or the session secret when that is not set): a copy of the database alone does
 * not give them away. Changing the key makes stored secrets unreadable; the administrator then
 * enters them again (docs/sso.md).
 */
const box = sealedBox({ purpose: 'sso client secret', format: 'v1' });

export const sealSecret = (secretKey: string, plaintext: string) => box.seal(secretKey, plaintext);
/** The plaintext, or null when the value was sealed with another key or was altered. */
export const openSecret = (secretKey: string, sealed: string) => box.open(secretKey, sealed);
