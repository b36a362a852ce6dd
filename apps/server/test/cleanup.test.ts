import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { selectRows } from '../src/domain/analysis/sql-rows';
import type { Database } from '../src/db/client';
import {
  invitations,
  loginAttempts,
  notifications,
  passwordResets,
  ssoConnections,
  ssoLoginStates,
  ssoPendingJoins,
  ssoPendingLinks,
  sessions,
} from '../src/db/schema';
import { LOGIN_WINDOW_MS } from '../src/domain/auth/settings';
import { cleanUpExpired, TOKEN_HISTORY_MS } from '../src/domain/cleanup/clean-up-expired';
import { TRIAL_WINDOW_MS } from '../src/domain/throttle/trial';
import { DIRECT_JOB, directJobContext } from './helpers/job-context';
import { createTestDatabase } from './helpers/database';
import { createLocation, createUser } from './helpers/fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const settings = { sessionIdleMs: 60 * MINUTE };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

describe('cleanUpExpired', () => {
  it('removes exactly the expired rows and keeps the live ones', async () => {
    const { db } = database;
    const now = new Date('2026-06-01T12:00:00Z');
    const location = await createLocation(db);
    const user = await createUser(db);

    await db.insert(sessions).values([
      // live: recent activity, absolute expiry ahead
      {
        idHash: 'live',
        userId: user.id,
        createdAt: ago(now, DAY),
        lastSeenAt: ago(now, MINUTE),
        expiresAt: later(now, DAY),
      },
      // idle: last seen exactly the idle time ago (resolveSession refuses it too)
      {
        idHash: 'idle',
        userId: user.id,
        createdAt: ago(now, DAY),
        lastSeenAt: ago(now, 60 * MINUTE),
        expiresAt: later(now, DAY),
      },
      // absolute: active a moment ago, but past its absolute expiry
      {
        idHash: 'absolute',
        userId: user.id,
        createdAt: ago(now, 8 * DAY),
        lastSeenAt: ago(now, MINUTE),
        expiresAt: now,
      },
    ]);
    await db.insert(loginAttempts).values([
      { key: 'email:in-window@example.nl', attemptedAt: ago(now, LOGIN_WINDOW_MS - 1000) },
      { key: 'email:old@example.nl', attemptedAt: ago(now, LOGIN_WINDOW_MS) },
      { key: 'ip:10.0.0.1', attemptedAt: ago(now, DAY) },
      // Trial requests count in their own, longer window (throttle/attempts.ts TRIAL_IP).
      { key: 'trial:10.0.0.2', attemptedAt: ago(now, TRIAL_WINDOW_MS - 1000) },
      { key: 'trial:10.0.0.3', attemptedAt: ago(now, TRIAL_WINDOW_MS) },
    ]);
    const note = {
      userId: user.id,
      type: 'export_ready' as const,
      notification: 'x',
      createdAt: ago(now, DAY),
    };
    await db.insert(notifications).values([
      { ...note, notification: 'live', expiresAt: later(now, MINUTE) },
      { ...note, notification: 'expired', expiresAt: now },
      { ...note, notification: 'long expired', expiresAt: ago(now, 3 * DAY) },
    ]);
    const invite = {
      locationId: location.id,
      roles: ['user' as const],
      language: 'nl' as const,
      createdAt: ago(now, 40 * DAY),
    };
    await db.insert(invitations).values([
      {
        ...invite,
        email: 'open@example.nl',
        tokenHash: 'i-open',
        createdAt: ago(now, DAY),
        expiresAt: later(now, 6 * DAY),
      },
      // expired, but within the month of history
      {
        ...invite,
        email: 'recent@example.nl',
        tokenHash: 'i-recent',
        expiresAt: ago(now, TOKEN_HISTORY_MS - DAY),
      },
      // accepted long ago: its expiry date passed more than a month ago
      {
        ...invite,
        email: 'accepted@example.nl',
        tokenHash: 'i-accepted',
        expiresAt: ago(now, TOKEN_HISTORY_MS + DAY),
        acceptedAt: ago(now, 39 * DAY),
      },
      {
        ...invite,
        email: 'old@example.nl',
        tokenHash: 'i-old',
        expiresAt: ago(now, TOKEN_HISTORY_MS + 1),
      },
    ]);
    await db.insert(passwordResets).values([
      {
        userId: user.id,
        tokenHash: 'r-open',
        createdAt: ago(now, MINUTE),
        expiresAt: later(now, 59 * MINUTE),
      },
      {
        userId: user.id,
        tokenHash: 'r-used-recent',
        createdAt: ago(now, DAY),
        expiresAt: ago(now, DAY - 60 * MINUTE),
        usedAt: ago(now, DAY),
      },
      {
        userId: user.id,
        tokenHash: 'r-old',
        createdAt: ago(now, 31 * DAY),
        expiresAt: ago(now, TOKEN_HISTORY_MS + 1),
      },
    ]);

    const [connection] = await db
      .insert(ssoConnections)
      .values({
        locationId: location.id,
        provider: 'surfconext',
        enabled: true,
        clientId: 'c',
        clientSecretSealed: 'v1.x.y.z',
        allowedOrganisations: ['school.nl'],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const attempt = {
      connectionId: connection!.id,
      browserHash: 'b',
      codeVerifier: 'v',
      nonce: 'n',
    };
    await db.insert(ssoLoginStates).values([
      { ...attempt, stateHash: 's-live', expiresAt: later(now, MINUTE) },
      { ...attempt, stateHash: 's-old', expiresAt: ago(now, MINUTE) },
    ]);
    await db.insert(ssoPendingLinks).values([
      {
        connectionId: connection!.id,
        userId: user.id,
        issuer: 'i',
        subject: 'live',
        tokenHash: 'l-live',
        expiresAt: later(now, MINUTE),
      },
      {
        connectionId: connection!.id,
        userId: user.id,
        issuer: 'i',
        subject: 'old',
        tokenHash: 'l-old',
        expiresAt: ago(now, 1),
      },
    ]);

    const [openInvitation] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, 'open@example.nl'));
    const join = {
      connectionId: connection!.id,
      invitationId: openInvitation!.id,
      browserHash: 'b',
      issuer: 'i',
      subject: 'j',
      email: 'open@example.nl',
    };
    await db.insert(ssoPendingJoins).values([
      { ...join, tokenHash: 'j-live', expiresAt: later(now, MINUTE) },
      { ...join, tokenHash: 'j-old', expiresAt: ago(now, 1) },
    ]);

    const counts = await cleanUpExpired({ db, now, settings });

    expect(counts).toEqual({
      sessions: 2,
      loginAttempts: 3,
      notifications: 2,
      invitations: 2,
      passwordResets: 1,
      exports: 0,
      ssoAttempts: 3,
    });
    expect((await db.select().from(ssoPendingJoins)).map((row) => row.tokenHash)).toEqual([
      'j-live',
    ]);
    expect((await db.select().from(ssoLoginStates)).map((row) => row.stateHash)).toEqual([
      's-live',
    ]);
    expect((await db.select().from(ssoPendingLinks)).map((row) => row.tokenHash)).toEqual([
      'l-live',
    ]);
    expect((await db.select().from(sessions)).map((row) => row.idHash)).toEqual(['live']);
    expect((await db.select().from(loginAttempts)).map((row) => row.key).sort()).toEqual([
      'email:in-window@example.nl',
      'trial:10.0.0.2',
    ]);
    expect((await db.select().from(notifications)).map((row) => row.notification)).toEqual([
      'live',
    ]);
    expect((await db.select().from(invitations)).map((row) => row.email).sort()).toEqual([
      'open@example.nl',
      'recent@example.nl',
    ]);
    expect((await db.select().from(passwordResets)).map((row) => row.tokenHash).sort()).toEqual([
      'r-open',
      'r-used-recent',
    ]);

    // A second run finds nothing more to do.
    expect(await cleanUpExpired({ db, now, settings })).toEqual({
      sessions: 0,
      loginAttempts: 0,
      notifications: 0,
      invitations: 0,
      passwordResets: 0,
      exports: 0,
      ssoAttempts: 0,
    });
  });
});

describe('the hourly clean-up job', () => {
  it('gives the planner statistics on PGlite (no autovacuum there), and leaves that to PostgreSQL', async () => {
    const { db } = database;
    const { cleanUpHandler } = await import('../src/jobs/clean-up');
    await createLocation(db);
    // reltuples is -1 until a table was first analysed (or vacuumed).
    const analysed = async () => {
      const [row] = await selectRows<{ reltuples: number }>(
        db,
        sql`select reltuples::float8 as reltuples from pg_class where relname = 'locations'`,
      );
      return Number(row?.reltuples) >= 0;
    };
    const postgres = Boolean((database as { url?: string }).url);
    const config = { ...loadConfig({}), databaseUrl: postgres ? 'postgres://' : undefined };
    if (!postgres) expect(await analysed()).toBe(false);
    await cleanUpHandler(directJobContext(db, config), {}, DIRECT_JOB);
    if (!postgres) expect(await analysed()).toBe(true);
  });
});
