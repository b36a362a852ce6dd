import { describe, expect, it } from 'vitest';
import { validateTrialForm, type TTrialFormValues } from './trial-form-rules';

const valid: TTrialFormValues = {
  school_name: 'Het College',
  domain: 'hetcollege.nl',
  type: 'vo',
  first_name: 'Tess',
  last_name: 'Vries',
  email: 'tess@hetcollege.nl',
  message: '',
};

describe('validateTrialForm', () => {
  it('accepts a complete request; the message is optional', () => {
    expect(validateTrialForm(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(
      validateTrialForm({
        ...valid,
        school_name: ' ',
        domain: 'www.hetcollege.nl',
        type: null,
        first_name: '',
        last_name: '',
        email: 'tess@',
      }),
    ).toEqual({
      school_name: 'schoolNameRequired',
      domain: 'domainWww',
      type: 'typeRequired',
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      email: 'emailInvalid',
    });
    expect(validateTrialForm({ ...valid, domain: '', email: '' })).toEqual({
      domain: 'domainRequired',
      email: 'emailRequired',
    });
    expect(validateTrialForm({ ...valid, domain: 'not a domain' }).domain).toBe('domainInvalid');
  });
});
