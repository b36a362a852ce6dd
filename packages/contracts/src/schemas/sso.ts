import { z } from 'zod';
import { APP_PATH, APP_PATH_MAX_LENGTH } from '../rules/app-path';
import { SSO_PROVIDERS, type TSsoProvider } from '../sso-constants';
import { dataOf } from './common';
import { ZLocationParamsSchema } from './menu';
import { messageKeys, type TMessageKey } from '../messages/keys';

/*
 * Single sign-on (issue 15, docs/sso.md): per location, a school connects Microsoft Entra ID,
 * SURFconext and/or Kennisnet Entree, all through OpenID Connect. The browser starts at
 * `GET auth/sso/:provider/start`, comes back at `GET auth/sso/callback`, and the server sends it
 * on to `/surf` with `next`, `link` or `error` in the query.
 */

export const ZSsoProviderSchema = z.enum(SSO_PROVIDERS);

/**
 * Why a single sign-on did not end in a session; `/surf?error=<code>` shows the text for it.
 * - state: the attempt is unknown, expired, already used, or began in another browser
 * - provider_error: the provider refused (the person cancelled, a code used twice)
 * - provider_down: the provider could not be reached
 * - invalid_token: the provider's answer failed validation (signature, issuer, nonce, expiry)
 * - organisation_not_allowed: the Entra tenant or the institution is not one the location allows
 * - not_linked: no account for this identity: ask an administrator
 * - disabled: the account or its membership at the location is switched off
 * - unknown_school: no location with that domain uses this provider
 * - choose_school: several locations use this provider: the domain is needed
 */
export const SSO_ERROR_CODES = [
  'state',
  'provider_error',
  'provider_down',
  'invalid_token',
  'organisation_not_allowed',
  'not_linked',
  'disabled',
  'unknown_school',
  'choose_school',
] as const;
export type TSsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** Where `/surf` may send someone on: an app path, never another site (no open redirect). */
export const ZSsoNextPathSchema = z.string().max(APP_PATH_MAX_LENGTH).regex(APP_PATH);

/** A location domain as typed on the login page ("school.nl"). */
const ZDomainQuerySchema = z.string().trim().toLowerCase().min(1).max(253);

/** `GET auth/sso/providers?domain=`: which buttons the login page shows. */
export const ZSsoProvidersQuerySchema = z.object({ domain: ZDomainQuerySchema.optional() });
export type TSsoProvidersQuery = z.infer<typeof ZSsoProvidersQuerySchema>;

export const ZSsoProviderOptionSchema = z.object({
  provider: ZSsoProviderSchema,
  /** More than one location uses it and no domain was given: the login page asks for it. */
  needs_domain: z.boolean(),
});
export type TSsoProviderOption = z.infer<typeof ZSsoProviderOptionSchema>;

export const ZSsoProvidersResponseSchema = dataOf(
  z.object({
    providers: z.array(ZSsoProviderOptionSchema),
    /** False when the domain's location allows only single sign-on: the form is not shown. */
    password_login: z.boolean(),
  }),
);
export type TSsoProvidersResponse = z.infer<typeof ZSsoProvidersResponseSchema>;

/** `GET auth/sso/:provider/start?domain=&next=`: answers a redirect, never JSON. */
export const ZSsoStartParamsSchema = z.object({ provider: ZSsoProviderSchema });
export const ZSsoStartQuerySchema = z.object({
  domain: ZDomainQuerySchema.optional(),
  next: ZSsoNextPathSchema.optional(),
});
export type TSsoStartQuery = z.infer<typeof ZSsoStartQuerySchema>;

/** A link token from `/surf?link=`: 43 base64url characters (256 bits). */
export const ZSsoLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** `auth/sso/links/:token`. */
export const ZSsoLinkParamsSchema = z.object({ token: ZSsoLinkTokenSchema });

/** `GET auth/sso/links/:token`: what the confirm page shows. */
export const ZSsoPendingLinkSchema = z.object({
  provider: ZSsoProviderSchema,
  email: z.string(),
  location_title: z.string(),
  /**
   * Set when the account is not a member of the location yet: confirming also accepts its open
   * invitation, so the person joins that school (the page says so). `invited_by`: the name of
   * whoever invited, when known.
   */
  joins: z.object({ invited_by: z.string().nullable() }).nullable(),
});
export type TSsoPendingLink = z.infer<typeof ZSsoPendingLinkSchema>;
export const ZSsoPendingLinkResponseSchema = dataOf(ZSsoPendingLinkSchema);
export type TSsoPendingLinkResponse = z.infer<typeof ZSsoPendingLinkResponseSchema>;

/** `POST auth/sso/links/:token`: confirm with the account's password; answers like login. */
export const ZSsoConfirmLinkRequestSchema = z.object({
  password: z
    .string()
    .min(1, 'account.passwordRequired' satisfies TMessageKey)
    .max(200),
});
export type TSsoConfirmLinkRequest = z.infer<typeof ZSsoConfirmLinkRequestSchema>;

