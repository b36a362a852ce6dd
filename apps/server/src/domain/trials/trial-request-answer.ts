import type { TTrialRequest } from '@cp/contracts';
import type { TrialRequestRow } from '../../db/schema';

/** A trial request as the platform administrator's screen shows it. */
export function toTrialRequest(row: TrialRequestRow): TTrialRequest {
  return {
    id: row.id,
    school_name: row.schoolName,
    domain: row.domain,
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    message: row.message,
    status: row.status,
    location_id: row.locationId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
