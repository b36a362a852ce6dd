import { eq } from 'drizzle-orm';
import { TRIAL_LICENSE, type TTrialRequest } from '@cp/contracts';
import type { Db } from '../../db/client';
import { trialRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { inviteToNewLocation } from '../invitations/create-invitation';
import type { MailBatch } from '../mail/mail-jobs';
import { createLicense } from '../licenses/create-license';
import { schoolDay } from '../licenses/active-license';
import { createLocation } from '../locations/save-location';
import { lockPending } from './lock-pending-request';
import { toTrialRequest } from './trial-request-answer';

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
        start_date: today,
        end_date: addDays(today, TRIAL_LICENSE.days),
        max_educations: TRIAL_LICENSE.maxEducations,
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
