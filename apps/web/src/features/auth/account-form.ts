import type { TFunction } from 'i18next';
import type { TMessageKey } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';

/*
 * The account forms' own words (sign-in, invitation, password reset, profile). Every rule of
 * their bodies is the contract's schema (docs/forms.md); where a form speaks to the person in
 * the second person where the server names the field ("Vul je voornaam in", not "Vul een
 * voornaam in"), its words take the place of the schema's (the form's `check`).
 */

/** The form's own texts, in the second person (the server never says these). */
const FORM_KEYS = [
  'account.messages.firstNameRequired',
  'account.messages.lastNameRequired',
  'account.messages.emailRequired',
] as const;
type TAccountFormKey = (typeof FORM_KEYS)[number];

/** A message of the account forms: a key of the server's catalogue or one of the form's own. */
export type TAccountMessage = TMessageKey | TAccountFormKey;

export type TAccountErrors = Partial<Record<string, TAccountMessage[]>>;

const isFormKey = (message: TAccountMessage): message is TAccountFormKey =>
  (FORM_KEYS as readonly string[]).includes(message);

/** The text of a message of the account forms in the interface language. */
export function accountText(message: TAccountMessage, t: TFunction): string {
  return isFormKey(message) ? t(message) : messageText(message);
}

/** The texts per field of the form's own words, for its `check`. */
export function accountTexts(errors: TAccountErrors, t: TFunction): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      (keys ?? []).map((key) => accountText(key, t)),
    ]),
  );
}

/**
 * An empty new password is asked for, instead of every rule of the policy it breaks; and
 * whether it matches its confirmation is not said while there is none (docs/organisation.md
 * "Password policy"). An empty list says nothing at that field.
 */
export function newPasswordWording(input: { password: string }): TAccountErrors {
  return input.password === ''
    ? { password: ['account.passwordRequired'], password_confirmation: [] }
    : {};
}

/** First and last name are asked for in the second person. */
export function nameRequiredWording(input: {
  first_name: string;
  last_name: string;
}): TAccountErrors {
  const errors: TAccountErrors = {};
  if (input.first_name.trim() === '') errors.first_name = ['account.messages.firstNameRequired'];
  if (input.last_name.trim() === '') errors.last_name = ['account.messages.lastNameRequired'];
  return errors;
}

/** An empty address is asked for in the second person (sign-in, a forgotten password). */
export function emailRequiredWording(input: { email: string }): TAccountErrors {
  return input.email.trim() === '' ? { email: ['account.messages.emailRequired'] } : {};
}
