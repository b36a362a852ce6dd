import { hasForbiddenText, TEXT_INVALID_CHARACTERS, type TCurrentUser } from '@cp/contracts';
import { validateNewPassword, type TAccountErrors } from './account-form';

/** The name fields of the profile, as typed (the middle name empty rather than null). */
export type TNameValues = { first_name: string; middle_name: string; last_name: string };

/** The server's limit of a name part (contracts, schemas/users.ts). */
export const NAME_MAX_LENGTH = 100;

export type TProfileErrors = TAccountErrors;

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
      errors[field] = ['account.nameTooLong'];
    } else if (hasForbiddenText(value)) {
      errors[field] = [TEXT_INVALID_CHARACTERS];
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
    errors.current_password = ['account.currentPasswordRequired'];
  }
  return errors;
}
