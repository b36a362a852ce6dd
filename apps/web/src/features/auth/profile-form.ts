import { hasForbiddenText, TEXT_INVALID_CHARACTERS, type TCurrentUser } from '@cp/contracts';
import { nameRequiredWording, type TAccountErrors } from './account-form';

/** The name fields of the profile, as typed (the middle name empty rather than null). */
export type TNameValues = { first_name: string; middle_name: string; last_name: string };

/** The server's limit of a name part (contracts, schemas/users.ts). */
export const NAME_MAX_LENGTH = 100;

export function nameValuesOf(user: TCurrentUser): TNameValues {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
  };
}

/** Whether the form differs from the saved name (spaces around a part do not count). */
export function nameChanged(user: TCurrentUser, values: TNameValues): boolean {
  const saved = nameValuesOf(user);
  return (Object.keys(saved) as (keyof TNameValues)[]).some(
    (field) => saved[field].trim() !== values[field].trim(),
  );
}

/**
 * The profile's own words about a name (`PUT auth/me`; the contract's schema checks it as
 * well): the parts asked for in the second person, a part too long in characters as a person
 * counts them, and the text rule against control characters, which the server applies to every
 * request rather than in the schema (contracts rules/text.ts).
 */
export function nameWording(values: {
  first_name: string;
  middle_name: string | null;
  last_name: string;
}): TAccountErrors {
  const errors = nameRequiredWording(values);
  for (const field of ['first_name', 'middle_name', 'last_name'] as const) {
    const value = (values[field] ?? '').trim();
    if (errors[field]) continue;
    if ([...value].length > NAME_MAX_LENGTH) errors[field] = ['account.nameTooLong'];
    else if (hasForbiddenText(value)) errors[field] = [TEXT_INVALID_CHARACTERS];
  }
  return errors;
}
