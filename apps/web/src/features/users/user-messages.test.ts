import { describe, expect, it } from 'vitest';
import { ALREADY_INVITED, DESIGN_EDUCATIONS_INVALID, USER_RULE_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import {
  canBeRestricted,
  fullName,
  ruleMessageOf,
  USER_SERVER_MESSAGES,
  validateInvite,
  validateUser,
} from './user-messages';

describe('users screen rules', () => {
  it('needs an e-mail address and at least one role to invite', () => {
    expect(validateInvite('', [])).toEqual({
      email: 'users.messages.emailRequired',
      roles: 'users.messages.rolesRequired',
    });
    expect(validateInvite('geen-adres', ['user']).email).toBe('users.messages.emailInvalid');
    expect(validateInvite('a@school.nl', ['user'])).toEqual({});
  });

  it('needs names and at least one role to save a user', () => {
    expect(Object.keys(validateUser({ first_name: ' ', last_name: '', roles: [] })).sort()).toEqual(
      ['first_name', 'last_name', 'roles'],
    );
  });

  it('recognises the server rules by their text', () => {
    const error = new ApiError(409, { message: USER_RULE_MESSAGES.lastAdmin, code: 'conflict' });
    expect(ruleMessageOf(error)).toBe('users.messages.lastAdmin');
    expect(ruleMessageOf(new ApiError(500, null))).toBeNull();
    expect(USER_SERVER_MESSAGES['users.messages.alreadyInvited']).toBe(ALREADY_INVITED);
  });

  it('writes full names with the middle name', () => {
    expect(fullName({ first_name: 'Jan', middle_name: 'de', last_name: 'Vries' })).toBe(
      'Jan de Vries',
    );
    expect(fullName({ first_name: 'Jan', middle_name: null, last_name: 'Vries' })).toBe(
      'Jan Vries',
    );
  });

  it('offers the design restriction to designers who are not admins', () => {
    expect(canBeRestricted(['designer', 'user'])).toBe(true);
    expect(canBeRestricted(['admin', 'designer'])).toBe(false);
    expect(canBeRestricted(['user'])).toBe(false);
    expect(USER_SERVER_MESSAGES['users.messages.designEducationsInvalid']).toBe(
      DESIGN_EDUCATIONS_INVALID,
    );
  });
});
