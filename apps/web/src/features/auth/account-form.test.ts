import { describe, expect, it } from 'vitest';
import { validateEmail, validateNewAccount, validateNewPassword } from './account-form';

describe('account form rules (SPEC §5)', () => {
  it('names every broken password rule separately', () => {
    expect(validateNewPassword('kort', 'kort').password).toEqual([
      'account.messages.passwordLength',
      'account.messages.passwordUppercase',
      'account.messages.passwordNumber',
      'account.messages.passwordSign',
    ]);
    expect(validateNewPassword('', '').password).toEqual(['account.messages.passwordRequired']);
  });

  it('requires matching passwords', () => {
    expect(validateNewPassword('Goed!Wacht1', 'Goed!Wacht2')).toEqual({
      password_confirmation: ['account.messages.passwordsDoNotMatch'],
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
