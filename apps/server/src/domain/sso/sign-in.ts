import { and, eq, gt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { TSsoErrorCode, TSsoProvider } from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  externalIdentities,
  memberships,
  ssoConnections,
  ssoLoginStates,
  users,
} from '../../db/schema';
import { createSession, deleteExpiredSessions, deleteSessionById } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { hashToken, newToken } from '../users/tokens';
import { connectionForStart, withSecret, type StartConnection } from './sign-in-connection';
import { identityFromClaims, identityKey, organisationAllowed, type SsoIdentity } from './identity';
import { openInvitation, type OpenInvitation } from '../invitations/claim-invitation';
import { SsoFailure, type OidcClients } from './oidc-client';
import { createPendingJoin } from './pending-joins';
import { createPendingLink } from './pending-links';

/*
 * The single sign-on flow (docs/sso.md). Start: a state row (hash of `state`, bound to this
 * browser by a cookie, PKCE verifier, nonce, where to go next) and the provider's URL. Return:
 * the row is taken (once), openid-client validates the answer, the identity is checked against
 * the location's allowed organisations and resolved to an account; the session is the same as a
 * password sign-in's.
 */

const STATE_TTL_MS = 10 * 60_000;

export type SsoFlowDeps = {
  db: Db;
  oidc: OidcClients;
  settings: AuthSettings;
  secretKey: string;
  redirectUri: string;
  now: Date;
};

export type StartResult =
  { kind: 'redirect'; url: URL; browserToken: string } | { kind: 'error'; code: TSsoErrorCode };

export async function startSignIn(
  deps: SsoFlowDeps,
  request: { provider: TSsoProvider; domain: string | undefined; next: string | undefined },
): Promise<StartResult> {
  const { db, oidc, settings, secretKey, redirectUri, now } = deps;
  const connection = await connectionForStart({ db, secretKey, ...request });
  if (typeof connection === 'string') return { kind: 'error', code: connection };
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  let url: URL;
  try {
    url = await oidc.authorizationUrl(keyOf(connection), {
      redirectUri,
      state,
      nonce,
      codeVerifier,
    });
  } catch (error) {
    if (error instanceof SsoFailure) return { kind: 'error', code: error.code };
    throw error;
  }
  const browserToken = newToken();
  await db.insert(ssoLoginStates).values({
    stateHash: hashToken(settings.sessionSecret, state),
    browserHash: hashToken(settings.sessionSecret, browserToken),
    connectionId: connection.id,
    codeVerifier,
    nonce,
    nextPath: request.next ?? null,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { kind: 'redirect', url, browserToken };
}

export type FinishResult =
  | { kind: 'session'; userId: number; sessionId: string; expiresAt: Date; next: string | null }
  | { kind: 'link'; token: string; next: string | null }
  /** The person chooses whether to join (pending-joins.ts); `browserToken` goes in a cookie. */
  | { kind: 'join'; token: string; browserToken: string; next: string | null }
  | { kind: 'error'; code: TSsoErrorCode; provider?: TSsoProvider };

export async function finishSignIn(
  deps: SsoFlowDeps,
  request: {
    callbackUrl: URL;
    browserToken: string | undefined;
    previousSessionId: string | undefined;
  },
): Promise<FinishResult> {
  const { db, oidc, settings, secretKey, now } = deps;
  const state = request.callbackUrl.searchParams.get('state');
  if (!state || !request.browserToken) return { kind: 'error', code: 'state' };
  // Taken once: a second return with the same state (a replay, a double click) finds nothing.
  const [attempt] = await db
    .delete(ssoLoginStates)
    .where(
      and(
        eq(ssoLoginStates.stateHash, hashToken(settings.sessionSecret, state)),
        eq(ssoLoginStates.browserHash, hashToken(settings.sessionSecret, request.browserToken)),
        gt(ssoLoginStates.expiresAt, now),
      ),
    )
    .returning();
  if (!attempt) return { kind: 'error', code: 'state' };
  const [row] = await db
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.id, attempt.connectionId), eq(ssoConnections.enabled, true)));
  if (!row) return { kind: 'error', code: 'unknown_school' };
  const provider = row.provider;
  // A secret sealed under another key (SSO_SECRET_KEY changed) cannot be sent: a provider error.
  const connection = withSecret(row, secretKey);
  if (!connection) return { kind: 'error', code: 'provider_error', provider };

  let identity: SsoIdentity | null;
  try {
    const claims = await oidc.claims(keyOf(connection), request.callbackUrl, {
      state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
    });
    identity = identityFromClaims(connection.provider, claims);
  } catch (error) {
    if (error instanceof SsoFailure) return { kind: 'error', code: error.code, provider };
    throw error;
  }
  if (!identity) return { kind: 'error', code: 'invalid_token', provider };
  if (!organisationAllowed(identity, connection.allowedOrganisations)) {
    return { kind: 'error', code: 'organisation_not_allowed', provider };
  }

  const account = await resolveAccount(db, connection, identity, now);
  if (account.kind === 'error') return { ...account, provider };
  if (account.kind === 'confirm') {
    const token = await createPendingLink({
      db,
      settings,
      connectionId: connection.id,
      userId: account.userId,
      identity,
      nextPath: attempt.nextPath,
      now,
    });
    return { kind: 'link', token, next: attempt.nextPath };
  }
  if (account.kind === 'join') {
    const join = await createPendingJoin({
      db,
      settings,
      connectionId: connection.id,
      invitationId: account.invitation.id,
      userId: account.userId,
      identity: { ...identity, email: account.email },
      nextPath: attempt.nextPath,
      now,
    });
    return { kind: 'join', ...join, next: attempt.nextPath };
  }
  if (request.previousSessionId) {
    await deleteSessionById(db, settings.sessionSecret, request.previousSessionId);
  }
  await deleteExpiredSessions({ db, userId: account.userId, now, settings });
  const session = await createSession({
    db,
    userId: account.userId,
    now,
    settings,
    ssoConnectionId: connection.id,
  });
  return { kind: 'session', userId: account.userId, next: attempt.nextPath, ...session };
}

