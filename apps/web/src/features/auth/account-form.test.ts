import { describe, expect, it } from 'vitest';
import { emailRequiredWording, nameRequiredWording, newPasswordWording } from './account-form';

// The password policy (every broken rule its own message) and matching passwords are the
// contract's rules: packages/contracts/src/schemas/users.test.ts.

describe('account forms, in their own words', () => {
  it('asks for an empty new password instead of naming every rule it breaks', () => {
    expect(newPasswordWording({ password: '' })).toEqual({
      password: ['account.passwordRequired'],
      password_confirmation: [],
    });
    expect(newPasswordWording({ password: 'kort' })).toEqual({});
  });

  it('requires first and last name', () => {
    const errors = nameRequiredWording({ first_name: ' ', last_name: '' });
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'last_name']);
  });

  it("asks for an empty address; its shape is the contract's rule", () => {
    expect(emailRequiredWording({ email: ' ' })).toEqual({
      email: ['account.messages.emailRequired'],
    });
    expect(emailRequiredWording({ email: 'geen-adres' })).toEqual({});
  });
});
