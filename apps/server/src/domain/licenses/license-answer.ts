import { licenseState, type TLicense } from '@cp/contracts';
import type { LicenseRow } from '../../db/schema';

/** A license as the API answers it, with its state on `today` (a school day, 'YYYY-MM-DD'). */
export function toLicense(row: LicenseRow, today: string): TLicense {
  return {
    id: row.id,
    locationId: row.locationId,
    level: row.level,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    maxEducations: row.maxEducations,
    state: licenseState(row, today),
  };
}
