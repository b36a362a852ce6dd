import { z } from 'zod';
import { LOCATION_ROLES } from '../enums';
import { dataOf, ZIdParamSchema } from './common';
import { ZLocationParamsSchema } from './menu';
import {
  ZEmailSchema,
  ZFirstNameSchema,
  ZLastNameSchema,
  ZMiddleNameSchema,
  ZNewPasswordSchema,
  ZRolesSchema,
  withMatchingPasswords,
} from './users';
import type { TMessageKey } from '../messages/keys';

/**
 * Refusals of an invitation (docs/organisation.md "Invitations"); also the import's skip reasons.
 */
export const ALREADY_INVITED: TMessageKey = 'users.alreadyInvited';
export const ALREADY_MEMBER: TMessageKey = 'users.alreadyMember';
export const WRONG_PASSWORD: TMessageKey = 'account.wrongPassword';

export const ZCreateInvitationRequestSchema = z.object({
  email: ZEmailSchema,
  roles: ZRolesSchema,
});
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequestSchema>;

/** An open invitation as the admin sees it. */
export const ZInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.enum(LOCATION_ROLES)),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;
export const ZInvitationResponseSchema = dataOf(ZInvitationSchema);
export const ZInvitationListResponseSchema = dataOf(z.array(ZInvitationSchema));

export const ZInvitationParamsSchema = ZLocationParamsSchema.extend({ invitation: ZIdParamSchema });

/** The link `/uitnodiging/{email}/{token}`; anything malformed is simply "invalid". */
export const ZInvitationLinkParamsSchema = z.object({
  email: z.string().max(254),
  token: z.string().max(200),
});

/**
 * `GET invitations/:email/:token`: whether the link can be used. Only a valid link tells the
 * location and whether the address already has an account (then the page asks for that
 * account's password instead of a new one).
 */
export const ZInvitationCheckSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    email: z.string(),
    location_title: z.string(),
    has_account: z.boolean(),
    /** The location signs its people in only through single sign-on: no password is set here. */
    sso_only: z.boolean(),
    /** For the login link of that school (`/?school=<domain>`). */
    location_domain: z.string(),
  }),
  z.object({ status: z.enum(['expired', 'used', 'invalid']) }),
]);
export type TInvitationCheck = z.infer<typeof ZInvitationCheckSchema>;
export const ZInvitationCheckResponseSchema = dataOf(ZInvitationCheckSchema);

/** Accepting with a new account: name and a password that follows the policy. */
export const ZAcceptInvitationNewAccountSchema = withMatchingPasswords(
  z.object({
    first_name: ZFirstNameSchema,
    middle_name: ZMiddleNameSchema,
    last_name: ZLastNameSchema,
    password: ZNewPasswordSchema,
    password_confirmation: z.string().max(200),
  }),
);
/** Accepting with an account the address already has (another location): its password. */
export const ZAcceptInvitationExistingAccountSchema = z.object({
  password: z
    .string()
    .min(1, 'account.passwordRequired' satisfies TMessageKey)
    .max(200),
});
export type TAcceptInvitationRequest =
  | z.input<typeof ZAcceptInvitationNewAccountSchema>
  | z.input<typeof ZAcceptInvitationExistingAccountSchema>;

/**
 * `POST invitations/:email/:token/accept`, for the endpoint registry: one of the two shapes
 * above. Which one applies is known only once the link is checked (throttle, token, account), so
 * the domain parses the body itself (domain/invitations/accept-invitation.ts), after those
 * checks and with its own messages. This schema therefore describes both shapes for the API
 * reference but lets every body through unchanged (the `catch` gives back what came in).
 */
export const ZAcceptInvitationRequestSchema = z
  .union([ZAcceptInvitationNewAccountSchema, ZAcceptInvitationExistingAccountSchema])
  .catch((ctx) => ctx.input as TAcceptInvitationRequest);
