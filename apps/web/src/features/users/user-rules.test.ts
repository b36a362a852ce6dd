import { beforeAll, describe, expect, it } from 'vitest';
import { USER_RULE_MESSAGES } from '@cp/contracts';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api';
import { canBeRestricted, fullName, ruleTextOf } from './user-rules';

describe('users screen rules', () => {
  beforeAll(() => i18n.changeLanguage('nl'));

  it('says the server rule a refusal broke, by its key', () => {
    const error = new ApiError(409, {
      message: 'x',
      code: 'conflict',
      key: USER_RULE_MESSAGES.lastAdmin,
    });
    expect(ruleTextOf(error)).toBe('De locatie moet minstens één actieve beheerder houden');
    expect(ruleTextOf(new ApiError(500, null))).toBeNull();
    expect(ruleTextOf(new ApiError(409, { message: 'x', key: 'common.invalidData' }))).toBeNull();
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
  });
});
