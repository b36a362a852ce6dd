import { z } from 'zod';
import { domainProblem, normaliseDomain } from '../rules/domain';
import { LOCATION_TYPES } from '../enums';
import { dataOf, ZIdParamSchema } from './common';
import { DEFAULT_WEEKS_MAX, DEFAULT_WEEKS_MIN } from '../constants';
import { messageKeys } from '../messages/keys';
import { SSO_PROVIDERS } from '../sso-constants';

export const ZLocationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  domain: z.string(),
  type: z.enum(LOCATION_TYPES),
});
export type TLocation = z.infer<typeof ZLocationSchema>;

/**
 * A location of `GET locations` (the locations screen and the location picker).
 * `sso_required`: null when this session may open it; else the location allows only single
 * sign-on and this session did not begin through it (a password session, or another school's
 * connection): the providers to sign in with there (403 `sso_required` on its routes until then).
 */
export const ZLocationChoiceSchema = ZLocationSchema.extend({
  sso_required: z.array(z.enum(SSO_PROVIDERS)).nullable(),
});
export type TLocationChoice = z.infer<typeof ZLocationChoiceSchema>;

export const ZLocationListResponseSchema = dataOf(z.array(ZLocationChoiceSchema));
export type TLocationListResponse = z.infer<typeof ZLocationListResponseSchema>;

/** A location logo: PNG, JPEG or WebP (no SVG: it can carry scripts), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TLogoMimeType = (typeof LOGO_MIME_TYPES)[number];

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const LOCATION_MESSAGES = messageKeys('locations');
export type TLocationMessageKey = keyof typeof LOCATION_MESSAGES;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const ZDomainSchema = z
  .string()
  .max(253)
  .transform(normaliseDomain)
  .superRefine((value, context) => {
    const problem = domainProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: LOCATION_MESSAGES[problem] });
  });

/** `POST locations` and `PUT locations/:location` (platform administrator). */
export const ZLocationInputSchema = z.object({
  title: z
    .string({ error: LOCATION_MESSAGES.titleRequired })
    .trim()
    .min(1, LOCATION_MESSAGES.titleRequired)
    .max(200),
  domain: z.string({ error: LOCATION_MESSAGES.domainRequired }).pipe(ZDomainSchema),
  type: z.enum(LOCATION_TYPES, { error: LOCATION_MESSAGES.typeRequired }),
});
export type TLocationInput = z.input<typeof ZLocationInputSchema>;

/** `PUT locations/:location/settings` (admin of the location). */
export const ZLocationSettingsInputSchema = z.object({
  allow_flexible: z.boolean(),
  default_weeks: z
    .number({ error: LOCATION_MESSAGES.defaultWeeksRange })
    .int(LOCATION_MESSAGES.defaultWeeksRange)
    .min(DEFAULT_WEEKS_MIN, LOCATION_MESSAGES.defaultWeeksRange)
    .max(DEFAULT_WEEKS_MAX, LOCATION_MESSAGES.defaultWeeksRange),
  /** The main colour the shell uses as primary colour; null for the product's own. */
  main_color: z
    .string()
    .regex(HEX_COLOUR, LOCATION_MESSAGES.colourInvalid)
    .transform((value) => value.toLowerCase())
    .nullable(),
});
export type TLocationSettingsInput = z.input<typeof ZLocationSettingsInputSchema>;

/** `PUT locations/:location/logo`: the image, base64-encoded (the API speaks JSON only). */
export const ZLocationLogoInputSchema = z.object({
  // Base64 of 1 MB is 1.4 M characters; larger is refused before decoding (413 in the route).
  content: z
    .string()
    .min(1, LOCATION_MESSAGES.logoType)
    .max(1_500_000, LOCATION_MESSAGES.logoTooLarge),
});
export type TLocationLogoInput = z.infer<typeof ZLocationLogoInputSchema>;

/** One location with its settings: `GET locations/:location`. */
export const ZLocationDetailsSchema = ZLocationSchema.extend({
  allow_flexible: z.boolean(),
  default_weeks: z.number().int(),
  main_color: z.string().nullable(),
  /** Changes with every new logo (use it in the logo URL); null without a logo. */
  logo_version: z.string().nullable(),
});
export type TLocationDetails = z.infer<typeof ZLocationDetailsSchema>;

export const ZLocationDetailsResponseSchema = dataOf(ZLocationDetailsSchema);
export type TLocationDetailsResponse = z.infer<typeof ZLocationDetailsResponseSchema>;

export const ZLocationResponseSchema = dataOf(ZLocationSchema);
export type TLocationResponse = z.infer<typeof ZLocationResponseSchema>;

/** `?v=` of the logo URL: the version the page knows of, for a long cache. */
export const ZLogoQuerySchema = z.object({ v: z.string().max(100).optional() });

export const ZLocationLicenseParamsSchema = z.object({
  location: ZIdParamSchema,
  license: ZIdParamSchema,
});
