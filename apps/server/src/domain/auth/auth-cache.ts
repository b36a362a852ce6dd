import type { TCurrentUser } from '@cp/contracts';
import { TtlMap } from '../../lib/ttl-map';
import type { Actor } from '../actor';

const MAX_ENTRIES = 20_000;

/**
 * A few seconds of memory for resolved sessions and `auth/me` answers. Every page load of the
 * web app sends several API calls at once, each of which must resolve the session; without this
 * each one costs a database round trip (on embedded PGlite, queries run one at a time).
 *
 * Correctness: a session is only cached right after the database accepted it, and a resolve
 * touches `last_seen_at`, so it stays within its idle window for far longer than the TTL; the
 * absolute expiry is checked on every hit. This process forgets entries at logout, sign-in and
 * language change at once; another server process may accept a logged-out session for at most
 * the TTL (SESSION_CACHE_SECONDS, default 5; 0 turns the cache off).
 */
export class AuthCache {
  private readonly sessions: TtlMap<string, { actor: Actor; expiresAt: Date }>;
  private readonly users: TtlMap<number, TCurrentUser>;

  constructor(ttlMs: number) {
    this.sessions = new TtlMap(ttlMs, MAX_ENTRIES);
    this.users = new TtlMap(ttlMs, MAX_ENTRIES);
  }

  session(idHash: string, now: Date): Actor | undefined {
    const entry = this.sessions.get(idHash, now);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.sessions.delete(idHash);
      return undefined;
    }
    return entry.actor;
  }

  rememberSession(actor: Actor, expiresAt: Date, now: Date): void {
    this.sessions.set(actor.sessionIdHash, { actor, expiresAt }, now);
  }

  forgetSession(idHash: string): void {
    this.sessions.delete(idHash);
  }

  currentUser(userId: number, now: Date): TCurrentUser | undefined {
    return this.users.get(userId, now);
  }

  rememberCurrentUser(user: TCurrentUser, now: Date): void {
    this.users.set(user.id, user, now);
  }

  /** After a change to the user (language, roles, deactivation): re-read everything. */
  forgetUser(userId: number): void {
    this.users.delete(userId);
    this.sessions.deleteWhere((entry) => entry.actor.userId === userId);
  }
}
