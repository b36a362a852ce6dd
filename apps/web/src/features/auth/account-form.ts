import type { TFunction } from 'i18next';
import {
  PASSWORD_PROBLEM_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  passwordProblems,
  type TMessageKey,
} from '@cp/contracts';
import { messageText } from '@/lib/server-messages';

/** The form's own checks before sending, in the second person (the server never says these). */
const FORM_KEYS = [
  'account.messages.firstNameRequired',
  'account.messages.lastNameRequired',
  'account.messages.emailRequired',
  'account.messages.emailInvalid',
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

/** SPEC §5: every broken password rule gets its own line; the two passwords must match. */
export function validateNewPassword(password: string, confirmation: string): TAccountErrors {
  const errors: TAccountErrors = {};
  if (password === '') errors.password = ['account.passwordRequired'];
  else {
    const problems = passwordProblems(password).map(
      (problem) => PASSWORD_PROBLEM_MESSAGES[problem],
    );
    if (problems.length > 0) errors.password = problems;
  }
  if (password !== '' && password !== confirmation) {
    errors.password_confirmation = [PASSWORDS_DO_NOT_MATCH];
  }
  return errors;
}

/** First and last name are required (SPEC §5), then the password rules. */
export function validateNewAccount(values: {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}): TAccountErrors {
  const errors = validateNewPassword(values.password, values.password_confirmation);
  if (values.first_name.trim() === '') errors.first_name = ['account.messages.firstNameRequired'];
  if (values.last_name.trim() === '') errors.last_name = ['account.messages.lastNameRequired'];
  return errors;
}

/** Catches typos early; the server checks the address properly. */
export function validateEmail(email: string): TAccountFormKey | undefined {
  if (email.trim() === '') return 'account.messages.emailRequired';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return 'account.messages.emailInvalid';
  return undefined;
}

export const hasErrors = (errors: TAccountErrors) => Object.keys(errors).length > 0;

/** Texts to show per field: the form's own checks and the server's answer alike. */
export type TShownErrors = Partial<Record<string, string[]>>;

export function shownErrors(errors: TAccountErrors, t: TFunction): TShownErrors {
  const shown: TShownErrors = {};
  for (const [field, keys] of Object.entries(errors)) {
    shown[field] = (keys ?? []).map((key) => accountText(key, t));
  }
  return shown;
}
