import { z } from 'zod';
import {
  withMatchingPasswords,
  ZFirstNameSchema,
  ZLastNameSchema,
  ZMiddleNameSchema,
  ZNewPasswordSchema,
} from './users';
import type { TMessageKey } from '../messages/keys';

/*
 * The profile (/profiel): what a signed-in user changes about their own account. The account's
 * locations and roles are read-only here; they come with `GET auth/me` (memberships).
 */

/** `PUT auth/me`: the user's own name (the same rules as the users screen). */
export const ZUpdateProfileRequestSchema = z.object({
  first_name: ZFirstNameSchema,
  middle_name: ZMiddleNameSchema,
  last_name: ZLastNameSchema,
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequestSchema>;

/**
 * `PUT auth/me/password`: the current password proves it is the user (a session left open on a
 * shared computer must not be enough); the new one follows the policy (docs/organisation.md
 * "Password policy").
 */
export const ZChangePasswordRequestSchema = withMatchingPasswords(
  z.object({
    current_password: z
      .string()
      .min(1, 'account.currentPasswordRequired' satisfies TMessageKey)
      .max(200),
    password: ZNewPasswordSchema,
    password_confirmation: z.string().max(200),
  }),
);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;
