/*
 * The single sign-on providers, without zod: the login page shows their buttons before its first
 * request, when zod is not loaded yet (apps/web/src/lib/schemas.ts). schemas/sso.ts builds on it.
 */
export const SSO_PROVIDERS = ['entra', 'surfconext', 'entree'] as const;
export type TSsoProvider = (typeof SSO_PROVIDERS)[number];

export const isSsoProvider = (value: unknown): value is TSsoProvider =>
  SSO_PROVIDERS.includes(value as TSsoProvider);
