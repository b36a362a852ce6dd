import { ZEmptyResponseSchema } from '../schemas/api';
import { ZLocationParamsSchema } from '../schemas/menu';
import {
  ZFacultyInputSchema,
  ZFacultyListResponseSchema,
  ZFacultyParamsSchema,
  ZFacultyResponseSchema,
} from '../schemas/faculties';
import type { TEndpointSchemas } from './define';
import type { facultyRoutes } from './faculties';

export const facultySchemas = {
  listFaculties: { params: ZLocationParamsSchema, answer: ZFacultyListResponseSchema },
  getFaculty: { params: ZFacultyParamsSchema, answer: ZFacultyResponseSchema },
  createFaculty: {
    params: ZLocationParamsSchema,
    body: ZFacultyInputSchema,
    answer: ZFacultyResponseSchema,
    status: 201,
  },
  renameFaculty: {
    params: ZFacultyParamsSchema,
    body: ZFacultyInputSchema,
    answer: ZFacultyResponseSchema,
  },
  deleteFaculty: { params: ZFacultyParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof facultyRoutes]: TEndpointSchemas };
