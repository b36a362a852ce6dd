/*
 * The rule of a location's domain, without zod: the login page checks a typed school domain with
 * it before its first request, when zod is not loaded yet (apps/web/src/lib/schemas.ts). The
 * location schemas (schemas/locations.ts) apply the same functions.
 */

/** Which rule a domain breaks; the texts are LOCATION_MESSAGES' of the same key. */
export type TDomainProblem = 'domainRequired' | 'domainWww' | 'domainInvalid';

// A host name: labels of letters, digits and hyphens (not at either end), a dot between them,
// and a top-level domain of letters; at most 253 characters.
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Lower case, without spaces around it: 'School.NL ' -> 'school.nl'. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

/** What is wrong with a domain as typed (after normalising), or null when it is fine. */
export function domainProblem(domain: string): TDomainProblem | null {
  const value = normaliseDomain(domain);
  if (value === '') return 'domainRequired';
  if (value.startsWith('www.')) return 'domainWww';
  if (!HOST_NAME.test(value)) return 'domainInvalid';
  return null;
}
