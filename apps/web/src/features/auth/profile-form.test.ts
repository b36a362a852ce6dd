import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@cp/contracts';
import { nameChanged, validateName, validatePasswordChange } from './profile-form';

const user = {
  firstName: 'Anja',
  middleName: null,
  lastName: 'Berg',
} as TCurrentUser;

describe('profile form rules', () => {
  it('sees a changed name, not spaces around it', () => {
    expect(nameChanged(user, { first_name: ' Anja ', middle_name: ' ', last_name: 'Berg' })).toBe(
      false,
    );
    expect(nameChanged(user, { first_name: 'Anja', middle_name: 'van', last_name: 'Berg' })).toBe(
      true,
    );
  });

  it('requires first and last name, limits the length and refuses control characters', () => {
    expect(validateName({ first_name: ' ', middle_name: '', last_name: '' })).toEqual({
      first_name: ['account.messages.firstNameRequired'],
      last_name: ['account.messages.lastNameRequired'],
    });
    expect(
      validateName({ first_name: 'A'.repeat(101), middle_name: 'v\u0000', last_name: 'Berg' }),
    ).toEqual({
      first_name: ['account.nameTooLong'],
      middle_name: ['common.invalidCharacters'],
    });
    // 100 characters is allowed; an emoji is one character, not two.
    expect(
      validateName({ first_name: '😀'.repeat(100), middle_name: '', last_name: 'Berg' }),
    ).toEqual({});
  });

  it('requires the current password and the policy for the new one', () => {
    expect(
      validatePasswordChange({
        current_password: '',
        password: 'Goed!Wacht1',
        password_confirmation: 'Goed!Wacht1',
      }),
    ).toEqual({ current_password: ['account.currentPasswordRequired'] });
    expect(
      validatePasswordChange({
        current_password: 'x',
        password: 'kort',
        password_confirmation: 'kort',
      }).password,
    ).toContain('account.passwordLength');
  });
});
