import type { TLanguage, TTrialRequest, ZTrialRequestInputSchema } from '@cp/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { trialRequests } from '../../db/schema';
import { toTrialRequest } from './trial-request-answer';

type TInput = z.output<typeof ZTrialRequestInputSchema>;

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
