import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZEducationParentInputSchema,
  ZEducationParentListResponseSchema,
  ZEducationParentParamsSchema,
  ZEducationParentResponseSchema,
  ZFacultyParamsSchema,
} from '../schemas/faculties';
import type { TEndpointSchemas } from './define';
import type { educationParentsRoutes } from './education-parents';

export const educationParentsSchemas = {
  listEducationParents: {
    params: ZFacultyParamsSchema,
    answer: ZEducationParentListResponseSchema,
  },
  getEducationParent: {
    params: ZEducationParentParamsSchema,
    answer: ZEducationParentResponseSchema,
  },
  createEducationParent: {
    params: ZFacultyParamsSchema,
    body: ZEducationParentInputSchema,
    answer: ZEducationParentResponseSchema,
    status: 201,
  },
  renameEducationParent: {
    params: ZEducationParentParamsSchema,
    body: ZEducationParentInputSchema,
    answer: ZEducationParentResponseSchema,
  },
  deleteEducationParent: { params: ZEducationParentParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof educationParentsRoutes]: TEndpointSchemas };
