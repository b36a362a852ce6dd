import { eq } from 'drizzle-orm';
import type { TTrialRequest } from '@cp/contracts';
import type { Db } from '../../db/client';
import { trialRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { lockPending } from './lock-pending-request';
import { toTrialRequest } from './trial-request-answer';

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
