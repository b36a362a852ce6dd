import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** The parts of the password policy (docs/organisation.md "Password policy"); each failing part has
 * its own message. */
export type TPasswordProblem = 'length' | 'uppercase' | 'lowercase' | 'number' | 'sign';

/** Returns every rule the password breaks; an empty list means the password is acceptable. */
export function passwordProblems(password: string): TPasswordProblem[] {
  const problems: TPasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Nd}/u.test(password)) problems.push('number');
  // A "sign" is anything that is neither a letter, a digit nor whitespace.
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('sign');
  return problems;
}

export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}
