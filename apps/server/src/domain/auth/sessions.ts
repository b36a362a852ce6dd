import { and, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, ssoConnections, users } from '../../db/schema';
import type { Actor } from '../actor';
import { hashSessionId, newSessionId } from './session-ids';
import { SESSION_TOUCH_INTERVAL_MS, type AuthSettings } from './settings';

type SessionSettings = Pick<AuthSettings, 'sessionSecret' | 'sessionIdleMs' | 'sessionAbsoluteMs'>;

/** Starts a session and returns the raw id for the cookie; only its hash is stored. */
export async function createSession(options: {
  db: DbOrTx;
  userId: number;
  now: Date;
  settings: SessionSettings;
  /** The single sign-on connection the session began through (logout can offer the provider's). */
  ssoConnectionId?: number;
}): Promise<{ sessionId: string; expiresAt: Date }> {
  const { db, userId, now, settings } = options;
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + settings.sessionAbsoluteMs);
  await db.insert(sessions).values({
    idHash: hashSessionId(settings.sessionSecret, sessionId),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ssoConnectionId: options.ssoConnectionId ?? null,
  });
  return { sessionId, expiresAt };
}

/**
 * Resolves a cookie value to the acting user, or null when the session is unknown, expired
 * (idle or absolute) or its user was deactivated. Expired rows are removed on sight.
 */
export async function resolveSession(options: {
  db: DbOrTx;
  sessionId: string;
  now: Date;
  settings: SessionSettings;
}): Promise<{ actor: Actor; expiresAt: Date } | null> {
  const { db, sessionId, now, settings } = options;
  const idHash = hashSessionId(settings.sessionSecret, sessionId);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      isPlatformAdmin: users.isPlatformAdmin,
      language: users.language,
      activated: users.activated,
      ssoLocationId: ssoConnections.locationId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(ssoConnections, eq(ssoConnections.id, sessions.ssoConnectionId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return null;

  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleSince >= settings.sessionIdleMs || !row.activated) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (idleSince >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const actor: Actor = {
    userId: row.userId,
    isPlatformAdmin: row.isPlatformAdmin,
    language: row.language,
    sessionIdHash: idHash,
    ssoLocationId: row.ssoLocationId,
  };
  return { actor, expiresAt: row.expiresAt };
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionById(
  db: DbOrTx,
  secret: string,
  sessionId: string,
): Promise<void> {
  await deleteSession(db, hashSessionId(secret, sessionId));
}

/** Drops a user's dead sessions; run at sign-in so the table does not grow without bound. */
export async function deleteExpiredSessions(options: {
  db: DbOrTx;
  userId: number;
  now: Date;
  settings: SessionSettings;
}): Promise<void> {
  const { db, userId, now, settings } = options;
  const idleCutoff = new Date(now.getTime() - settings.sessionIdleMs);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)),
      ),
    );
}