const keyOf = (connection: StartConnection) => ({
  provider: connection.provider,
  clientId: connection.clientId,
  clientSecret: connection.clientSecret,
});

type AccountResult =
  | { kind: 'signed_in'; userId: number }
  | { kind: 'confirm'; userId: number }
  /** An open invitation would make a member: the person chooses (userId null: a new account). */
  | { kind: 'join'; invitation: OpenInvitation; userId: number | null; email: string }
  | { kind: 'error'; code: TSsoErrorCode };

/**
 * Known identity: its account, if that may work at the location; not a member there but invited,
 * the person chooses whether to join. Unknown: an open invitation of the location for a verified
 * e-mail without an account may become the account (the person chooses too); an existing account
 * of that e-mail (member, or invited here) must be confirmed with its password; otherwise the
 * person asks an administrator. Never linked silently on an unverified e-mail, and never a member
 * of a school without the person's own choice (decision 0020).
 */
async function resolveAccount(
  db: Db,
  connection: StartConnection,
  identity: SsoIdentity,
  now: Date,
): Promise<AccountResult> {
  const locationId = connection.locationId;
  const [known] = await db
    .select({
      id: externalIdentities.id,
      userId: users.id,
      email: users.email,
      activated: users.activated,
      membershipActive: memberships.active,
    })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.locationId, locationId)),
    )
    .where(identityKey(identity));
  if (known) {
    if (!known.activated || known.membershipActive === false)
      return { kind: 'error', code: 'disabled' };
    if (known.membershipActive === null) {
      // Known as another school's person: welcome only with an invitation of this one, and only
      // if they choose to join it.
      const invitation = await openInvitation(db, locationId, known.email, now);
      if (!invitation) return { kind: 'error', code: 'not_linked' };
      return { kind: 'join', invitation, userId: known.userId, email: known.email };
    }
    await db
      .update(externalIdentities)
      .set({ lastLoginAt: now })
      .where(eq(externalIdentities.id, known.id));
    return { kind: 'signed_in', userId: known.userId };
  }
  if (!identity.email) return { kind: 'error', code: 'not_linked' };

  const [account] = await db
    .select({
      id: users.id,
      activated: users.activated,
      hasPassword: users.passwordHash,
      membershipActive: memberships.active,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.locationId, locationId)),
    )
    .where(eq(users.email, identity.email));
  const invitation = await openInvitation(db, locationId, identity.email, now);
  if (account) {
    if (!account.activated || account.membershipActive === false) {
      return { kind: 'error', code: 'disabled' };
    }
    const belongs = account.membershipActive === true || invitation !== null;
    if (!belongs || !account.hasPassword) return { kind: 'error', code: 'not_linked' };
    return { kind: 'confirm', userId: account.id };
  }
  if (!invitation || !identity.emailVerified) return { kind: 'error', code: 'not_linked' };
  return { kind: 'join', invitation, userId: null, email: identity.email };
}
