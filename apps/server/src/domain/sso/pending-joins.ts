import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TSsoPendingJoin } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { invitations, locations, ssoConnections, ssoPendingJoins, users } from '../../db/schema';
import type { AuthSettings } from '../auth/settings';
import { fullNameSql } from '../users/person-name';
import { hashToken, newToken } from '../users/tokens';
import type { SsoIdentity } from './identity';

/*
 * Joining a school is the person's own choice (decision 0020). A single sign-on that would make
 * someone a member through an open invitation (a known identity whose account is not a member
 * there yet, or a verified address without any account) stops at `/surf?join=<token>`: the page
 * names the school and who invited, and only "Join" (accept-join.ts) uses the invitation up and
 * signs in; "Not now" forgets the step. The sign-in's start is a plain link anyone can send, and
 * a person signed in at their provider passes through it without a click, so that link alone
 * must never change a membership.
 *
 * The token is 256 random bits, stored as an HMAC, used once, valid for 10 minutes and bound to
 * the browser that signed in (the HMAC of a cookie of its own): the token travels in the address
 * bar, and "Join" starts a session.
 */

const JOIN_TTL_MS = 10 * 60_000;

export async function createPendingJoin(options: {
  db: DbOrTx;
  settings: AuthSettings;
  connectionId: number;
  invitationId: number;
  /** The existing account that joins; null: the invitation becomes a new account. */
  userId: number | null;
  identity: SsoIdentity & { email: string };
  nextPath: string | null;
  now: Date;
}): Promise<{ token: string; browserToken: string }> {
  const { db, settings, identity, now } = options;
  const token = newToken();
  const browserToken = newToken();
  await db.insert(ssoPendingJoins).values({
    tokenHash: hashToken(settings.sessionSecret, token),
    browserHash: hashToken(settings.sessionSecret, browserToken),
    connectionId: options.connectionId,
    invitationId: options.invitationId,
    userId: options.userId,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    nextPath: options.nextPath,
    expiresAt: new Date(now.getTime() + JOIN_TTL_MS),
  });
  return { token, browserToken };
}

/** The token and the browser's cookie as they arrived; either may be missing. */
export type JoinKey = { token: string; browserToken: string | undefined };

/** Where a join step is found: its token, this browser, not expired. */
export function joinWhere(settings: AuthSettings, key: JoinKey, now: Date) {
  return and(
    eq(ssoPendingJoins.tokenHash, hashToken(settings.sessionSecret, key.token)),
    eq(ssoPendingJoins.browserHash, hashToken(settings.sessionSecret, key.browserToken ?? '')),
    gt(ssoPendingJoins.expiresAt, now),
  );
}

const inviter = alias(users, 'inviter');

/**
 * What the join page shows; 'gone' for an unknown, used or expired step or another browser,
 * 'invitation_gone' when the invitation was withdrawn, used or expired meanwhile.
 */
export async function pendingJoin(options: {
  db: DbOrTx;
  settings: AuthSettings;
  key: JoinKey;
  now: Date;
}): Promise<TSsoPendingJoin | 'gone' | 'invitation_gone'> {
  const { db, settings, key, now } = options;
  if (!key.browserToken) return 'gone';
  const [row] = await db
    .select({
      provider: ssoConnections.provider,
      locationTitle: locations.title,
      email: ssoPendingJoins.email,
      userId: ssoPendingJoins.userId,
      acceptedAt: invitations.acceptedAt,
      invitationExpiresAt: invitations.expiresAt,
      invitedBy: fullNameSql(inviter),
      inviterId: inviter.id,
    })
    .from(ssoPendingJoins)
    .innerJoin(ssoConnections, eq(ssoConnections.id, ssoPendingJoins.connectionId))
    .innerJoin(locations, eq(locations.id, ssoConnections.locationId))
    .innerJoin(invitations, eq(invitations.id, ssoPendingJoins.invitationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(joinWhere(settings, key, now))
    .limit(1);
  if (!row) return 'gone';
  if (row.acceptedAt !== null || row.invitationExpiresAt <= now) return 'invitation_gone';
  return {
    provider: row.provider,
    location_title: row.locationTitle,
    invited_by: row.inviterId === null ? null : row.invitedBy,
    email: row.email,
    new_account: row.userId === null,
    invitation_expires_at: row.invitationExpiresAt.toISOString(),
  };
}

/** "Not now": forgets the step, joining nothing; false when there was none (404). */
export async function declineJoin(options: {
  db: DbOrTx;
  settings: AuthSettings;
  key: JoinKey;
  now: Date;
}): Promise<boolean> {
  const { db, settings, key, now } = options;
  if (!key.browserToken) return false;
  const removed = await db
    .delete(ssoPendingJoins)
    .where(joinWhere(settings, key, now))
    .returning({ tokenHash: ssoPendingJoins.tokenHash });
  return removed.length > 0;
}
