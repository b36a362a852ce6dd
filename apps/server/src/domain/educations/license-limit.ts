import { and, count, eq, isNull } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educations, locations } from '../../db/schema';
import { DomainError, notFound } from '../errors';
import { licensedEducationLimit } from '../licenses/licensed-education-limit';

/**
 * The current license caps the number of educations (archived ones do not count; docs/educations.md
 * "Dashboard API").
 * Call inside the transaction that adds one (create, duplicate, restore from the archive): the
 * location row stays locked until commit, so two requests at "one left" cannot both pass.
 * Without a current license there is no room at all.
 */
export async function assertRoomForEducation(options: {
  db: DbOrTx;
  locationId: number;
  now: Date;
}): Promise<void> {
  const { db, locationId, now } = options;
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  if (!location) throw notFound('notFound.location');
  const limit = await licensedEducationLimit({ db, locationId, now });
  const [used] = await db
    .select({ n: count() })
    .from(educations)
    .where(and(eq(educations.locationId, locationId), isNull(educations.deletedAt)));
  if (limit === null || (used?.n ?? 0) >= limit) {
    throw new DomainError('conflict', EDUCATION_MESSAGES.licenseLimit, { code: 'license_limit' });
  }
}
