import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { LOCATION_ROLES } from '../enums';
import { passwordProblems, type TPasswordProblem } from '../rules/password-policy';
import { dataOf, ZIdParamSchema } from './common';
import { ZLocationParamsSchema } from './menu';
import { messageKeys } from '../messages/keys';
import type { TMessageKey } from '../messages/keys';

/**
 * Server messages of the password policy (docs/organisation.md "Password policy"); the web app
 * maps them to its own texts.
 */
export const PASSWORD_PROBLEM_MESSAGES: Record<TPasswordProblem, TMessageKey> = {
  length: 'account.passwordLength',
  uppercase: 'account.passwordUppercase',
  lowercase: 'account.passwordLowercase',
  number: 'account.passwordNumber',
  sign: 'account.passwordSign',
};
export const PASSWORDS_DO_NOT_MATCH: TMessageKey = 'account.passwordsDoNotMatch';
export const AT_LEAST_ONE_ROLE: TMessageKey = 'users.rolesRequired';
export const INVALID_RESET_LINK: TMessageKey = 'account.invalidResetLink';
/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const USER_RULE_MESSAGES = messageKeys('users');

export const ZEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'users.emailRequired' satisfies TMessageKey)
  .max(254)
  .email('users.emailInvalid' satisfies TMessageKey);

export const ZRolesSchema = z
  .array(z.enum(LOCATION_ROLES))
  .min(1, AT_LEAST_ONE_ROLE)
  // Each role at most a few times over (duplicates are dropped): no list is unbounded.
  .max(LOCATION_ROLES.length * 4)
  .transform((roles) => LOCATION_ROLES.filter((role) => roles.includes(role)));

/** A new password: every broken rule of the policy is its own message. */
export const ZNewPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .superRefine((password, context) => {
    for (const problem of passwordProblems(password)) {
      context.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
    }
  });

const ZNameSchema = (message: TMessageKey) => z.string().trim().min(1, message).max(100);
export const ZFirstNameSchema = ZNameSchema('users.firstNameRequired');
export const ZLastNameSchema = ZNameSchema('users.lastNameRequired');
export const ZMiddleNameSchema = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

/** Adds "passwords must match" to a schema with `password` and `password_confirmation`. */
export function withMatchingPasswords<
  T extends z.ZodType<{ password: string; password_confirmation: string }>,
>(schema: T) {
  return schema.superRefine((value, context) => {
    if (value.password !== value.password_confirmation) {
      context.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: PASSWORDS_DO_NOT_MATCH,
      });
    }
  });
}

/** A member of a location as the users screen shows it. */
export const ZLocationUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  roles: z.array(z.enum(LOCATION_ROLES)),
  /** Active in this location (the membership), not the account: see decision 0007. */
  activated: z.boolean(),
  /**
   * The account is also a member of another location: its name belongs to the person and the
   * platform, so this location's admin cannot change it.
   */
  shared_account: z.boolean(),
  /**
   * The educations this designer may design (docs/organisation.md "Design restrictions"); empty:
   * not limited.
   */
  design_education_ids: z.array(z.number().int()),
});
export type TLocationUser = z.infer<typeof ZLocationUserSchema>;
export const ZLocationUserListResponseSchema = dataOf(z.array(ZLocationUserSchema));
export const ZLocationUserResponseSchema = dataOf(ZLocationUserSchema);

export const ZUserListQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

export const ZLocationUserParamsSchema = ZLocationParamsSchema.extend({ user: ZIdParamSchema });

/** Field message of `design_education_ids` (422), also for ids that are not educations here. */
export const DESIGN_EDUCATIONS_INVALID: TMessageKey = 'users.designEducationsInvalid';
/** More than any location has; keeps one request from asking for a huge check. */
export const DESIGN_EDUCATIONS_MAX = 1000;

/**
 * The educations a designer is limited to: education ids, each at most once (duplicates are
 * dropped). Any bad element is one message on the field itself, not on `design_education_ids.3`.
 */
export const ZDesignEducationIdsSchema = z
  .array(z.unknown(), { error: DESIGN_EDUCATIONS_INVALID })
  .max(DESIGN_EDUCATIONS_MAX, DESIGN_EDUCATIONS_INVALID)
  .superRefine((ids, context) => {
    const valid = (id: unknown) =>
      typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
    if (!ids.every(valid)) context.addIssue({ code: 'custom', message: DESIGN_EDUCATIONS_INVALID });
  })
  .transform((ids) => [...new Set(ids as number[])].sort((a, b) => a - b));

export const ZUpdateUserRequestSchema = z.object({
  first_name: ZFirstNameSchema,
  middle_name: ZMiddleNameSchema,
  last_name: ZLastNameSchema,
  roles: ZRolesSchema,
  activated: z.boolean(),
  /** Left out: the restriction stays as it is. */
  design_education_ids: ZDesignEducationIdsSchema.optional(),
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequestSchema>;

/** `POST auth/password/forgot`: always the same answer, whether the address has an account. */
export const ZForgotPasswordRequestSchema = z.object({ email: ZEmailSchema });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = withMatchingPasswords(
  z.object({
    email: ZEmailSchema,
    token: z.string().min(1).max(200),
    password: ZNewPasswordSchema,
    password_confirmation: z.string().max(200),
  }),
);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;
