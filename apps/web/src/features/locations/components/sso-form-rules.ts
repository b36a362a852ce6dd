import {
  allowedOrganisationProblem,
  SSO_ALLOWED_MAX,
  type TSsoConnection,
  type TSsoConnectionInput,
  type TSsoProvider,
} from '@cp/contracts';

export interface TSsoFormValues {
  enabled: boolean;
  client_id: string;
  /** Empty: keep the stored secret (when there is one). */
  client_secret: string;
  allowed_organisations: string[];
}

/**
 * A problem with a field: a key of the server's `sso` messages (the first three) or, for the
 * form's own checks, under `ssoSettings.messages`; and its values.
 */
export interface TSsoFormProblem {
  key:
    | 'clientIdRequired'
    | 'clientSecretRequired'
    | 'allowedRequired'
    | 'allowedTooMany'
    | 'tenantInvalidValue'
    | 'organisationInvalidValue';
  values?: Record<string, string | number>;
}

export type TSsoFormErrors = Partial<
  Record<'client_id' | 'client_secret' | 'allowed_organisations', TSsoFormProblem>
>;

export function initialSsoFormValues(connection: TSsoConnection | undefined): TSsoFormValues {
  return {
    enabled: connection?.enabled ?? true,
    client_id: connection?.client_id ?? '',
    client_secret: '',
    allowed_organisations: connection?.allowed_organisations ?? [],
  };
}

/** Tenant ids and domains are compared in lower case, as the server stores them. */
export const normaliseOrganisation = (value: string) => value.trim().toLowerCase();

/** What the server would refuse, checked before asking it (same rules as @cp/contracts). */
export function validateSsoForm(
  provider: TSsoProvider,
  values: TSsoFormValues,
  hasSecret: boolean,
): TSsoFormErrors {
  const errors: TSsoFormErrors = {};
  if (values.client_id.trim() === '') errors.client_id = { key: 'clientIdRequired' };
  if (!hasSecret && values.client_secret.trim() === '') {
    errors.client_secret = { key: 'clientSecretRequired' };
  }
  const organisations = values.allowed_organisations.map(normaliseOrganisation);
  const wrong = organisations.find((value) => allowedOrganisationProblem(provider, value));
  if (organisations.length === 0) errors.allowed_organisations = { key: 'allowedRequired' };
  else if (wrong !== undefined) {
    errors.allowed_organisations = {
      key: provider === 'entra' ? 'tenantInvalidValue' : 'organisationInvalidValue',
      values: { value: wrong },
    };
  } else if (organisations.length > SSO_ALLOWED_MAX) {
    errors.allowed_organisations = { key: 'allowedTooMany', values: { max: SSO_ALLOWED_MAX } };
  }
  return errors;
}

/** The request: an empty secret field keeps the stored secret (null). */
export function toSsoConnectionInput(values: TSsoFormValues): TSsoConnectionInput {
  const secret = values.client_secret.trim();
  return {
    enabled: values.enabled,
    client_id: values.client_id.trim(),
    client_secret: secret === '' ? null : secret,
    allowed_organisations: [...new Set(values.allowed_organisations.map(normaliseOrganisation))],
  };
}
