import { EDUCATION_MESSAGES } from '@cp/contracts';
import type { LocationRow } from '../../db/schema';
import { invalidField } from '../errors';

/**
 * Flexible only where the location allows it; an education that already is stays so
 * (docs/educations.md "Dashboard API").
 */
export function refuseFlexible(location: LocationRow, wanted: boolean, already = false) {
  if (wanted && !already && !location.allowFlexible) {
    throw invalidField('is_flexible', EDUCATION_MESSAGES.flexibleNotAllowed);
  }
}
