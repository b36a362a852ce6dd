import { hashSessionId, newSessionId } from '../auth/session-ids';

/*
 * Invitation and password-reset tokens follow the session ids: 256 random bits in the link, only
 * an HMAC under the server secret in the database, so a leaked table cannot be turned into links.
 */
export const newToken = newSessionId;
export const hashToken = hashSessionId;
