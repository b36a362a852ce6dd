import type { z } from 'zod';
import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZCopyYearResponseSchema,
  ZCopyYearSchema,
  ZDuplicateEducationSchema,
  ZEducationCreateSchema,
  ZEducationEditSchema,
  ZEducationListQuerySchema,
  ZEducationListResponseSchema,
  ZEducationParamsSchema,
  ZEducationResponseSchema,
  ZEducationYearParamsSchema,
  ZMemberListResponseSchema,
  ZMoveEducationSchema,
  ZStructureInputSchema,
  ZSubmitForReviewSchema,
  ZYearContentStateListResponseSchema,
  type TSubmitForReview,
} from '../schemas/educations';
import { ZLocationParamsSchema } from '../schemas/menu';
import type { TEndpointSchemas } from './define';
import type { educationsRoutes } from './educations';

/**
 * The submit body may be left out altogether (no named reviewers; anyone may approve), as the
 * server has always accepted. Typed as the object for clients, which always send one: a
 * nullish input would make the web's `callEndpoint` drop the body from its options.
 */
const ZSubmitForReviewBodySchema = ZSubmitForReviewSchema.nullish().transform(
  (input) => input ?? ZSubmitForReviewSchema.parse({}),
) as unknown as z.ZodType<TSubmitForReview, z.input<typeof ZSubmitForReviewSchema>>;

export const educationsSchemas = {
  listLocationMembers: { params: ZLocationParamsSchema, answer: ZMemberListResponseSchema },
  listEducations: {
    params: ZLocationParamsSchema,
    query: ZEducationListQuerySchema,
    answer: ZEducationListResponseSchema,
  },
  createEducation: {
    params: ZLocationParamsSchema,
    body: ZEducationCreateSchema,
    answer: ZEducationResponseSchema,
    status: 201,
  },
  getEducation: { params: ZEducationParamsSchema, answer: ZEducationResponseSchema },
  updateEducation: {
    params: ZEducationParamsSchema,
    body: ZEducationEditSchema,
    answer: ZEducationResponseSchema,
  },
  archiveEducation: { params: ZEducationParamsSchema, answer: ZEmptyResponseSchema },
  moveEducation: {
    params: ZEducationParamsSchema,
    body: ZMoveEducationSchema,
    answer: ZEducationResponseSchema,
  },
  updateEducationStructure: {
    params: ZEducationParamsSchema,
    body: ZStructureInputSchema,
    answer: ZEducationResponseSchema,
  },
  submitEducationForReview: {
    params: ZEducationParamsSchema,
    body: ZSubmitForReviewBodySchema,
    answer: ZEducationResponseSchema,
  },
  approveEducation: { params: ZEducationParamsSchema, answer: ZEducationResponseSchema },
  stopEducationReview: { params: ZEducationParamsSchema, answer: ZEducationResponseSchema },
  deactivateEducation: { params: ZEducationParamsSchema, answer: ZEducationResponseSchema },
  duplicateEducation: {
    params: ZEducationParamsSchema,
    body: ZDuplicateEducationSchema,
    answer: ZEducationResponseSchema,
    status: 201,
  },
  listEducationYears: {
    params: ZEducationParamsSchema,
    answer: ZYearContentStateListResponseSchema,
  },
  copyEducationYear: {
    params: ZEducationYearParamsSchema,
    body: ZCopyYearSchema,
    answer: ZCopyYearResponseSchema,
  },
} as const satisfies { [K in keyof typeof educationsRoutes]: TEndpointSchemas };
