import type { TSsoProvider } from '@cp/contracts';
import { urlOf } from '@/lib/api';

/**
 * Starting a single sign-on is a full-page navigation, not a fetch: the server answers with a
 * redirect to the provider. The one place that leaves the app, an object so tests can stub it.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The start URL of a provider's sign-in, with `?domain=&next=`; the server checks both again. */
export function ssoStartUrl(
  provider: TSsoProvider,
  { domain, next }: { domain?: string | null; next?: string | null },
): string {
  const query: Record<string, string> = {};
  if (domain) query['domain'] = domain;
  if (next) query['next'] = next;
  return urlOf('startSsoSignIn', { provider }, Object.keys(query).length ? query : undefined);
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
