import { and, gt, isNull } from 'drizzle-orm';
import { invitations } from '../../db/schema';

/** Open: neither accepted nor expired (a deleted invitation has expired). */
export const isOpen = (now: Date) =>
  and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));
