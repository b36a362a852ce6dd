import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { trialFormErrors, trialInputOf, type TTrialFormValues } from './trial-form-rules';

const valid: TTrialFormValues = {
  school_name: 'Het College',
  domain: ' hetcollege.nl ',
  type: 'vo',
  first_name: 'Tess',
  last_name: 'Vries',
  email: 'tess@hetcollege.nl',
  message: '',
};

describe('trialFormErrors (the rule of POST trials)', () => {
  beforeAll(() => i18n.changeLanguage('nl'));

  it('accepts a complete request; the message is optional', async () => {
    expect(await trialFormErrors(valid)).toEqual({});
    expect(trialInputOf(valid)).toMatchObject({ domain: 'hetcollege.nl', message: null });
  });

  it('names every missing or wrong field in the words of the server', async () => {
    expect(
      await trialFormErrors({
        ...valid,
        school_name: ' ',
        domain: 'www.hetcollege.nl',
        type: null,
        first_name: '',
        last_name: '',
        email: 'tess@',
      }),
    ).toEqual({
      school_name: 'Vul de naam van de school in',
      domain: 'Vul het domein in zonder www',
      type: 'Kies een type',
      first_name: 'Vul de voornaam in',
      last_name: 'Vul de achternaam in',
      email: 'Vul een geldig e-mailadres in',
    });
    expect(await trialFormErrors({ ...valid, domain: '', email: '' })).toEqual({
      domain: 'Vul een domein in',
      email: 'Vul een e-mailadres in',
    });
    expect((await trialFormErrors({ ...valid, domain: 'not a domain' })).domain).toBe(
      'Vul een geldig domein in, zoals school.nl',
    );
  });
});
