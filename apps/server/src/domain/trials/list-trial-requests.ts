import { desc, eq } from 'drizzle-orm';
import type { TTrialRequest } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { trialRequests } from '../../db/schema';
import { toTrialRequest } from './trial-request-answer';

/** All requests for the platform administrator: open ones first, newest first within. */
export async function listTrialRequests(options: { db: DbOrTx }): Promise<TTrialRequest[]> {
  const rows = await options.db
    .select()
    .from(trialRequests)
    .orderBy(desc(eq(trialRequests.status, 'pending')), desc(trialRequests.createdAt))
    .limit(500);
  return rows.map(toTrialRequest);
}
