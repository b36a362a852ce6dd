import { eq } from 'drizzle-orm';
import { TRIAL_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { trialRequests, type TrialRequestRow } from '../../db/schema';
import { DomainError, notFound } from '../errors';

/** Locks an open request inside the transaction; a handled one is a conflict (409). */
export async function lockPending(tx: DbOrTx, id: number): Promise<TrialRequestRow> {
  const [row] = await tx.select().from(trialRequests).where(eq(trialRequests.id, id)).for('update');
  if (!row) throw notFound('notFound.trialRequest');
  if (row.status !== 'pending') throw new DomainError('conflict', TRIAL_MESSAGES.alreadyDecided);
  return row;
}
