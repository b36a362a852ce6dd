import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@cp/contracts';
import { nameChanged, nameWording } from './profile-form';

// The rules of the password change (the current password, the policy) are the contract's:
// packages/contracts/src/schemas/profile.test.ts.

const user = {
  first_name: 'Anja',
  middle_name: null,
  last_name: 'Berg',
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
    expect(nameWording({ first_name: ' ', middle_name: '', last_name: '' })).toEqual({
      first_name: ['account.messages.firstNameRequired'],
      last_name: ['account.messages.lastNameRequired'],
    });
    expect(
      nameWording({ first_name: 'A'.repeat(101), middle_name: 'v\u0000', last_name: 'Berg' }),
    ).toEqual({
      first_name: ['account.nameTooLong'],
      middle_name: ['common.invalidCharacters'],
    });
    // In the screen's words 100 characters are not too long; an emoji is one character, not two.
    expect(
      nameWording({ first_name: '😀'.repeat(100), middle_name: '', last_name: 'Berg' }),
    ).toEqual({});
  });
});
