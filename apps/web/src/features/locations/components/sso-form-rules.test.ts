import { describe, expect, it } from 'vitest';
import { toSsoConnectionInput, validateSsoForm } from './sso-form-rules';

const values = {
  enabled: true,
  client_id: ' app ',
  client_secret: '',
  allowed_organisations: ['School.NL', 'school.nl'],
};

describe('sso-form-rules (issue 15)', () => {
  it('asks a secret only when none is stored', () => {
    expect(validateSsoForm('surfconext', values, false).client_secret?.key).toBe(
      'clientSecretRequired',
    );
    expect(validateSsoForm('surfconext', values, true)).toEqual({});
  });

  it('checks each organisation by the kind the provider uses', () => {
    expect(validateSsoForm('entra', values, true).allowed_organisations).toEqual({
      key: 'tenantInvalidValue',
      values: { value: 'school.nl' },
    });
    expect(
      validateSsoForm(
        'entra',
        { ...values, allowed_organisations: ['0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0'] },
        true,
      ),
    ).toEqual({});
    expect(
      validateSsoForm('entree', { ...values, allowed_organisations: ['geen domein'] }, true)
        .allowed_organisations?.key,
    ).toBe('organisationInvalidValue');
  });

  it('sends an empty secret as null (keep it) and organisations once, in lower case', () => {
    expect(toSsoConnectionInput(values)).toEqual({
      enabled: true,
      client_id: 'app',
      client_secret: null,
      allowed_organisations: ['school.nl'],
    });
  });
});
