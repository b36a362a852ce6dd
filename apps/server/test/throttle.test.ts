import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { loginAttempts } from '../src/db/schema';
import {
  attemptKey,
  forgetAttemptIds,
  forgetAttempts,
  LOGIN_EMAIL,
  LOGIN_IP,
  longestRetryAfterSeconds,
  pruneAttempts,
  recordAttempts,
  retryAfterSeconds,
  TRIAL_IP,
} from '../src/domain/throttle/attempts';
import { createTestDatabase } from './helpers/database';

/*
 * The one throttle (domain/throttle/attempts.ts) on its own; the policies on it are tested
 * through their routes (login-throttle, trials, invitations, password-reset, profile, sso).
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('attempts throttle', () => {
  it('waits until the oldest counted attempt leaves the sliding window, per subject', async () => {
    const { db } = database;
    const start = new Date('2026-06-01T08:00:00Z');
    const limit = { kind: TRIAL_IP, subject: '10.1.0.1', max: 3 };
    for (const offset of [0, 60_000, 120_000]) {
      await recordAttempts(db, [{ kind: TRIAL_IP, subject: '10.1.0.1' }], at(start, offset));
    }
    const now = at(start, 180_000);
    // Three in the window: the first frees a place 10 minutes after it, 7 minutes from now.
    expect(await retryAfterSeconds(db, limit, now)).toBe(7 * 60);
    expect(await retryAfterSeconds(db, { ...limit, max: 4 }, now)).toBe(0);
    expect(await retryAfterSeconds(db, { ...limit, subject: '10.1.0.2' }, now)).toBe(0);
    // The same subject under another kind is another key.
    expect(await retryAfterSeconds(db, { ...limit, kind: LOGIN_IP }, now)).toBe(0);
    expect(await retryAfterSeconds(db, limit, at(start, TRIAL_IP.windowMs))).toBe(0);
  });

  it('leaves out the caller’s own claims, and takes the longest wait of several limits', async () => {
    const { db } = database;
    const now = new Date('2026-06-02T08:00:00Z');
    const email = { kind: LOGIN_EMAIL, subject: 'claim@example.nl', max: 1 };
    const ip = { kind: LOGIN_IP, subject: '10.2.0.1', max: 1 };
    const own = await recordAttempts(db, [{ kind: LOGIN_EMAIL, subject: email.subject }], now);
    expect(await retryAfterSeconds(db, email, now, own)).toBe(0);
    expect(await retryAfterSeconds(db, email, now)).toBe(60);
    await recordAttempts(db, [{ kind: LOGIN_IP, subject: ip.subject }], at(now, -30_000));
    expect(await longestRetryAfterSeconds(db, [email, ip], now)).toBe(60);
    await forgetAttemptIds(db, own);
    expect(await longestRetryAfterSeconds(db, [email, ip], now)).toBe(30);
  });

  it('counts distinct targets for a kind that says so, until each target’s latest attempt leaves', async () => {
    const { db } = database;
    const start = new Date('2026-06-04T08:00:00Z');
    const ip = '10.4.0.1';
    const limit = { kind: LOGIN_IP, subject: ip, max: 3 };
    // Many failures at one address are one target.
    for (let i = 0; i < 10; i++) {
      await recordAttempts(db, [{ kind: LOGIN_IP, subject: ip, target: 'a@x.nl' }], start);
    }
    expect(await retryAfterSeconds(db, limit, start)).toBe(0);
    await recordAttempts(
      db,
      [{ kind: LOGIN_IP, subject: ip, target: 'b@x.nl' }],
      at(start, 10_000),
    );
    await recordAttempts(
      db,
      [{ kind: LOGIN_IP, subject: ip, target: 'c@x.nl' }],
      at(start, 20_000),
    );
    // Three targets: a place frees when the third most recent (a, at 0 s) leaves, at 60 s.
    expect(await retryAfterSeconds(db, limit, at(start, 30_000))).toBe(30);
    // A later attempt at a keeps it in: then b (at 10 s) is the one that frees the place.
    await recordAttempts(
      db,
      [{ kind: LOGIN_IP, subject: ip, target: 'a@x.nl' }],
      at(start, 25_000),
    );
    expect(await retryAfterSeconds(db, limit, at(start, 30_000))).toBe(40);
    // Forgetting one target's attempts (it signed in) frees a place at once.
    await forgetAttempts(db, LOGIN_IP, ip, 'c@x.nl');
    expect(await retryAfterSeconds(db, limit, at(start, 30_000))).toBe(0);
  });

  it('prunes each attempt once its own kind’s window has passed', async () => {
    const { db } = database;
    await db.delete(loginAttempts);
    const now = new Date('2026-06-03T08:00:00Z');
    const ago = (ms: number) => at(now, -ms);
    await db.insert(loginAttempts).values([
      { key: attemptKey(LOGIN_EMAIL, 'a@example.nl'), attemptedAt: ago(LOGIN_EMAIL.windowMs) },
      { key: attemptKey(LOGIN_IP, '10.3.0.1'), attemptedAt: ago(LOGIN_IP.windowMs - 1000) },
      { key: attemptKey(TRIAL_IP, '10.3.0.2'), attemptedAt: ago(TRIAL_IP.windowMs - 1000) },
      { key: attemptKey(TRIAL_IP, '10.3.0.3'), attemptedAt: ago(TRIAL_IP.windowMs) },
      // A key of no known kind goes after the longest window.
      { key: 'other:x', attemptedAt: ago(TRIAL_IP.windowMs - 1000) },
      { key: 'other:y', attemptedAt: ago(TRIAL_IP.windowMs) },
    ]);
    expect(await pruneAttempts(db, now)).toBe(3);
    const left = (await db.select().from(loginAttempts)).map((row) => row.key).sort();
    expect(left).toEqual(['ip:10.3.0.1', 'other:x', 'trial:10.3.0.2']);
  });
});
