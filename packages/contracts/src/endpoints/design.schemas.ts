import { z } from 'zod';
import { ZEmptyResponseSchema } from '../schemas/api';
import { dataOf, ZIdParamSchema } from '../schemas/common';
import {
  ZClusterGroupSchema,
  ZClusterSchema,
  ZCompetenceSchema,
  ZDesignItemParamsSchema,
  ZDesignKindParamsSchema,
  ZDesignOrderSchema,
  ZDesignResponseSchema,
  ZElectiveSchema,
  ZGoalClustersSchema,
  ZLearningClusterSchema,
  ZLearningGoalSchema,
  ZLearningOutcomeSchema,
  ZSubjectSchema,
} from '../schemas/design';
import { ZEducationParamsSchema } from '../schemas/educations';
import type { TEndpointSchemas } from './define';
import type { designRoutes } from './design';
import { oneOfObjects } from './one-of-objects';

/**
 * The body of create and edit is the input of the path's `:kind` (DESIGN_INPUT_SCHEMAS). One
 * schema per endpoint cannot pick by a path parameter, so this one only asks for an object and
 * the handler parses it with its kind's schema (whose 422 names the fields).
 */
const ZDesignItemBodySchema = z.looseObject({}).meta({
  description: 'The input of the kind in the path (DESIGN_INPUT_SCHEMAS in the contracts).',
});

/** Create and edit answer the item as the design lists it, of the kind in the path. */
const ZDesignItemResponseSchema = dataOf(
  oneOfObjects([
    ZCompetenceSchema,
    ZLearningClusterSchema,
    ZLearningOutcomeSchema,
    ZLearningGoalSchema,
    ZClusterSchema,
    ZSubjectSchema,
    ZClusterGroupSchema,
    ZElectiveSchema,
  ]),
);

const ZGoalParamsSchema = ZEducationParamsSchema.extend({ id: ZIdParamSchema });
const ZGoalClustersResponseSchema = dataOf(z.object({ cluster_ids: z.array(z.number().int()) }));

export const designSchemas = {
  getDesign: { params: ZEducationParamsSchema, answer: ZDesignResponseSchema },
  createDesignItem: {
    params: ZDesignKindParamsSchema,
    body: ZDesignItemBodySchema,
    answer: ZDesignItemResponseSchema,
    status: 201,
  },
  reorderDesignItems: {
    params: ZDesignKindParamsSchema,
    body: ZDesignOrderSchema,
    answer: ZEmptyResponseSchema,
  },
  updateDesignItem: {
    params: ZDesignItemParamsSchema,
    body: ZDesignItemBodySchema,
    answer: ZDesignItemResponseSchema,
  },
  deleteDesignItem: { params: ZDesignItemParamsSchema, answer: ZEmptyResponseSchema },
  setGoalClusters: {
    params: ZGoalParamsSchema,
    body: ZGoalClustersSchema,
    answer: ZGoalClustersResponseSchema,
  },
} as const satisfies { [K in keyof typeof designRoutes]: TEndpointSchemas };
