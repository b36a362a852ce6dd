import { and, eq } from 'drizzle-orm';
import type { TSsoProvider } from '@cp/contracts';
import { externalIdentities } from '../../db/schema';

/** Who the provider says signed in, in one shape for every provider. */
export type SsoIdentity = {
  provider: TSsoProvider;
  /** With `subject`, the identity's key: never the e-mail address. */
  issuer: string;
  subject: string;
  /** Entra: the tenant id; SURFconext and Entree: the schac home organisation(s). */
  organisations: string[];
  email: string | null;
  /** Whether the e-mail may be trusted for linking to an invitation (see identityFromClaims). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

type Claims = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const lowerList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .map(text)
    .filter((item): item is string => item !== null)
    .map((item) => item.toLowerCase());

const isTrue = (value: unknown) =>
  value === true || value === 'true' || value === 1 || value === '1';

/**
 * The identity in validated claims (id token, plus userinfo for the federations), or null when a
 * claim the key needs is missing.
 * - Entra ID: keyed on the tenant's issuer (which openid-client has checked against the token's
 *   own `tid`) and the object id `oid`, stable across apps; the e-mail only counts as verified
 *   with `xms_edov` (the tenant owns the e-mail's domain), since any tenant can put any address
 *   in `email`.
 * - SURFconext and Entree: keyed on the issuer and the pairwise `sub` (specific to our service);
 *   the federation releases the e-mail as the institution asserts it, so it counts as verified
 *   unless `email_verified` says otherwise; the institution is `schac_home_organization`.
 */
export function identityFromClaims(provider: TSsoProvider, claims: Claims): SsoIdentity | null {
  const issuer = text(claims.iss);
  const email = text(claims.email)?.toLowerCase() ?? null;
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  if (!issuer) return null;
  if (provider === 'entra') {
    const tid = text(claims.tid);
    const oid = text(claims.oid);
    if (!tid || !oid) return null;
    const names = nameParts(text(claims.name));
    return {
      provider,
      issuer,
      subject: oid.toLowerCase(),
      organisations: [tid.toLowerCase()],
      email,
      emailVerified: email !== null && isTrue(claims.xms_edov),
      firstName: firstName ?? names.first,
      lastName: lastName ?? names.last,
    };
  }
  const sub = text(claims.sub);
  if (!sub) return null;
  return {
    provider,
    issuer,
    subject: sub,
    organisations: lowerList(claims.schac_home_organization),
    email,
    emailVerified: email !== null && claims.email_verified !== false,
    firstName,
    lastName,
  };
}

function nameParts(name: string | null): { first: string | null; last: string | null } {
  if (!name) return { first: null, last: null };
  const parts = name.split(/\s+/);
  return parts.length < 2
    ? { first: name, last: null }
    : { first: parts[0] ?? null, last: parts.slice(1).join(' ') };
}

/** Whether the identity belongs to one of the organisations the location allows. */
export function organisationAllowed(identity: SsoIdentity, allowed: readonly string[]): boolean {
  const wanted = new Set(allowed.map((value) => value.toLowerCase()));
  return identity.organisations.some((organisation) => wanted.has(organisation));
}

/** The where-clause of an identity's one row in external_identities. */
export const identityKey = (identity: Pick<SsoIdentity, 'provider' | 'issuer' | 'subject'>) =>
  and(
    eq(externalIdentities.provider, identity.provider),
    eq(externalIdentities.issuer, identity.issuer),
    eq(externalIdentities.subject, identity.subject),
  );
