import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZTrialRequestInputSchema } from './trials';

/** The first message key per field the schema answers for `body`; {} when it passes. */
function firstKeysOf(body: unknown) {
  const result = ZTrialRequestInputSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldKeysOf(result.error)).map(([field, keys]) => [field, keys[0]]),
  );
}

const valid = {
  school_name: 'Het College',
  domain: 'hetcollege.nl',
  type: 'vo',
  first_name: 'Tess',
  last_name: 'Vries',
  email: 'tess@hetcollege.nl',
  message: null,
};

describe('ZTrialRequestInputSchema: the rule of POST trials', () => {
  it('accepts a complete request; the message is optional', () => {
    expect(firstKeysOf(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(
      firstKeysOf({
        ...valid,
        school_name: ' ',
        domain: 'www.hetcollege.nl',
        type: null,
        first_name: '',
        last_name: '',
        email: 'tess@',
      }),
    ).toEqual({
      school_name: 'trials.schoolNameRequired',
      domain: 'locations.domainWww',
      type: 'trials.typeRequired',
      first_name: 'trials.firstNameRequired',
      last_name: 'trials.lastNameRequired',
      email: 'users.emailInvalid',
    });
    expect(firstKeysOf({ ...valid, domain: '', email: '' })).toEqual({
      domain: 'locations.domainRequired',
      email: 'users.emailRequired',
    });
    expect(firstKeysOf({ ...valid, domain: 'not a domain' }).domain).toBe(
      'locations.domainInvalid',
    );
  });
});
