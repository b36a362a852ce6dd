import type { DbOrTx } from '../../db/client';
import { currentLicense } from './active-license';

/**
 * The maximum number of educations the location's current license allows, or null without a
 * current license. Creating an education checks this (educations issue).
 */
export async function licensedEducationLimit(options: {
  db: DbOrTx;
  locationId: number;
  now: Date;
}): Promise<number | null> {
  return (await currentLicense(options))?.maxEducations ?? null;
}
