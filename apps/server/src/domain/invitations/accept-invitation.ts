import { eq } from 'drizzle-orm';
import {
  ZAcceptInvitationExistingAccountSchema,
  WRONG_PASSWORD,
  ZAcceptInvitationNewAccountSchema,
  type TInvitationCheck,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { invitations, locations, memberships, users, type InvitationRow } from '../../db/schema';
import { hashPassword, verifyPassword, dummyVerify } from '../auth/passwords';
import { createSession, deleteSessionById } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { clearEmailFailures, loginRetryAfterSeconds, recordLoginFailure } from '../throttle/login';
import { invalidField } from '../errors';
import { hashToken } from '../users/tokens';
import { useUpInvitation } from './claim-invitation';

type Account = { id: number; passwordHash: string | null; activated: boolean };
type LinkState =
  | {
      status: 'valid';
      invitation: InvitationRow;
      locationTitle: string;
      locationDomain: string;
      passwordLogin: boolean;
      account: Account | null;
    }
  | { status: 'expired' | 'used' | 'invalid' };

export type Throttled = { status: 'throttled'; retryAfterSeconds: number };

type LinkOptions = {
  db: DbOrTx;
  email: string;
  token: string;
  ip: string;
  now: Date;
  settings: AuthSettings;
};

/**
 * Looks a link up by its token. A token of another address counts as unknown, so a link only
 * works for the address it was sent to. Unknown tokens count as failed sign-ins (per address and
 * per IP), so guessing tokens is throttled like guessing passwords.
 */
async function linkState(options: LinkOptions): Promise<LinkState | Throttled> {
  const { db, token, ip, now, settings } = options;
  const email = options.email.trim().toLowerCase();
  const retryAfterSeconds = await loginRetryAfterSeconds({ db, email, ip, now, settings });
  if (retryAfterSeconds > 0) return { status: 'throttled', retryAfterSeconds };
  const [row] = await db
    .select({
      invitation: invitations,
      locationTitle: locations.title,
      locationDomain: locations.domain,
      passwordLogin: locations.passwordLogin,
    })
    .from(invitations)
    .innerJoin(locations, eq(locations.id, invitations.locationId))
    .where(eq(invitations.tokenHash, hashToken(settings.sessionSecret, token)))
    .limit(1);
  if (!row || row.invitation.email !== email) {
    await recordLoginFailure({ db, email, ip, now });
    return { status: 'invalid' };
  }
  if (row.invitation.acceptedAt) return { status: 'used' };
  if (row.invitation.expiresAt <= now) return { status: 'expired' };
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, activated: users.activated })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return { status: 'valid', ...row, account: account ?? null };
}

/** `GET invitations/:email/:token`: only a valid link tells the location and address. */
export async function checkInvitation(options: LinkOptions): Promise<TInvitationCheck | Throttled> {
  const state = await linkState(options);
  if (state.status !== 'valid') return state;
  return {
    status: 'valid',
    email: state.invitation.email,
    location_title: state.locationTitle,
    has_account: state.account !== null,
    sso_only: !state.passwordLogin,
    location_domain: state.locationDomain,
  };
}

export type AcceptResult =
  | { status: 'accepted'; userId: number; sessionId: string; expiresAt: Date }
  | { status: 'expired' | 'used' | 'invalid' }
  /** The location allows single sign-on only: the invitation is accepted by signing in there. */
  | { status: 'sso_required' }
  | Throttled;

/**
 * Accepts an invitation. Without an account the body brings name and a new password (policy of
 * docs/organisation.md "Password policy") and the account is created; an address that already has
 * an account (at another location) confirms with that account's password instead. Either way the
 * membership with the invited roles is added, the token is used up, and the person is signed in
 * with a new session.
 */
export async function acceptInvitation(
  options: LinkOptions & { db: Db; body: unknown; previousSessionId: string | undefined },
): Promise<AcceptResult> {
  const { db, body, ip, now, settings } = options;
  const state = await linkState(options);
  if (state.status !== 'valid') return state;
  if (!state.passwordLogin) return { status: 'sso_required' };
  const { invitation, account } = state;

  let newAccount: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    hash: string;
  } | null = null;
  if (account) {
    const { password } = ZAcceptInvitationExistingAccountSchema.parse(body);
    const ok = account.passwordHash
      ? await verifyPassword(account.passwordHash, password)
      : await dummyVerify(password);
    if (!ok || !account.activated) {
      await recordLoginFailure({ db, email: invitation.email, ip, now });
      throw invalidField('password', WRONG_PASSWORD);
    }
  } else {
    const values = ZAcceptInvitationNewAccountSchema.parse(body);
    newAccount = {
      firstName: values.first_name,
      middleName: values.middle_name,
      lastName: values.last_name,
      hash: await hashPassword(values.password),
    };
  }

  const result = await db.transaction(async (tx) => {
    if (!(await useUpInvitation(tx, invitation.id, now))) return null;
    let userId = account?.id;
    if (newAccount) {
      const [created] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash: newAccount.hash,
          firstName: newAccount.firstName,
          middleName: newAccount.middleName,
          lastName: newAccount.lastName,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      userId = created?.id;
    }
    if (userId === undefined) throw new Error('no account for the invitation');
    await tx
      .insert(memberships)
      .values({
        userId,
        locationId: invitation.locationId,
        roles: invitation.roles,
        createdAt: now,
      })
      .onConflictDoNothing();
    if (options.previousSessionId) {
      await deleteSessionById(tx, settings.sessionSecret, options.previousSessionId);
    }
    const session = await createSession({ db: tx, userId, now, settings });
    return { userId, ...session };
  });
  if (!result) return { status: 'used' };
  await clearEmailFailures(db, invitation.email, ip);
  return { status: 'accepted', ...result };
}
