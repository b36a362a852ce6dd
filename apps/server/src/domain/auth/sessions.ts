import { and, eq, gt, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, ssoConnections, users } from '../../db/schema';
import type { Actor } from '../actor';
import type { Publisher } from '../events/publisher';
import { hashSessionId, newSessionId } from './session-ids';
import { SESSION_TOUCH_INTERVAL_MS, type AuthSettings } from './settings';

type SessionSettings = Pick<AuthSettings, 'sessionSecret' | 'sessionIdleMs' | 'sessionAbsoluteMs'>;

/*
 * Every way a session ends is in this file (ESLint forbids deleting sessions elsewhere), and each
 * one that ends a live session takes what closes its realtime sockets: the Publisher, or inside a
 * transaction its EventQueue (the sockets close after the commit). Sessions that only expire
 * (idle or absolute) are closed by the socket server's own sweep (realtime/socket-server.ts).
 */
export type SocketCloser = Pick<Publisher, 'disconnect'>;

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

/** Logout: ends this session, and its open sockets at once. */
export async function endSession(db: DbOrTx, idHash: string, sockets: SocketCloser): Promise<void> {
  await deleteSession(db, idHash);
  sockets.disconnect({ sessions: [idHash] });
}

/**
 * Ends every session of the user (a password reset), or every one but `keep` (a password change
 * keeps the session that asked), with their open sockets.
 */
export async function endUserSessions(
  options: { db: DbOrTx; userId: number; keep?: string },
  sockets: SocketCloser,
): Promise<void> {
  const { db, userId, keep } = options;
  const ended = await db
    .delete(sessions)
    .where(
      keep === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.idHash, keep)),
    )
    .returning({ idHash: sessions.idHash });
  if (ended.length > 0) sockets.disconnect({ sessions: ended.map((row) => row.idHash) });
}

/**
 * Of these stored session ids, the ones still alive by the rules of resolveSession, each with
 * the moment it would end if nothing touched it (absolute expiry, or idle since last seen). One
 * query on the primary key per 1,000 ids: the socket server asks this for its open sockets.
 */
export async function liveSessions(options: {
  db: DbOrTx;
  idHashes: readonly string[];
  now: Date;
  settings: Pick<AuthSettings, 'sessionIdleMs'>;
}): Promise<Map<string, Date>> {
  const { db, idHashes, now, settings } = options;
  const idleCutoff = new Date(now.getTime() - settings.sessionIdleMs);
  const live = new Map<string, Date>();
  for (let start = 0; start < idHashes.length; start += 1_000) {
    const rows = await db
      .select({
        idHash: sessions.idHash,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.idHash, idHashes.slice(start, start + 1_000)),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleCutoff),
          eq(users.activated, true),
        ),
      );
    for (const row of rows) {
      const idleEnd = row.lastSeenAt.getTime() + settings.sessionIdleMs;
      live.set(row.idHash, new Date(Math.min(row.expiresAt.getTime(), idleEnd)));
    }
  }
  return live;
}

/**
 * Removes a session row without closing sockets: the browser's previous session at a new
 * sign-in (the same browser, whose tabs now carry the new cookie) and expired rows. Ending a
 * live session is endSession / endUserSessions.
 */
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

/**
 * The hourly clean-up: removes every expired session (the rules of resolveSession: expires_at
 * <= now, or idle for sessionIdleMs or longer) and answers how many. Their sockets were already
 * closed by the socket server's sweep, which applies the same rules.
 */
export async function deleteDeadSessions(options: {
  db: DbOrTx;
  now: Date;
  settings: Pick<AuthSettings, 'sessionIdleMs'>;
}): Promise<number> {
  const { db, now, settings } = options;
  const idleCutoff = new Date(now.getTime() - settings.sessionIdleMs);
  const dead = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.idHash });
  return dead.length;
}
