import {
  ALREADY_INVITED,
  ALREADY_MEMBER,
  AT_LEAST_ONE_ROLE,
  DESIGN_EDUCATIONS_INVALID,
  USER_RULE_MESSAGES,
  type TLocationUser,
} from '@cp/contracts';
import { ApiError } from '@/lib/api';

export type TUserMessageKey =
  | 'users.messages.firstNameRequired'
  | 'users.messages.lastNameRequired'
  | 'users.messages.rolesRequired'
  | 'users.messages.emailRequired'
  | 'users.messages.emailInvalid'
  | 'users.messages.alreadyInvited'
  | 'users.messages.alreadyMember'
  | 'users.messages.cannotDemoteSelf'
  | 'users.messages.cannotDeactivateSelf'
  | 'users.messages.cannotRemoveSelf'
  | 'users.messages.lastAdmin'
  | 'users.messages.sharedAccountNames'
  | 'users.messages.designEducationsInvalid';

/** Server texts (stable English, @cp/contracts) -> translation keys. */
export const USER_SERVER_MESSAGES: Partial<Record<TUserMessageKey, string>> = {
  'users.messages.rolesRequired': AT_LEAST_ONE_ROLE,
  'users.messages.alreadyInvited': ALREADY_INVITED,
  'users.messages.alreadyMember': ALREADY_MEMBER,
  'users.messages.cannotDemoteSelf': USER_RULE_MESSAGES.cannotDemoteSelf,
  'users.messages.cannotDeactivateSelf': USER_RULE_MESSAGES.cannotDeactivateSelf,
  'users.messages.cannotRemoveSelf': USER_RULE_MESSAGES.cannotRemoveSelf,
  'users.messages.lastAdmin': USER_RULE_MESSAGES.lastAdmin,
  'users.messages.sharedAccountNames': USER_RULE_MESSAGES.sharedAccountNames,
  'users.messages.designEducationsInvalid': DESIGN_EDUCATIONS_INVALID,
};

/**
 * Whether the design restriction applies to these roles: a designer who is not an admin (admins
 * are never limited, SPEC §6; the server drops a restriction for other roles).
 */
export const canBeRestricted = (roles: readonly string[]) =>
  roles.includes('designer') && !roles.includes('admin');

/** The 409 rule a refused edit or removal broke, as a translation key (null: not a rule). */
export function ruleMessageOf(error: unknown): TUserMessageKey | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { message?: unknown } | null;
  const entry = Object.entries(USER_SERVER_MESSAGES).find(([, text]) => text === body?.message);
  return (entry?.[0] as TUserMessageKey | undefined) ?? null;
}

export function fullName(user: Pick<TLocationUser, 'first_name' | 'middle_name' | 'last_name'>) {
  return [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInvite(email: string, roles: readonly string[]) {
  const errors: { email?: TUserMessageKey; roles?: TUserMessageKey } = {};
  if (email.trim() === '') errors.email = 'users.messages.emailRequired';
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = 'users.messages.emailInvalid';
  if (roles.length === 0) errors.roles = 'users.messages.rolesRequired';
  return errors;
}

export function validateUser(values: { first_name: string; last_name: string; roles: string[] }) {
  const errors: {
    first_name?: TUserMessageKey;
    last_name?: TUserMessageKey;
    roles?: TUserMessageKey;
  } = {};
  if (values.first_name.trim() === '') errors.first_name = 'users.messages.firstNameRequired';
  if (values.last_name.trim() === '') errors.last_name = 'users.messages.lastNameRequired';
  if (values.roles.length === 0) errors.roles = 'users.messages.rolesRequired';
  return errors;
}
