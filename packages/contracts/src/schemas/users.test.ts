import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import {
  PASSWORD_PROBLEM_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  ZResetPasswordRequestSchema,
} from './users';

/** The message keys per field of a password reset with `password` and its confirmation. */
function keysOf(password: string, password_confirmation: string) {
  const result = ZResetPasswordRequestSchema.safeParse({
    email: 'anja@lyceum.nl',
    token: 'token',
    password,
    password_confirmation,
  });
  return result.success ? {} : fieldKeysOf(result.error);
}

describe('ZNewPasswordSchema and withMatchingPasswords: a new password', () => {
  it('names every broken rule of the policy separately', () => {
    expect(keysOf('kort', 'kort')).toEqual({
      password: [
        PASSWORD_PROBLEM_MESSAGES.length,
        PASSWORD_PROBLEM_MESSAGES.uppercase,
        PASSWORD_PROBLEM_MESSAGES.number,
        PASSWORD_PROBLEM_MESSAGES.sign,
      ],
    });
  });

  it('requires matching passwords', () => {
    expect(keysOf('Goed!Wacht1', 'Goed!Wacht2')).toEqual({
      password_confirmation: [PASSWORDS_DO_NOT_MATCH],
    });
    expect(keysOf('Goed!Wacht1', 'Goed!Wacht1')).toEqual({});
  });
});
