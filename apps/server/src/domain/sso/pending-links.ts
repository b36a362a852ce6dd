import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TSsoPendingLink } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import {
  externalIdentities,
  invitations,
  locations,
  memberships,
  ssoConnections,
  ssoPendingLinks,
  users,
} from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { createSession, deleteSessionById } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { claimLoginAttempt } from '../throttle/login';
import { fullNameSql } from '../users/person-name';
import { hashToken, newToken } from '../users/tokens';
import { claimInvitation, openInvitation } from '../invitations/claim-invitation';
import { identityKey, type SsoIdentity } from './identity';

/*
 * An unknown identity whose e-mail is an existing account's: the person proves the account is
 * theirs with its password once (`/surf?link=<token>`), and from then on the identity signs in.
 * The token is 256 random bits, stored as an HMAC, single use and valid for 15 minutes.
 */

const LINK_TTL_MS = 15 * 60_000;

export async function createPendingLink(options: {
  db: DbOrTx;
  settings: AuthSettings;
  connectionId: number;
  userId: number;
  identity: SsoIdentity;
  nextPath: string | null;
  now: Date;
}): Promise<string> {
  const { db, settings, identity, now } = options;
  const token = newToken();
  await db.insert(ssoPendingLinks).values({
    tokenHash: hashToken(settings.sessionSecret, token),
    connectionId: options.connectionId,
    userId: options.userId,
    issuer: identity.issuer,
    subject: identity.subject,
    nextPath: options.nextPath,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  return token;
}

async function findLink(db: DbOrTx, settings: AuthSettings, token: string, now: Date) {
  const [row] = await db
    .select({
      link: ssoPendingLinks,
      provider: ssoConnections.provider,
      locationId: ssoConnections.locationId,
      locationTitle: locations.title,
      email: users.email,
      passwordHash: users.passwordHash,
      activated: users.activated,
    })
    .from(ssoPendingLinks)
    .innerJoin(ssoConnections, eq(ssoConnections.id, ssoPendingLinks.connectionId))
    .innerJoin(locations, eq(locations.id, ssoConnections.locationId))
    .innerJoin(users, eq(users.id, ssoPendingLinks.userId))
    .where(
      and(
        eq(ssoPendingLinks.tokenHash, hashToken(settings.sessionSecret, token)),
        gt(ssoPendingLinks.expiresAt, now),
      ),
    );
  return row ?? null;
}

const inviter = alias(users, 'inviter');

/**
 * What the confirm page shows, or null for an unknown or expired link. `joins` when the account
 * is no member of the location yet: confirming accepts its invitation, and the page says so
 * (joining a school is the person's own choice, decision 0020).
 */
export async function pendingLink(options: {
  db: DbOrTx;
  settings: AuthSettings;
  token: string;
  now: Date;
}): Promise<TSsoPendingLink | null> {
  const { db, now } = options;
  const row = await findLink(db, options.settings, options.token, now);
  if (!row) return null;
  const [member] = await db
    .select({ active: memberships.active })
    .from(memberships)
    .where(
      and(eq(memberships.userId, row.link.userId), eq(memberships.locationId, row.locationId)),
    );
  let joins: TSsoPendingLink['joins'] = null;
  if (!member) {
    const [invitation] = await db
      .select({ invitedBy: fullNameSql(inviter), inviterId: inviter.id })
      .from(invitations)
      .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
      .where(
        and(
          eq(invitations.locationId, row.locationId),
          eq(invitations.email, row.email),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .limit(1);
    if (invitation) {
      joins = { invited_by: invitation.inviterId === null ? null : invitation.invitedBy };
    }
  }
  return { provider: row.provider, email: row.email, location_title: row.locationTitle, joins };
}

export type ConfirmResult =
  | { status: 'linked'; userId: number; sessionId: string; expiresAt: Date; next: string | null }
  | { status: 'gone' }
  | { status: 'wrong_password' }
  | { status: 'throttled'; retryAfterSeconds: number };

/**
 * Checks the password (throttled like a sign-in of that address), then in one transaction uses
 * the link up, links the identity (never to a second account: the unique key), accepts an open
 * invitation of the location if there is one, and starts the session.
 */
export async function confirmLink(options: {
  db: Db;
  settings: AuthSettings;
  token: string;
  password: string;
  ip: string;
  /** The browser's sign-in device cookie (domain/throttle/device-cookie.ts). */
  deviceCookie: string | undefined;
  previousSessionId: string | undefined;
  now: Date;
}): Promise<ConfirmResult> {
  const { db, settings, token, password, ip, deviceCookie, now } = options;
  const row = await findLink(db, settings, token, now);
  if (!row) return { status: 'gone' };
  const claim = await claimLoginAttempt({
    db,
    email: row.email,
    ip,
    deviceCookie,
    now,
    settings,
  });
  if (claim.throttled) return { status: 'throttled', retryAfterSeconds: claim.retryAfterSeconds };
  const ok = row.passwordHash ? await verifyPassword(row.passwordHash, password) : false;
  if (!ok || !row.activated) {
    await claim.failed();
    return { status: 'wrong_password' };
  }
  await claim.succeeded();
  const { link } = row;
  const invitation = await openInvitation(db, row.locationId, row.email, now);
  const result = await db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(ssoPendingLinks)
      .where(eq(ssoPendingLinks.tokenHash, link.tokenHash))
      .returning({ userId: ssoPendingLinks.userId });
    if (!taken) return null;
    if (invitation) await claimInvitation(tx, invitation, link.userId, row.locationId, now);
    const [member] = await tx
      .select({ active: memberships.active })
      .from(memberships)
      .where(and(eq(memberships.userId, link.userId), eq(memberships.locationId, row.locationId)));
    if (!member?.active) return null;
    const inserted = await tx
      .insert(externalIdentities)
      .values({
        userId: link.userId,
        provider: row.provider,
        issuer: link.issuer,
        subject: link.subject,
        createdAt: now,
        lastLoginAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: externalIdentities.userId });
    if (inserted.length === 0) {
      // Linked meanwhile (another tab): fine if to this account, never to a second one.
      const [existing] = await tx
        .select({ userId: externalIdentities.userId })
        .from(externalIdentities)
        .where(identityKey({ provider: row.provider, ...link }));
      if (existing?.userId !== link.userId) return null;
    }
    if (options.previousSessionId) {
      await deleteSessionById(tx, settings.sessionSecret, options.previousSessionId);
    }
    const session = await createSession({
      db: tx,
      userId: link.userId,
      now,
      settings,
      ssoConnectionId: link.connectionId,
    });
    return { userId: link.userId, ...session };
  });
  if (!result) return { status: 'gone' };
  return { status: 'linked', next: link.nextPath, ...result };
}
