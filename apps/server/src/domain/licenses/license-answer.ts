import { licenseState, type TLicense } from '@cp/contracts';
import type { LicenseRow } from '../../db/schema';

/** A license as the API answers it, with its state on `today` (a school day, 'YYYY-MM-DD'). */
export function toLicense(row: LicenseRow, today: string): TLicense {
  return {
    id: row.id,
    location_id: row.locationId,
    level: row.level,
    type: row.type,
    start_date: row.startDate,
    end_date: row.endDate,
    max_educations: row.maxEducations,
    state: licenseState({ start_date: row.startDate, end_date: row.endDate }, today),
  };
}
