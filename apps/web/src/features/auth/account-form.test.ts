import { describe, expect, it } from 'vitest';
import { PASSWORD_PROBLEM_MESSAGES, PASSWORDS_DO_NOT_MATCH } from '@cp/contracts';
import { validateEmail, validateNewAccount, validateNewPassword } from './account-form';

describe('account form rules (SPEC §5)', () => {
  it('names every broken password rule separately, by the keys the server uses', () => {
    expect(validateNewPassword('kort', 'kort').password).toEqual([
      PASSWORD_PROBLEM_MESSAGES.length,
      PASSWORD_PROBLEM_MESSAGES.uppercase,
      PASSWORD_PROBLEM_MESSAGES.number,
      PASSWORD_PROBLEM_MESSAGES.sign,
    ]);
    expect(validateNewPassword('', '').password).toEqual(['account.passwordRequired']);
  });

  it('requires matching passwords', () => {
    expect(validateNewPassword('Goed!Wacht1', 'Goed!Wacht2')).toEqual({
      password_confirmation: [PASSWORDS_DO_NOT_MATCH],
    });
    expect(validateNewPassword('Goed!Wacht1', 'Goed!Wacht1')).toEqual({});
  });

  it('requires first and last name', () => {
    const errors = validateNewAccount({
      first_name: ' ',
      last_name: '',
      password: 'Goed!Wacht1',
      password_confirmation: 'Goed!Wacht1',
    });
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'last_name']);
  });

  it('checks the e-mail shape', () => {
    expect(validateEmail('')).toBe('account.messages.emailRequired');
    expect(validateEmail('geen-adres')).toBe('account.messages.emailInvalid');
    expect(validateEmail('a@school.nl')).toBeUndefined();
  });
});
