import { describe, expect, it } from 'vitest';
import { trialInputOf, type TTrialFormValues } from './trial-form-values';

const valid: TTrialFormValues = {
  school_name: 'Het College',
  domain: ' hetcollege.nl ',
  type: 'vo',
  first_name: 'Tess',
  last_name: 'Vries',
  email: 'tess@hetcollege.nl',
  message: '',
};

describe('trialInputOf (the request POST trials gets)', () => {
  it('trims the domain and leaves an empty message out', () => {
    expect(trialInputOf(valid)).toMatchObject({ domain: 'hetcollege.nl', message: null });
  });
});
