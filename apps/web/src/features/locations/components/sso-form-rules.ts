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
 * What the contract's schema cannot see, as keys of `ssoSettings.messages` or the server's `sso`
 * messages with their values: the secret is needed only when none is stored, and what counts as
 * an organisation depends on the provider (a tenant id or a domain). The server checks both again.
 */
export type TSsoScreenProblem =
  | { field: 'client_secret'; key: 'clientSecretRequired' }
  | {
      field: 'allowed_organisations';
      key: 'allowedTooMany' | 'tenantInvalidValue' | 'organisationInvalidValue';
      values: Record<string, string | number>;
    };

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

/** The provider's own rules and the stored secret, checked on the body about to be sent. */
export function ssoScreenProblems(
  provider: TSsoProvider,
  input: TSsoConnectionInput,
  hasSecret: boolean,
): TSsoScreenProblem[] {
  const problems: TSsoScreenProblem[] = [];
  if (!hasSecret && !input.client_secret) {
    problems.push({ field: 'client_secret', key: 'clientSecretRequired' });
  }
  const organisations = input.allowed_organisations;
  const wrong = organisations.find((value) => allowedOrganisationProblem(provider, value));
  if (wrong !== undefined) {
    problems.push({
      field: 'allowed_organisations',
      key: provider === 'entra' ? 'tenantInvalidValue' : 'organisationInvalidValue',
      values: { value: wrong },
    });
  } else if (organisations.length > SSO_ALLOWED_MAX) {
    problems.push({
      field: 'allowed_organisations',
      key: 'allowedTooMany',
      values: { max: SSO_ALLOWED_MAX },
    });
  }
  return problems;
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
