import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZChangePasswordRequestSchema } from './profile';

/** The message keys per field the schema answers for `body`; {} when it passes. */
function keysOf(body: unknown) {
  const result = ZChangePasswordRequestSchema.safeParse(body);
  return result.success ? {} : fieldKeysOf(result.error);
}

describe('ZChangePasswordRequestSchema: the own password', () => {
  it('requires the current password and the policy for the new one', () => {
    expect(
      keysOf({
        current_password: '',
        password: 'Goed!Wacht1',
        password_confirmation: 'Goed!Wacht1',
      }),
    ).toEqual({ current_password: ['account.currentPasswordRequired'] });
    expect(
      keysOf({ current_password: 'x', password: 'kort', password_confirmation: 'kort' }).password,
    ).toContain('account.passwordLength');
  });
});
