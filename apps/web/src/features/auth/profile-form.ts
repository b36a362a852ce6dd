import {
  hasForbiddenText,
  PASSWORD_PROBLEM_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  TEXT_INVALID_CHARACTERS,
  WRONG_PASSWORD,
  type TCurrentUser,
} from '@cp/contracts';
import { validateNewPassword, type TAccountMessageKey } from './account-form';

/** The name fields of the profile, as typed (the middle name empty rather than null). */
export type TNameValues = { first_name: string; middle_name: string; last_name: string };

/** The server's limit of a name part (contracts, schemas/users.ts). */
export const NAME_MAX_LENGTH = 100;

export type TProfileMessageKey =
  | TAccountMessageKey
  | 'profile.messages.nameTooLong'
  | 'profile.messages.invalidCharacters'
  | 'profile.messages.currentPasswordRequired';

export type TProfileErrors = Partial<Record<string, TProfileMessageKey[]>>;

export function nameValuesOf(user: TCurrentUser): TNameValues {
  return {
    first_name: user.firstName,
    middle_name: user.middleName ?? '',
    last_name: user.lastName,
  };
}

/** Whether the form differs from the saved name (spaces around a part do not count). */
export function nameChanged(user: TCurrentUser, values: TNameValues): boolean {
  const saved = nameValuesOf(user);
  return (Object.keys(saved) as (keyof TNameValues)[]).some(
    (field) => saved[field].trim() !== values[field].trim(),
  );
}

/** The rules of `PUT auth/me` (required first and last name, length, no control characters). */
export function validateName(values: TNameValues): TProfileErrors {
  const errors: TProfileErrors = {};
  for (const field of ['first_name', 'middle_name', 'last_name'] as const) {
    const value = values[field].trim();
    if (value === '' && field !== 'middle_name') {
      errors[field] = [
        field === 'first_name'
          ? 'account.messages.firstNameRequired'
          : 'account.messages.lastNameRequired',
      ];
    } else if ([...value].length > NAME_MAX_LENGTH) {
      errors[field] = ['profile.messages.nameTooLong'];
    } else if (hasForbiddenText(value)) {
      errors[field] = ['profile.messages.invalidCharacters'];
    }
  }
  return errors;
}

/** `PUT auth/me/password`: the current password, then the policy for the new one (SPEC §5). */
export function validatePasswordChange(values: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): TProfileErrors {
  const errors: TProfileErrors = validateNewPassword(values.password, values.password_confirmation);
  if (values.current_password === '') {
    errors.current_password = ['profile.messages.currentPasswordRequired'];
  }
  return errors;
}

/** The server's stable English texts of these two forms -> our translation keys. */
export const PROFILE_SERVER_MESSAGES: Record<string, TProfileMessageKey> = {
  'The first name is required': 'account.messages.firstNameRequired',
  'The last name is required': 'account.messages.lastNameRequired',
  [TEXT_INVALID_CHARACTERS]: 'profile.messages.invalidCharacters',
  [WRONG_PASSWORD]: 'account.messages.wrongPassword',
  [PASSWORDS_DO_NOT_MATCH]: 'account.messages.passwordsDoNotMatch',
  [PASSWORD_PROBLEM_MESSAGES.length]: 'account.messages.passwordLength',
  [PASSWORD_PROBLEM_MESSAGES.uppercase]: 'account.messages.passwordUppercase',
  [PASSWORD_PROBLEM_MESSAGES.lowercase]: 'account.messages.passwordLowercase',
  [PASSWORD_PROBLEM_MESSAGES.number]: 'account.messages.passwordNumber',
  [PASSWORD_PROBLEM_MESSAGES.sign]: 'account.messages.passwordSign',
};

/** Field texts of a 422 answer: known server texts translated, others shown as they are. */
export function profileServerErrors(
  error: unknown,
  t: (key: TProfileMessageKey) => string,
): Partial<Record<string, string[]>> {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 422) {
    return {};
  }
  const body = 'body' in error ? error.body : null;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const shown: Partial<Record<string, string[]>> = {};
  for (const [field, texts] of Object.entries(body.errors as Record<string, string[]>)) {
    shown[field] = texts.map((text) => {
      const key = PROFILE_SERVER_MESSAGES[text];
      // A too-long name has zod's own text: translate it by its field's rule.
      if (!key && /^Too big/i.test(text)) return t('profile.messages.nameTooLong');
      return key ? t(key) : text;
    });
  }
  return shown;
}

export function translateErrors(
  errors: TProfileErrors,
  t: (key: TProfileMessageKey) => string,
): Partial<Record<string, string[]>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, (keys ?? []).map(t)]),
  );
}
