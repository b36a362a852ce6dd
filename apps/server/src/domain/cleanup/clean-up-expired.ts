import { lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  exports,
  invitations,
  notifications,
  passwordResets,
  ssoLoginStates,
  ssoPendingJoins,
  ssoPendingLinks,
} from '../../db/schema';
import { deleteDeadSessions } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { pruneAttempts } from '../throttle/attempts';

/**
 * Invitation and password-reset links are kept this long after their expiry date, so "who invited
 * whom, when" and "was a reset asked for" can still be answered for a month; after that the rows
 * only grow the tables. A used link needs no rule of its own: every link expires 7 days
 * (invitation) or an hour (reset) after it was sent, used or not.
 */
export const TOKEN_HISTORY_MS = 30 * 24 * 3_600_000;

export type CleanUpCounts = {
  sessions: number;
  loginAttempts: number;
  notifications: number;
  invitations: number;
  passwordResets: number;
  exports: number;
  /** Single sign-on attempts never returned from, and password links never confirmed. */
  ssoAttempts: number;
};

/**
 * Deletes what grows without bound: expired sessions (idle or absolute), throttled attempts past
 * their window (throttle/attempts.ts), expired notifications, and invitation and reset links that expired
 * more than TOKEN_HISTORY_MS ago, and expired exports with their files. Each delete is served by an index on the
 * timestamp it compares. Returns how many rows each table lost.
 */
export async function cleanUpExpired(options: {
  db: DbOrTx;
  now: Date;
  settings: Pick<AuthSettings, 'sessionIdleMs'>;
}): Promise<CleanUpCounts> {
  const { db, now, settings } = options;
  const historyCutoff = new Date(now.getTime() - TOKEN_HISTORY_MS);

  const deadSessions = await deleteDeadSessions({ db, now, settings });
  // The throttle only counts attempts inside their window; older ones never matter again.
  const oldAttempts = await pruneAttempts(db, now);
  // Listing shows only expires_at > now.
  const oldNotifications = await db
    .delete(notifications)
    .where(lte(notifications.expiresAt, now))
    .returning({ id: notifications.id });
  // Export files live EXPORT_FILE_LIFETIME_DAYS; the file and its notifications go with the row.
  const oldExports = await db
    .delete(exports)
    .where(lte(exports.expiresAt, now))
    .returning({ id: exports.id });
  const oldInvitations = await db
    .delete(invitations)
    .where(lt(invitations.expiresAt, historyCutoff))
    .returning({ id: invitations.id });
  const oldResets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, historyCutoff))
    .returning({ id: passwordResets.id });
  // These live minutes and are worth nothing after: no history is kept.
  const oldStates = await db
    .delete(ssoLoginStates)
    .where(lte(ssoLoginStates.expiresAt, now))
    .returning({ id: ssoLoginStates.stateHash });
  const oldLinks = await db
    .delete(ssoPendingLinks)
    .where(lte(ssoPendingLinks.expiresAt, now))
    .returning({ id: ssoPendingLinks.tokenHash });
  const oldJoins = await db
    .delete(ssoPendingJoins)
    .where(lte(ssoPendingJoins.expiresAt, now))
    .returning({ id: ssoPendingJoins.tokenHash });

  return {
    sessions: deadSessions,
    loginAttempts: oldAttempts,
    notifications: oldNotifications.length,
    invitations: oldInvitations.length,
    passwordResets: oldResets.length,
    exports: oldExports.length,
    ssoAttempts: oldStates.length + oldLinks.length + oldJoins.length,
  };
}
