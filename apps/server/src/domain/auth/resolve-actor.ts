import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import type { AuthCache } from './auth-cache';
import { hashSessionId } from './session-ids';
import { resolveSession } from './sessions';
import type { AuthSettings } from './settings';

/**
 * The actor of a session cookie value, through the short-lived cache (auth-cache.ts); null when
 * the session is unknown or expired. Used by every way in: HTTP requests and socket handshakes.
 */
export async function resolveActor(options: {
  db: DbOrTx;
  sessionId: string;
  now: Date;
  settings: AuthSettings;
  cache: AuthCache;
}): Promise<Actor | null> {
  const { db, sessionId, now, settings, cache } = options;
  const cached = cache.session(hashSessionId(settings.sessionSecret, sessionId), now);
  if (cached) return cached;
  const resolved = await resolveSession({ db, sessionId, now, settings });
  if (resolved) cache.rememberSession(resolved.actor, resolved.expiresAt, now);
  return resolved?.actor ?? null;
}
