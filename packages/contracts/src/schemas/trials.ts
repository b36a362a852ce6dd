import { z } from 'zod';
import { LOCATION_TYPES } from '../enums';
import { dataOf, ZIdParamSchema } from './common';
import { domainProblem, normaliseDomain } from '../rules/domain';
import { LOCATION_MESSAGES } from './locations';
import { ZEmailSchema } from './users';
import { messageKeys } from '../messages/keys';
import type { TMessageKey } from '../messages/keys';

/** The trial an approved request gets (docs/organisation.md): free, institute level. */
export const TRIAL_LICENSE = {
  level: 'institute',
  type: 'free',
  days: 60,
  maxEducations: 5,
} as const;

export const TRIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TTrialStatus = (typeof TRIAL_STATUSES)[number];

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const TRIAL_MESSAGES = messageKeys('trials');

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/**
 * `POST trials` (public): a school asks for a trial location (docs/organisation.md "Trial
 * requests").
 */
export const ZTrialRequestInputSchema = z.object({
  school_name: required(TRIAL_MESSAGES.schoolNameRequired),
  domain: z
    .string({ error: LOCATION_MESSAGES.domainRequired })
    .max(253)
    .transform(normaliseDomain)
    .superRefine((value, context) => {
      const problem = domainProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: LOCATION_MESSAGES[problem] });
    }),
  type: z.enum(LOCATION_TYPES, { error: TRIAL_MESSAGES.typeRequired }),
  first_name: required(TRIAL_MESSAGES.firstNameRequired, 100),
  last_name: required(TRIAL_MESSAGES.lastNameRequired, 100),
  email: z.string({ error: 'users.emailRequired' satisfies TMessageKey }).pipe(ZEmailSchema),
  message: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TTrialRequestInput = z.input<typeof ZTrialRequestInputSchema>;

export const ZTrialRequestSchema = z.object({
  id: z.number().int(),
  school_name: z.string(),
  domain: z.string(),
  type: z.enum(LOCATION_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  status: z.enum(TRIAL_STATUSES),
  location_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TTrialRequest = z.infer<typeof ZTrialRequestSchema>;
export const ZTrialRequestResponseSchema = dataOf(ZTrialRequestSchema);
export type TTrialRequestResponse = z.infer<typeof ZTrialRequestResponseSchema>;
export const ZTrialRequestListResponseSchema = dataOf(z.array(ZTrialRequestSchema));
export type TTrialRequestListResponse = z.infer<typeof ZTrialRequestListResponseSchema>;

/** `POST trials/:id/approve`: the request, and whether the invitation e-mail left. */
export const ZTrialApproveResponseSchema = dataOf(
  ZTrialRequestSchema.extend({ invitation_sent: z.boolean() }),
);
export type TTrialApproveResponse = z.infer<typeof ZTrialApproveResponseSchema>;

/** The public answer to `POST trials` tells nothing back but that it was received. */
export const ZTrialSubmittedResponseSchema = dataOf(z.object({ received: z.literal(true) }));
export type TTrialSubmittedResponse = z.infer<typeof ZTrialSubmittedResponseSchema>;

export const ZTrialParamsSchema = z.object({ id: ZIdParamSchema });
