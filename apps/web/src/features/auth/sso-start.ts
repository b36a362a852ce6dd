import { API_BASE, type TSsoProvider } from '@cp/contracts';

/**
 * Starting a single sign-on is a full-page navigation, not a fetch: the server answers with a
 * redirect to the provider. The one place that leaves the app, an object so tests can stub it.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** `/api/v1/auth/sso/<provider>/start?domain=&next=`; the server checks both again. */
export function ssoStartUrl(
  provider: TSsoProvider,
  { domain, next }: { domain?: string | null; next?: string | null },
): string {
  const query = new URLSearchParams();
  if (domain) query.set('domain', domain);
  if (next) query.set('next', next);
  const search = query.toString();
  return `${API_BASE}/auth/sso/${provider}/start${search ? `?${search}` : ''}`;
}

export function startSso(
  provider: TSsoProvider,
  options: { domain?: string | null; next?: string | null },
): void {
  browserNavigation.assign(ssoStartUrl(provider, options));
}

const DOMAIN_KEY = 'cp.sso.domain';

/** The school domain typed last time on this device, so it is not asked every time. */
export function rememberedDomain(): string | null {
  try {
    return window.localStorage.getItem(DOMAIN_KEY) || null;
  } catch {
    // Storage can be blocked (private mode, policies): then it is simply asked again.
    return null;
  }
}

export function rememberDomain(domain: string): void {
  try {
    window.localStorage.setItem(DOMAIN_KEY, domain);
  } catch {
    // See rememberedDomain: not remembering is fine.
  }
}
