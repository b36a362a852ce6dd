import type { TInvitation } from '@cp/contracts';
import type { InvitationRow } from '../../db/schema';

/** An invitation as the API answers it (never its token). */
export function toInvitation(row: InvitationRow): TInvitation {
  return {
    id: row.id,
    email: row.email,
    roles: row.roles,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
