import type { TLocationUser } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { refusalText, type TMessageOptions } from '@/lib/server-messages';

/**
 * Whether the design restriction applies to these roles: a designer who is not an admin (admins
 * are never limited, docs/organisation.md "Design restrictions"; the server drops a restriction
 * for other roles).
 */
export const canBeRestricted = (roles: readonly string[]) =>
  roles.includes('designer') && !roles.includes('admin');

/** The text of the 409 rule a refused edit or removal broke (null: not such a rule). */
export function ruleTextOf(error: unknown, options: TMessageOptions = {}): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return refusalText(error, options) ?? null;
}

export function fullName(user: Pick<TLocationUser, 'first_name' | 'middle_name' | 'last_name'>) {
  return [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');
}
