import { describe, expect, it } from 'vitest';
import { ssoScreenProblems, toSsoConnectionInput } from './sso-form-rules';

const values = {
  enabled: true,
  client_id: ' app ',
  client_secret: '',
  allowed_organisations: ['School.NL', 'school.nl'],
};
const input = toSsoConnectionInput(values);

describe('sso-form-rules (docs/sso.md)', () => {
  it('asks a secret only when none is stored', () => {
    expect(ssoScreenProblems('surfconext', input, false)).toEqual([
      { field: 'client_secret', key: 'clientSecretRequired' },
    ]);
    expect(ssoScreenProblems('surfconext', input, true)).toEqual([]);
  });

  it('checks each organisation by the kind the provider uses', () => {
    expect(ssoScreenProblems('entra', input, true)).toEqual([
      { field: 'allowed_organisations', key: 'tenantInvalidValue', values: { value: 'school.nl' } },
    ]);
    const tenant = { ...input, allowed_organisations: ['0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0'] };
    expect(ssoScreenProblems('entra', tenant, true)).toEqual([]);
    const notADomain = { ...input, allowed_organisations: ['geen domein'] };
    expect(ssoScreenProblems('entree', notADomain, true)[0]?.key).toBe('organisationInvalidValue');
  });

  it('sends an empty secret as null (keep it) and organisations once, in lower case', () => {
    expect(input).toEqual({
      enabled: true,
      client_id: 'app',
      client_secret: null,
      allowed_organisations: ['school.nl'],
    });
  });
});
