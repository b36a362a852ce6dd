import {
  INVALID_RESET_LINK,
  PASSWORD_PROBLEM_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  passwordProblems,
  WRONG_PASSWORD,
  type TPasswordProblem,
} from '@cp/contracts';

export type TAccountMessageKey =
  | 'account.messages.firstNameRequired'
  | 'account.messages.lastNameRequired'
  | 'account.messages.emailRequired'
  | 'account.messages.emailInvalid'
  | 'account.messages.passwordRequired'
  | 'account.messages.passwordLength'
  | 'account.messages.passwordUppercase'
  | 'account.messages.passwordLowercase'
  | 'account.messages.passwordNumber'
  | 'account.messages.passwordSign'
  | 'account.messages.passwordsDoNotMatch'
  | 'account.messages.wrongPassword'
  | 'account.resetInvalid';

const PROBLEM_KEYS: Record<TPasswordProblem, TAccountMessageKey> = {
  length: 'account.messages.passwordLength',
  uppercase: 'account.messages.passwordUppercase',
  lowercase: 'account.messages.passwordLowercase',
  number: 'account.messages.passwordNumber',
  sign: 'account.messages.passwordSign',
};

/** The server's stable English texts -> our translation keys (for 422 answers). */
export const ACCOUNT_SERVER_MESSAGES: Partial<Record<TAccountMessageKey, string>> = {
  'account.messages.passwordLength': PASSWORD_PROBLEM_MESSAGES.length,
  'account.messages.passwordUppercase': PASSWORD_PROBLEM_MESSAGES.uppercase,
  'account.messages.passwordLowercase': PASSWORD_PROBLEM_MESSAGES.lowercase,
  'account.messages.passwordNumber': PASSWORD_PROBLEM_MESSAGES.number,
  'account.messages.passwordSign': PASSWORD_PROBLEM_MESSAGES.sign,
  'account.messages.passwordsDoNotMatch': PASSWORDS_DO_NOT_MATCH,
  'account.messages.wrongPassword': WRONG_PASSWORD,
  'account.resetInvalid': INVALID_RESET_LINK,
};

export type TAccountErrors = Partial<Record<string, TAccountMessageKey[]>>;

/** SPEC §5: every broken password rule gets its own line; the two passwords must match. */
export function validateNewPassword(password: string, confirmation: string): TAccountErrors {
  const errors: TAccountErrors = {};
  if (password === '') errors.password = ['account.messages.passwordRequired'];
  else {
    const problems = passwordProblems(password).map((problem) => PROBLEM_KEYS[problem]);
    if (problems.length > 0) errors.password = problems;
  }
  if (password !== '' && password !== confirmation) {
    errors.password_confirmation = ['account.messages.passwordsDoNotMatch'];
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
export function validateEmail(email: string): TAccountMessageKey | undefined {
  if (email.trim() === '') return 'account.messages.emailRequired';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return 'account.messages.emailInvalid';
  return undefined;
}

export const hasErrors = (errors: TAccountErrors) => Object.keys(errors).length > 0;

/** Texts to show per field: our own checks' keys translated, server texts mapped to keys. */
export type TShownErrors = Partial<Record<string, string[]>>;

export function shownErrors(errors: TAccountErrors, t: (key: TAccountMessageKey) => string) {
  const shown: TShownErrors = {};
  for (const [field, keys] of Object.entries(errors)) shown[field] = (keys ?? []).map(t);
  return shown;
}

/** The field errors of a 422 answer, translated where the text is one we know. */
export function serverErrors(error: unknown, t: (key: TAccountMessageKey) => string): TShownErrors {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 422) {
    return {};
  }
  const body = 'body' in error ? error.body : null;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const byText = new Map(
    Object.entries(ACCOUNT_SERVER_MESSAGES).map(([key, text]) => [text, key as TAccountMessageKey]),
  );
  const shown: TShownErrors = {};
  for (const [field, texts] of Object.entries(body.errors as Record<string, string[]>)) {
    shown[field] = texts.map((text) => {
      const key = byText.get(text);
      return key ? t(key) : text;
    });
  }
  return shown;
}
