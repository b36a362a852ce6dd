import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZCatalogueActiveInputSchema,
  ZCatalogueItemInputSchema,
  ZCatalogueItemListResponseSchema,
  ZCatalogueItemResponseSchema,
  ZLocationItemParamsSchema,
  ZNoteTypeInputSchema,
  ZNoteTypeListResponseSchema,
  ZNoteTypeResponseSchema,
  ZPlanFieldsInputSchema,
  ZPlanFieldsResponseSchema,
} from '../schemas/catalogues';
import { ZLocationParamsSchema } from '../schemas/menu';
import type { cataloguesRoutes } from './catalogues';
import type { TEndpointSchemas } from './define';

/** Test formats and activities have the same schemas: only their paths differ. */
const catalogueItemSchemas = {
  list: { params: ZLocationParamsSchema, answer: ZCatalogueItemListResponseSchema },
  create: {
    params: ZLocationParamsSchema,
    body: ZCatalogueItemInputSchema,
    answer: ZCatalogueItemResponseSchema,
    status: 201,
  },
  update: {
    params: ZLocationItemParamsSchema,
    body: ZCatalogueItemInputSchema,
    answer: ZCatalogueItemResponseSchema,
  },
  setActive: {
    params: ZLocationItemParamsSchema,
    body: ZCatalogueActiveInputSchema,
    answer: ZCatalogueItemResponseSchema,
  },
  delete: { params: ZLocationItemParamsSchema, answer: ZEmptyResponseSchema },
} as const;

export const cataloguesSchemas = {
  listTestFormats: catalogueItemSchemas.list,
  createTestFormat: catalogueItemSchemas.create,
  updateTestFormat: catalogueItemSchemas.update,
  setTestFormatActive: catalogueItemSchemas.setActive,
  deleteTestFormat: catalogueItemSchemas.delete,
  listActivities: catalogueItemSchemas.list,
  createActivity: catalogueItemSchemas.create,
  updateActivity: catalogueItemSchemas.update,
  setActivityActive: catalogueItemSchemas.setActive,
  deleteActivity: catalogueItemSchemas.delete,
  listNoteTypes: { params: ZLocationParamsSchema, answer: ZNoteTypeListResponseSchema },
  createNoteType: {
    params: ZLocationParamsSchema,
    body: ZNoteTypeInputSchema,
    answer: ZNoteTypeResponseSchema,
    status: 201,
  },
  renameNoteType: {
    params: ZLocationItemParamsSchema,
    body: ZNoteTypeInputSchema,
    answer: ZNoteTypeResponseSchema,
  },
  deleteNoteType: { params: ZLocationItemParamsSchema, answer: ZEmptyResponseSchema },
  getPlanFields: { params: ZLocationParamsSchema, answer: ZPlanFieldsResponseSchema },
  savePlanFields: {
    params: ZLocationParamsSchema,
    body: ZPlanFieldsInputSchema,
    answer: ZPlanFieldsResponseSchema,
  },
} as const satisfies { [K in keyof typeof cataloguesRoutes]: TEndpointSchemas };
