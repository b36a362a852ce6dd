import { and, eq } from 'drizzle-orm';
import type { TSsoProvider } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import {
  externalIdentities,
  memberships,
  ssoConnections,
  ssoPendingJoins,
  users,
  type SsoPendingJoinRow,
} from '../../db/schema';
import { createSession, deleteExpiredSessions, deleteSessionById } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { isUniqueViolation } from '../errors';
import {
  claimInvitation,
  openInvitationById,
  type OpenInvitation,
} from '../invitations/claim-invitation';
import { identityKey } from './identity';
import { joinWhere, type JoinKey } from './pending-joins';

export type JoinResult =
  | { status: 'joined'; userId: number; sessionId: string; expiresAt: Date; next: string | null }
  /** Unknown, used or expired step, another browser, or the connection switched off meanwhile. */
  | { status: 'gone' }
  /** The invitation was withdrawn, used or expired meanwhile: nothing joined. */
  | { status: 'invitation_gone' }
  /** The account, or its membership there, is switched off. */
  | { status: 'disabled' };

class NothingKept extends Error {}

/**
 * "Join" (decision 0020): in one transaction the step is used up (it counts once, also when the
 * answer is a refusal), the invitation is accepted for the account (or becomes the account, named
 * by the provider, without a password), and a session begins through the school's connection,
 * as a single sign-on's would.
 */
export async function acceptJoin(options: {
  db: Db;
  settings: AuthSettings;
  key: JoinKey;
  previousSessionId: string | undefined;
  now: Date;
}): Promise<JoinResult> {
  const { db, settings, key, now } = options;
  if (!key.browserToken) return { status: 'gone' };
  try {
    return await db.transaction(async (tx): Promise<JoinResult> => {
      const [step] = await tx
        .delete(ssoPendingJoins)
        .where(joinWhere(settings, key, now))
        .returning();
      if (!step) return { status: 'gone' };
      const [connection] = await tx
        .select({ locationId: ssoConnections.locationId, provider: ssoConnections.provider })
        .from(ssoConnections)
        .where(and(eq(ssoConnections.id, step.connectionId), eq(ssoConnections.enabled, true)));
      if (!connection) return { status: 'gone' };
      const invitation = await openInvitationById(tx, step.invitationId, now);
      if (!invitation) return { status: 'invitation_gone' };

      const joined =
        step.userId === null
          ? await joinAsNewAccount(tx, step, connection.provider, invitation, now)
          : await joinWithAccount(tx, step, step.userId, connection.provider, invitation, now);
      if (joined.status !== 'joined') return joined;

      const userId = joined.userId;
      if (options.previousSessionId) {
        await deleteSessionById(tx, settings.sessionSecret, options.previousSessionId);
      }
      await deleteExpiredSessions({ db: tx, userId, now, settings });
      const session = await createSession({
        db: tx,
        userId,
        now,
        settings,
        ssoConnectionId: step.connectionId,
      });
      return { status: 'joined', userId, next: step.nextPath, ...session };
    });
  } catch (error) {
    // A parallel sign-in or acceptance won the address or the identity: nothing was kept.
    if (error instanceof NothingKept || isUniqueViolation(error)) return { status: 'gone' };
    throw error;
  }
}

type Joined = { status: 'joined'; userId: number } | { status: 'invitation_gone' | 'disabled' };

/** A known identity's account becomes a member: it must be on, and still own the identity. */
async function joinWithAccount(
  tx: DbOrTx,
  step: SsoPendingJoinRow,
  userId: number,
  provider: TSsoProvider,
  invitation: OpenInvitation & { locationId: number },
  now: Date,
): Promise<Joined> {
  const [account] = await tx
    .select({ activated: users.activated })
    .from(users)
    .where(eq(users.id, userId));
  if (!account?.activated) return { status: 'disabled' };
  const [identity] = await tx
    .select({ id: externalIdentities.id, userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(identityKey({ provider, issuer: step.issuer, subject: step.subject }));
  if (identity?.userId !== userId) throw new NothingKept();
  // A membership there that was switched off meanwhile stays off: joining does not switch it on.
  const [member] = await tx
    .select({ active: memberships.active })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.locationId, invitation.locationId)));
  if (member && !member.active) return { status: 'disabled' };
  if (!(await claimInvitation(tx, invitation, userId, invitation.locationId, now))) {
    return { status: 'invitation_gone' };
  }
  await tx
    .update(externalIdentities)
    .set({ lastLoginAt: now })
    .where(eq(externalIdentities.id, identity.id));
  return { status: 'joined', userId };
}

/** The invitation's new account: no password (the school signs it in), named by the provider. */
async function joinAsNewAccount(
  tx: DbOrTx,
  step: SsoPendingJoinRow,
  provider: TSsoProvider,
  invitation: OpenInvitation & { locationId: number },
  now: Date,
): Promise<Joined> {
  const { email } = step;
  const [created] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: null,
      firstName: step.firstName ?? email.split('@')[0] ?? email,
      lastName: step.lastName ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw new NothingKept();
  if (!(await claimInvitation(tx, invitation, created.id, invitation.locationId, now))) {
    throw new NothingKept();
  }
  await tx.insert(externalIdentities).values({
    userId: created.id,
    provider,
    issuer: step.issuer,
    subject: step.subject,
    createdAt: now,
    lastLoginAt: now,
  });
  return { status: 'joined', userId: created.id };
}
