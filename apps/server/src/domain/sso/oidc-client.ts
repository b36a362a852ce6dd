import * as client from 'openid-client';
import type { TSsoErrorCode, TSsoProvider } from '@cp/contracts';
import type { SsoConfig } from '../../config';

/*
 * The one place that speaks OpenID Connect, through openid-client (no hand-written token
 * validation): discovery, the authorization URL with PKCE (S256), state and nonce, and the code
 * exchange that checks signature, issuer, audience, expiry, nonce and state. Entra's multi-tenant
 * issuer `https://login.microsoftonline.com/{tenantid}/v2.0` is resolved by openid-client with
 * the token's own `tid`.
 */

const ENTRA_ORIGIN = 'https://login.microsoftonline.com';
const ENTRA_AUTHORITY = `${ENTRA_ORIGIN}/organizations/v2.0`;
/** How long a discovery is reused; providers rotate keys, which openid-client refetches itself. */
const DISCOVERY_TTL_MS = 60 * 60_000;
const TIMEOUT_SECONDS = 10;

/** What each provider is asked for. SURFconext and Entree release attributes per service (userinfo). */
const SCOPES: Record<TSsoProvider, string> = {
  entra: 'openid profile email',
  surfconext: 'openid',
  entree: 'openid',
};
const CLAIMS_FROM_USERINFO: Record<TSsoProvider, boolean> = {
  entra: false,
  surfconext: true,
  entree: true,
};

export type OidcClientKey = { provider: TSsoProvider; clientId: string; clientSecret: string };

export class SsoFailure extends Error {
  constructor(
    readonly code: TSsoErrorCode,
    override readonly cause?: unknown,
  ) {
    super(`single sign-on failed: ${code}`);
  }
}

/** Plain http only for a provider on this machine (tests); anything else must be https. */
function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost');
}

export class OidcClients {
  private readonly configurations = new Map<
    string,
    { at: number; config: Promise<client.Configuration> }
  >();

  constructor(
    private readonly sso: SsoConfig,
    private readonly clock: () => Date,
  ) {}

  private discoveryTarget(provider: TSsoProvider): { server: URL; local: boolean } {
    if (provider === 'entra') {
      return { server: new URL(ENTRA_AUTHORITY), local: isLocal(this.sso.entraEndpoint) };
    }
    const issuer = provider === 'surfconext' ? this.sso.surfconextIssuer : this.sso.entreeIssuer;
    return { server: new URL(issuer), local: isLocal(issuer) };
  }

  /** Requests for Microsoft's origin go to the configured endpoint (the same one in production). */
  private readonly fetchRewritten: client.CustomFetch = (url, options) => {
    const target = url.startsWith(ENTRA_ORIGIN)
      ? this.sso.entraEndpoint + url.slice(ENTRA_ORIGIN.length)
      : url;
    return fetch(target, options as RequestInit);
  };

  /** The discovered configuration, cached per client and clock offset; a failure is not kept. */
  configuration(key: OidcClientKey): Promise<client.Configuration> {
    const now = this.clock().getTime();
    // Tests move the app's clock; openid-client checks expiry with its own, shifted by this skew.
    const skewSeconds = Math.round((now - Date.now()) / 10_000) * 10;
    const cacheKey = JSON.stringify([key.provider, key.clientId, key.clientSecret, skewSeconds]);
    const cached = this.configurations.get(cacheKey);
    if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const { server, local } = this.discoveryTarget(key.provider);
    const config = client
      .discovery(
        server,
        key.clientId,
        { client_secret: key.clientSecret, [client.clockSkew]: skewSeconds },
        undefined,
        {
          timeout: TIMEOUT_SECONDS,
          [client.customFetch]: this.fetchRewritten,
          execute: local ? [client.allowInsecureRequests] : [],
        },
      )
      .then((configuration) => {
        configuration.timeout = TIMEOUT_SECONDS;
        return configuration;
      });
    this.configurations.set(cacheKey, { at: now, config });
    config.catch(() => this.configurations.delete(cacheKey));
    return config;
  }

  async authorizationUrl(
    key: OidcClientKey,
    checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<URL> {
    const config = await this.configuration(key).catch((error: unknown) => {
      throw new SsoFailure('provider_down', error);
    });
    return client.buildAuthorizationUrl(config, {
      redirect_uri: checks.redirectUri,
      scope: SCOPES[key.provider],
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /** Exchanges the code and answers the validated claims (with userinfo where the provider puts them). */
  async claims(
    key: OidcClientKey,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<Record<string, unknown>> {
    try {
      const config = await this.configuration(key);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new SsoFailure('invalid_token');
      if (!CLAIMS_FROM_USERINFO[key.provider]) return { ...idClaims };
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      // The id token's own claims win: iss and sub are what the token was validated with.
      return { ...userInfo, ...idClaims };
    } catch (error) {
      throw error instanceof SsoFailure ? error : new SsoFailure(failureCode(error), error);
    }
  }
}

/**
 * The provider's own sign-out page (RP-initiated logout), or null where the provider has none
 * (SURFconext and Entree publish no end_session_endpoint) or cannot be reached right now.
 */
export async function endSessionUrl(clients: OidcClients, key: OidcClientKey): Promise<URL | null> {
  try {
    return client.buildEndSessionUrl(await clients.configuration(key), {});
  } catch {
    return null;
  }
}

const UNREACHABLE_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** Cancelled or refused at the provider; not reachable; or an answer that failed validation. */
function failureCode(error: unknown): TSsoErrorCode {
  if (error instanceof client.AuthorizationResponseError) return 'provider_error';
  if (error instanceof client.ResponseBodyError) return 'provider_error';
  if (error instanceof TypeError) return 'provider_down';
  if (error instanceof client.ClientError && error.code && UNREACHABLE_CODES.has(error.code)) {
    return 'provider_down';
  }
  return 'invalid_token';
}
