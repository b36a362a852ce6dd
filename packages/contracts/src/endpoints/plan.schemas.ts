import { z } from 'zod';
import { ZEmptyResponseSchema } from '../schemas/api';
import { dataOf, ZIdParamSchema } from '../schemas/common';
import { ZEducationParamsSchema } from '../schemas/educations';
import {
  PLAN_ITEM_KINDS,
  PLAN_ORDERED_LISTS,
  ZElectiveChoiceCreateSchema,
  ZPlanActivitySchema,
  ZPlanCheckupSchema,
  ZPlanLinkSchema,
  ZPlanMaterialFileFieldsSchema,
  ZPlanMaterialSchema,
  ZPlanMaterialUpdateSchema,
  ZPlannedClusterCreateSchema,
  ZPlannedClusterSchema,
  ZPlannedClusterUpdateSchema,
  ZPlannedElectiveCreateSchema,
  ZPlannedElectiveSchema,
  ZPlannedElectiveUpdateSchema,
  ZPlanOrderSchema,
  ZPlanTestSchema,
  ZSpecialBlockInputSchema,
  ZSpecialBlockSchema,
  ZYearPlanResponseSchema,
} from '../schemas/plan';
import { fileAnswer, multipart, type TEndpointSchemas } from './define';
import { oneOfObjects } from './one-of-objects';
import type { planRoutes } from './plan';

const ZYearParamsSchema = ZEducationParamsSchema.extend({ year: ZIdParamSchema });
const ZPlanIdParamsSchema = ZEducationParamsSchema.extend({ id: ZIdParamSchema });
/** `:id` and `:kind` of the item routes (a planned cluster's id on create, the item's after). */
const ZPlanItemParamsSchema = ZPlanIdParamsSchema.extend({ kind: z.enum(PLAN_ITEM_KINDS) });
const ZPlanListParamsSchema = ZPlanIdParamsSchema.extend({ kind: z.enum(PLAN_ORDERED_LISTS) });

/**
 * The body of an item's create and edit is the input of the path's `:kind`
 * (PLAN_ITEM_INPUT_SCHEMAS). One schema per endpoint cannot pick by a path parameter, so this one
 * only asks for an object and the handler parses it with its kind's schema (whose 422 names the
 * fields).
 */
const ZPlanItemBodySchema = z.looseObject({}).meta({
  description: 'The input of the kind in the path (PLAN_ITEM_INPUT_SCHEMAS in the contracts).',
});
/** An item's create and edit answer it as the year plan lists it, of the kind in the path. */
const ZPlanItemResponseSchema = dataOf(
  oneOfObjects([ZPlanTestSchema, ZPlanCheckupSchema, ZPlanActivitySchema, ZPlanLinkSchema]),
);

const ZPlannedClusterResponseSchema = dataOf(ZPlannedClusterSchema);
const ZPlannedElectiveResponseSchema = dataOf(ZPlannedElectiveSchema);
const ZSpecialBlockResponseSchema = dataOf(ZSpecialBlockSchema);
const ZPlanMaterialResponseSchema = dataOf(ZPlanMaterialSchema);

export const planSchemas = {
  getYearPlan: { params: ZYearParamsSchema, answer: ZYearPlanResponseSchema },

  placePlannedCluster: {
    params: ZEducationParamsSchema,
    body: ZPlannedClusterCreateSchema,
    answer: ZPlannedClusterResponseSchema,
    status: 201,
  },
  changePlannedCluster: {
    params: ZPlanIdParamsSchema,
    body: ZPlannedClusterUpdateSchema,
    answer: ZPlannedClusterResponseSchema,
  },
  removePlannedCluster: { params: ZPlanIdParamsSchema, answer: ZEmptyResponseSchema },

  placeElectiveSlot: {
    params: ZEducationParamsSchema,
    body: ZPlannedElectiveCreateSchema,
    answer: ZPlannedElectiveResponseSchema,
    status: 201,
  },
  changeElectiveSlot: {
    params: ZPlanIdParamsSchema,
    body: ZPlannedElectiveUpdateSchema,
    answer: ZPlannedElectiveResponseSchema,
  },
  removeElectiveSlot: { params: ZPlanIdParamsSchema, answer: ZEmptyResponseSchema },
  addElectiveChoice: {
    params: ZPlanIdParamsSchema,
    body: ZElectiveChoiceCreateSchema,
    answer: ZPlannedClusterResponseSchema,
    status: 201,
  },

  createSpecialBlock: {
    params: ZYearParamsSchema,
    body: ZSpecialBlockInputSchema,
    answer: ZSpecialBlockResponseSchema,
    status: 201,
  },
  changeSpecialBlock: {
    params: ZPlanIdParamsSchema,
    body: ZSpecialBlockInputSchema,
    answer: ZSpecialBlockResponseSchema,
  },
  removeSpecialBlock: { params: ZPlanIdParamsSchema, answer: ZEmptyResponseSchema },

  createPlanItem: {
    params: ZPlanItemParamsSchema,
    body: ZPlanItemBodySchema,
    answer: ZPlanItemResponseSchema,
    status: 201,
  },
  reorderPlanList: {
    params: ZPlanListParamsSchema,
    body: ZPlanOrderSchema,
    answer: ZEmptyResponseSchema,
  },
  updatePlanItem: {
    params: ZPlanItemParamsSchema,
    body: ZPlanItemBodySchema,
    answer: ZPlanItemResponseSchema,
  },
  deletePlanItem: { params: ZPlanItemParamsSchema, answer: ZEmptyResponseSchema },

  // A file comes as multipart; a link comes as JSON (ZPlanMaterialLinkInputSchema), which the
  // handler parses itself: the registry holds one kind of body per endpoint.
  addPlanMaterial: {
    params: ZPlanIdParamsSchema,
    body: multipart('file', ZPlanMaterialFileFieldsSchema),
    answer: ZPlanMaterialResponseSchema,
    status: 201,
  },
  updatePlanMaterial: {
    params: ZPlanIdParamsSchema,
    body: ZPlanMaterialUpdateSchema,
    answer: ZPlanMaterialResponseSchema,
  },
  deletePlanMaterial: { params: ZPlanIdParamsSchema, answer: ZEmptyResponseSchema },
  downloadPlanMaterialFile: { params: ZPlanIdParamsSchema, answer: fileAnswer() },
} as const satisfies { [K in keyof typeof planRoutes]: TEndpointSchemas };
