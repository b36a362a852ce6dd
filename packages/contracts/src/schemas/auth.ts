import { z } from 'zod';
import type { TMessageKey } from '../messages/keys';
import { LANGUAGES, LOCATION_ROLES } from '../enums';
import { dataOf } from './common';

export const ZLoginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'users.emailRequired' satisfies TMessageKey)
    .max(254)
    .email('users.emailInvalid' satisfies TMessageKey),
  password: z
    .string()
    .min(1, 'account.passwordRequired' satisfies TMessageKey)
    .max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZMembershipSchema = z.object({
  location_id: z.number().int(),
  location_title: z.string(),
  roles: z.array(z.enum(LOCATION_ROLES)),
});
export type TMembership = z.infer<typeof ZMembershipSchema>;

/** The signed-in user as the web app sees it. */
export const ZCurrentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  is_platform_admin: z.boolean(),
  /**
   * The account has a password of its own. False for an account that signs in only through its
   * school (single sign-on, later): the profile then says the school manages the password.
   */
  has_password: z.boolean(),
  memberships: z.array(ZMembershipSchema),
});
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;

export const ZMeResponseSchema = dataOf(ZCurrentUserSchema);
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;

/**
 * `GET auth/session` (public): the signed-in user, or null. For the login page, which asks whether
 * someone is still signed in: "nobody" is an answer there, not an error, so it is 200 (a 401 would
 * be logged in the browser console on every visit). Everything signed-in keeps `auth/me`, whose 401
 * is the shell's generic "not signed in" (docs/foundation-brief.md "The shell").
 */
export const ZSessionResponseSchema = dataOf(ZCurrentUserSchema.nullable());
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;

export const ZUpdateLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES) });
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequestSchema>;
