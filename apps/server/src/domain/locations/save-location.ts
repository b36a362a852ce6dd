import { and, eq, ne } from 'drizzle-orm';
import { LOCATION_MESSAGES, type TLocationDetails, type ZLocationInputSchema } from '@cp/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound, invalidField, uniqueOrInvalid } from '../errors';
import { toLocationDetails } from './location-details';

type TInput = z.output<typeof ZLocationInputSchema>;

async function refuseTakenDomain(db: DbOrTx, domain: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      exceptId === undefined
        ? eq(locations.domain, domain)
        : and(eq(locations.domain, domain), ne(locations.id, exceptId)),
    )
    .limit(1);
  if (taken) throw invalidField('domain', LOCATION_MESSAGES.domainTaken);
}

/** A new location with the default settings (platform administrator; docs/organisation.md). */
export async function createLocation(options: {
  db: DbOrTx;
  input: TInput;
}): Promise<TLocationDetails> {
  const { db, input } = options;
  await refuseTakenDomain(db, input.domain);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .insert(locations)
        .values({ title: input.title, domain: input.domain, type: input.type })
        .returning(),
    {
      field: 'domain',
      key: LOCATION_MESSAGES.domainTaken,
      constraint: 'locations_domain_unique',
    },
  );
  if (!row) throw new Error('location not created');
  return toLocationDetails(row);
}

/** Changes title, domain and type (platform administrator); 404 for an unknown location. */
export async function updateLocation(options: {
  db: DbOrTx;
  locationId: number;
  input: TInput;
  now: Date;
}): Promise<TLocationDetails> {
  const { db, locationId, input, now } = options;
  await refuseTakenDomain(db, input.domain, locationId);
  const [row] = await uniqueOrInvalid(
    () =>
      db
        .update(locations)
        .set({ title: input.title, domain: input.domain, type: input.type, updatedAt: now })
        .where(eq(locations.id, locationId))
        .returning(),
    {
      field: 'domain',
      key: LOCATION_MESSAGES.domainTaken,
      constraint: 'locations_domain_unique',
    },
  );
  if (!row) throw notFound('notFound.location');
  return toLocationDetails(row);
}
