import { desc, eq } from 'drizzle-orm';
import {
  TRIAL_LICENSE,
  TRIAL_MESSAGES,
  type TLanguage,
  type TTrialRequest,
  type ZTrialRequestInputSchema,
} from '@cp/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { trialRequests, type TrialRequestRow } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, notFound } from '../errors';
import { inviteToNewLocation } from '../invitations/invitations';
import type { MailBatch } from '../mail/mail-jobs';
import { createLicense } from '../licenses/licenses';
import { schoolDay } from '../licenses/active-license';
import { createLocation } from '../locations/save-location';

type TInput = z.output<typeof ZTrialRequestInputSchema>;

export function toTrialRequest(row: TrialRequestRow): TTrialRequest {
  return {
    id: row.id,
    school_name: row.schoolName,
    domain: row.domain,
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    message: row.message,
    status: row.status,
    location_id: row.locationId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** Stores a school's request (public; the route throttles it per IP). */
export async function submitTrialRequest(options: {
  db: DbOrTx;
  input: TInput;
  language: TLanguage;
  now: Date;
}): Promise<TTrialRequest> {
  const { db, input, language, now } = options;
  const [row] = await db
    .insert(trialRequests)
    .values({
      schoolName: input.school_name,
      domain: input.domain,
      type: input.type,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      message: input.message,
      language,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('trial request not created');
  return toTrialRequest(row);
}

/** All requests for the platform administrator: open ones first, newest first within. */
export async function listTrialRequests(options: { db: DbOrTx }): Promise<TTrialRequest[]> {
  const rows = await options.db
    .select()
    .from(trialRequests)
    .orderBy(desc(eq(trialRequests.status, 'pending')), desc(trialRequests.createdAt))
    .limit(500);
  return rows.map(toTrialRequest);
}

/** Locks an open request inside the transaction; a handled one is a conflict (409). */
async function lockPending(tx: DbOrTx, id: number): Promise<TrialRequestRow> {
  const [row] = await tx.select().from(trialRequests).where(eq(trialRequests.id, id)).for('update');
  if (!row) throw notFound('notFound.trialRequest');
  if (row.status !== 'pending') throw new DomainError('conflict', TRIAL_MESSAGES.alreadyDecided);
  return row;
}

/** 'YYYY-MM-DD' plus a number of days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Approves a request in one transaction: the location (its domain must be free: 422 on
 * `domain`), a free institute license from today for TRIAL_LICENSE.days days with at most
 * TRIAL_LICENSE.maxEducations educations, and an admin invitation for the contact, whose e-mail
 * (in the request's language) is added to `mail`; the caller posts it after the commit.
 */
export async function approveTrialRequest(options: {
  db: Db;
  actor: Actor;
  id: number;
  now: Date;
  secret: string;
  mail: MailBatch;
}): Promise<TTrialRequest> {
  const { db, actor, id, now, secret, mail } = options;
  return db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    const location = await createLocation({
      db: tx,
      input: { title: request.schoolName, domain: request.domain, type: request.type },
    });
    const today = schoolDay(now);
    await createLicense({
      db: tx,
      locationId: location.id,
      input: {
        level: TRIAL_LICENSE.level,
        type: TRIAL_LICENSE.type,
        startDate: today,
        endDate: addDays(today, TRIAL_LICENSE.days),
        maxEducations: TRIAL_LICENSE.maxEducations,
      },
      now,
    });
    await inviteToNewLocation({
      db: tx,
      actor,
      locationId: location.id,
      email: request.email,
      roles: ['admin'],
      language: request.language,
      now,
      secret,
      mail,
    });
    const [updated] = await tx
      .update(trialRequests)
      .set({ status: 'approved', locationId: location.id, decidedBy: actor.userId, decidedAt: now })
      .where(eq(trialRequests.id, id))
      .returning();
    if (!updated) throw new Error('trial request not updated');
    return toTrialRequest(updated);
  });
}

export async function rejectTrialRequest(options: {
  db: Db;
  actor: Actor;
  id: number;
  now: Date;
}): Promise<TTrialRequest> {
  const { db, actor, id, now } = options;
  return db.transaction(async (tx) => {
    await lockPending(tx, id);
    const [updated] = await tx
      .update(trialRequests)
      .set({ status: 'rejected', decidedBy: actor.userId, decidedAt: now })
      .where(eq(trialRequests.id, id))
      .returning();
    if (!updated) throw new Error('trial request not updated');
    return toTrialRequest(updated);
  });
}
