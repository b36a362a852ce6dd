import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  NOTIFY_PAIR,
  recordAttempts,
  retryAfterSeconds,
  type AttemptLimit,
} from '../throttle/attempts';

/*
 * How many notifications one person may cause another to get (issue 25: one designer sent 150
 * review requests to one person in 9 seconds): at most NOTIFICATIONS_PER_SENDER per recipient in
 * a sliding window of NOTIFY_PAIR (10 minutes), on the one throttle under its own kind. Beyond it
 * the notification is dropped and the change that caused it still happens: the sender's work is
 * not refused for a side effect, and is not told anything about the other person's panel
 * (docs/decisions/0019-bounded-notifications.md).
 */

export const NOTIFICATIONS_PER_SENDER = 20;

const pairLimit = (subject: string): AttemptLimit => ({
  kind: NOTIFY_PAIR,
  subject,
  max: NOTIFICATIONS_PER_SENDER,
});

/**
 * Counts one notification from `from` to `to` and answers whether it may be sent. Runs in the
 * caller's transaction: a transaction-scoped advisory lock on the pair makes parallel requests of
 * the same sender count one after the other (each sees the others' committed attempts), so the
 * bound holds on several server processes too. Callers that notify several people take the pairs
 * in ascending order of recipient (no deadlock between two such transactions).
 */
export async function claimNotificationSlot(
  db: DbOrTx,
  pair: { from: number; to: number },
  now: Date,
): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(${pair.from}::int, ${pair.to}::int)`);
  const subject = `${pair.from}:${pair.to}`;
  if ((await retryAfterSeconds(db, pairLimit(subject), now)) > 0) return false;
  // Not pruned here (a write on other people's rows inside this transaction): the hourly
  // clean-up and every sign-in failure prune the throttle's rows.
  await recordAttempts(db, [{ kind: NOTIFY_PAIR, subject }], now);
  return true;
}