/** `auth/sso/joins/:token`: a join token from `/surf?join=` has the shape of a link token. */
export const ZSsoJoinParamsSchema = z.object({ token: ZSsoLinkTokenSchema });

/**
 * `GET auth/sso/joins/:token`: a single sign-on that would make the person a member of a school
 * through its open invitation; nothing happens until they choose "Join" (`POST`, answers like
 * login) or "Not now" (`DELETE`). Only the browser that signed in can read or use it.
 */
export const ZSsoPendingJoinSchema = z.object({
  provider: ZSsoProviderSchema,
  /** The school (location) that invites. */
  location_title: z.string(),
  /** Who invited, when known. */
  invited_by: z.string().nullable(),
  /** The address signed in at the provider (the account's, or the new account's). */
  email: z.string(),
  /** True when joining creates the account (there is none for the address yet). */
  new_account: z.boolean(),
  /** Until when the invitation stays open after "Not now" (ISO 8601). */
  invitation_expires_at: z.string(),
});
export type TSsoPendingJoin = z.infer<typeof ZSsoPendingJoinSchema>;
export const ZSsoPendingJoinResponseSchema = dataOf(ZSsoPendingJoinSchema);

/**
 * `POST auth/logout`: our session has ended; `provider_logout_url` is the provider's own sign-out
 * page when the session began through a provider that has one (Entra ID), for the login page
 * to offer.
 */
export const ZLogoutResponseSchema = dataOf(
  z.object({ provider_logout_url: z.string().nullable() }),
);
export type TLogoutResponse = z.infer<typeof ZLogoutResponseSchema>;

// ---- Administration: `GET/PUT locations/:location/sso`, `PUT/DELETE .../sso/:provider` ----

export const SSO_CLIENT_ID_MAX_LENGTH = 200;
export const SSO_CLIENT_SECRET_MAX_LENGTH = 500;
export const SSO_ALLOWED_MAX = 20;

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const SSO_MESSAGES = messageKeys('sso');

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOME_ORGANISATION = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether a value fits the provider's kind of allowed organisation (tenant id or domain). */
export function allowedOrganisationProblem(
  provider: TSsoProvider,
  value: string,
): 'tenantInvalid' | 'organisationInvalid' | null {
  if (provider === 'entra') return GUID.test(value) ? null : 'tenantInvalid';
  return HOME_ORGANISATION.test(value) ? null : 'organisationInvalid';
}

export const ZSsoConnectionInputSchema = z
  .object({
    enabled: z.boolean(),
    client_id: z
      .string()
      .trim()
      .min(1, SSO_MESSAGES.clientIdRequired)
      .max(SSO_CLIENT_ID_MAX_LENGTH),
    /** Absent or null: keep the stored secret (it is never sent back). Required the first time. */
    client_secret: z.string().trim().min(1).max(SSO_CLIENT_SECRET_MAX_LENGTH).nullish(),
    /** Entra: tenant ids (GUIDs); SURFconext and Entree: schac home organisations (domains). */
    allowed_organisations: z
      .array(z.string().trim().toLowerCase().min(1).max(253))
      .min(1, SSO_MESSAGES.allowedRequired)
      .max(SSO_ALLOWED_MAX),
  })
  .strict();
export type TSsoConnectionInput = z.infer<typeof ZSsoConnectionInputSchema>;

export const ZSsoConnectionSchema = z.object({
  provider: ZSsoProviderSchema,
  enabled: z.boolean(),
  client_id: z.string(),
  /** A secret is stored; its value is never shown again. */
  has_secret: z.boolean(),
  allowed_organisations: z.array(z.string()),
  updated_at: z.string(),
});
export type TSsoConnection = z.infer<typeof ZSsoConnectionSchema>;

export const ZSsoSettingsSchema = z.object({
  /** Whether this location's users may still sign in with a password. */
  password_login: z.boolean(),
  /** The redirect URI to register with every provider. */
  redirect_uri: z.string(),
  connections: z.array(ZSsoConnectionSchema),
});
export type TSsoSettings = z.infer<typeof ZSsoSettingsSchema>;
export const ZSsoSettingsResponseSchema = dataOf(ZSsoSettingsSchema);
export type TSsoSettingsResponse = z.infer<typeof ZSsoSettingsResponseSchema>;

export const ZSsoPasswordLoginInputSchema = z.object({ password_login: z.boolean() }).strict();
export type TSsoPasswordLoginInput = z.infer<typeof ZSsoPasswordLoginInputSchema>;

/** `locations/:location/sso/:provider`. */
export const ZSsoProviderParamsSchema = ZLocationParamsSchema.extend({
  provider: ZSsoProviderSchema,
});
