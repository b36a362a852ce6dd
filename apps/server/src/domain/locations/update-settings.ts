import { eq } from 'drizzle-orm';
import type { TLocationDetails, ZLocationSettingsInputSchema } from '@cp/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../errors';
import { toLocationDetails } from './location-details';
import type { LocationScope } from './location-scope';

/** Flexible curricula, default weeks and main colour (admin of the location). */
export async function updateLocationSettings(options: {
  db: DbOrTx;
  scope: LocationScope;
  input: z.output<typeof ZLocationSettingsInputSchema>;
  now: Date;
}): Promise<TLocationDetails> {
  const { db, scope, input, now } = options;
  const { locationId } = scope;
  const [row] = await db
    .update(locations)
    .set({
      allowFlexible: input.allow_flexible,
      defaultWeeks: input.default_weeks,
      mainColor: input.main_color,
      updatedAt: now,
    })
    .where(eq(locations.id, locationId))
    .returning();
  if (!row) throw notFound('notFound.location');
  return toLocationDetails(row);
}
