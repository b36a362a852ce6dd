import { and, asc, desc, eq, gt, inArray, like, lte, max, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { LOGIN_WINDOW_MS } from '../auth/settings';

/*
 * The one throttle of the server (docs/security.md "Sign-in throttling"): attempts are rows of
 * `login_attempts` (so several server processes count together), each under a key
 * `<kind>:<subject>`, and a subject past its kind's limit waits until enough of its attempts have
 * left the sliding window. Sign-in and everything throttled like it (login.ts) and trial requests
 * (trial.ts) are policies on top of this: which kinds they count, and how many may pass.
 */

/**
 * One kind of counted attempt: its keys' prefix and the sliding window its attempts count in.
 * `countsTargets`: a subject's limit counts the distinct targets of its attempts in the window
 * (how many addresses an IP failed at), not the attempts themselves.
 */
export type AttemptKind = { prefix: string; windowMs: number; countsTargets?: true };

/** Sign-in attempts (claims in flight, then failures) per e-mail address, from unknown devices. */
export const LOGIN_EMAIL: AttemptKind = { prefix: 'email', windowMs: LOGIN_WINDOW_MS };
/**
 * Sign-in attempts per device that signed in to the address before (its device cookie,
 * ./device-cookie.ts): counted apart from the address's other attempts (decision 0020).
 */
export const LOGIN_DEVICE: AttemptKind = { prefix: 'device', windowMs: LOGIN_WINDOW_MS };
/** Sign-in failures per client IP, counted by the distinct addresses they were at. */
export const LOGIN_IP: AttemptKind = {
  prefix: 'ip',
  windowMs: LOGIN_WINDOW_MS,
  countsTargets: true,
};
/** Stored trial requests per client IP. */
export const TRIAL_IP: AttemptKind = { prefix: 'trial', windowMs: 10 * 60_000 };
/** Notifications one person caused another to get, per `<sender>:<recipient>` (issue 25). */
export const NOTIFY_PAIR: AttemptKind = { prefix: 'notify', windowMs: 10 * 60_000 };

/** Every kind, so pruning keeps each attempt exactly as long as it can still count. */
const ATTEMPT_KINDS = [LOGIN_EMAIL, LOGIN_DEVICE, LOGIN_IP, TRIAL_IP, NOTIFY_PAIR];
const LONGEST_WINDOW_MS = Math.max(...ATTEMPT_KINDS.map((kind) => kind.windowMs));
const SHORTEST_WINDOW_MS = Math.min(...ATTEMPT_KINDS.map((kind) => kind.windowMs));

export const attemptKey = (kind: AttemptKind, subject: string) => `${kind.prefix}:${subject}`;

/** A subject's attempts of one kind, and how many of them may be inside the window. */
export type AttemptLimit = { kind: AttemptKind; subject: string; max: number };

/**
 * Seconds the subject must wait before its next attempt, 0 when it may go on. `exceptIds`: the
 * caller's own claimed rows, which do not count against it (login.ts `claimLoginAttempt`).
 */
export async function retryAfterSeconds(
  db: DbOrTx,
  limit: AttemptLimit,
  now: Date,
  exceptIds: number[] = [],
): Promise<number> {
  const { kind, subject } = limit;
  const windowStart = new Date(now.getTime() - kind.windowMs);
  if (kind.countsTargets) return retryAfterTargets(db, limit, windowStart, now);
  const recent = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, attemptKey(kind, subject)),
        gt(loginAttempts.attemptedAt, windowStart),
        exceptIds.length > 0 ? notInArray(loginAttempts.id, exceptIds) : undefined,
      ),
    )
    .orderBy(asc(loginAttempts.attemptedAt));
  if (recent.length < limit.max) return 0;
  // The window slides: the attempt that frees a place is the oldest one that still counts.
  return waitFor(recent[recent.length - limit.max], kind, now);
}

/**
 * The wait of a kind that counts distinct targets: a target stops counting when its latest
 * attempt leaves the window, so a place frees up when the max-th most recent target's does.
 */
async function retryAfterTargets(
  db: DbOrTx,
  limit: AttemptLimit,
  windowStart: Date,
  now: Date,
): Promise<number> {
  const latest = max(loginAttempts.attemptedAt);
  const targets = await db
    .select({ at: latest })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, attemptKey(limit.kind, limit.subject)),
        gt(loginAttempts.attemptedAt, windowStart),
      ),
    )
    .groupBy(loginAttempts.target)
    .orderBy(desc(latest))
    .limit(limit.max);
  if (targets.length < limit.max) return 0;
  return waitFor(targets[limit.max - 1], limit.kind, now);
}

function waitFor(freeing: { at: Date | null } | undefined, kind: AttemptKind, now: Date): number {
  if (!freeing?.at) return 0;
  const ms = freeing.at.getTime() + kind.windowMs - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The longest wait of several limits (an address and an IP): 0 when all let the attempt pass. */
export async function longestRetryAfterSeconds(
  db: DbOrTx,
  limits: AttemptLimit[],
  now: Date,
): Promise<number> {
  const waits = await Promise.all(limits.map((limit) => retryAfterSeconds(db, limit, now)));
  return Math.max(0, ...waits);
}

/** Records one attempt per entry, all at `now`; returns the rows' ids. */
export async function recordAttempts(
  db: DbOrTx,
  attempts: { kind: AttemptKind; subject: string; target?: string }[],
  now: Date,
): Promise<number[]> {
  const rows = await db
    .insert(loginAttempts)
    .values(
      attempts.map(({ kind, subject, target }) => ({
        key: attemptKey(kind, subject),
        target: target ?? null,
        attemptedAt: now,
      })),
    )
    .returning({ id: loginAttempts.id });
  return rows.map((row) => row.id);
}

/**
 * Forgets every attempt of the subject of this kind, or only those at `target` (a right password
 * forgives typos).
 */
export async function forgetAttempts(
  db: DbOrTx,
  kind: AttemptKind,
  subject: string,
  target?: string,
): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, attemptKey(kind, subject)),
        target === undefined ? undefined : eq(loginAttempts.target, target),
      ),
    );
}

/** Takes recorded attempts back by id (a refused claim checked nothing). */
export async function forgetAttemptIds(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

/**
 * Deletes the attempts that can never count again: past their kind's window (a key of no known
 * kind: past the longest window). Run on the way by the policies, so the table stays small
 * between the hourly clean-ups, and by the clean-up; returns how many rows went.
 */
export async function pruneAttempts(db: DbOrTx, now: Date): Promise<number> {
  const before = (ms: number) => lte(loginAttempts.attemptedAt, new Date(now.getTime() - ms));
  const removed = await db
    .delete(loginAttempts)
    .where(
      and(
        // Nothing younger than the shortest window can go: lets the attempted_at index narrow.
        before(SHORTEST_WINDOW_MS),
        or(
          before(LONGEST_WINDOW_MS),
          ...ATTEMPT_KINDS.map((kind) =>
            and(like(loginAttempts.key, `${kind.prefix}:%`), before(kind.windowMs)),
          ),
        ),
      ),
    )
    .returning({ id: loginAttempts.id });
  return removed.length;
}
