import { sealedBox } from '../crypto/sealed-box';

/*
 * The link token of an invitation or password reset travels to the mail job sealed (key derived
 * from SESSION_SECRET): the database keeps only its HMAC, and the job's row in the queue (kept by
 * pg-boss for days) must not give it away either. docs/jobs.md "E-mail".
 */
const box = sealedBox({ purpose: 'mail job token', format: 'm1' });

export const sealToken = (secret: string, token: string) => box.seal(secret, token);
/** The token, or null when it was sealed with another secret (SESSION_SECRET changed) or altered. */
export const openToken = (secret: string, sealed: string) => box.open(secret, sealed);
