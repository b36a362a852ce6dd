import { ZEmptyResponseSchema } from '../schemas/api';
import { ZLocationParamsSchema } from '../schemas/menu';
import {
  ZLocationUserListResponseSchema,
  ZLocationUserParamsSchema,
  ZLocationUserResponseSchema,
  ZUpdateUserRequestSchema,
  ZUserListQuerySchema,
} from '../schemas/users';
import type { TEndpointSchemas } from './define';
import type { usersRoutes } from './users';

export const usersSchemas = {
  listLocationUsers: {
    params: ZLocationParamsSchema,
    query: ZUserListQuerySchema,
    answer: ZLocationUserListResponseSchema,
  },
  updateLocationUser: {
    params: ZLocationUserParamsSchema,
    body: ZUpdateUserRequestSchema,
    answer: ZLocationUserResponseSchema,
  },
  removeLocationUser: { params: ZLocationUserParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof usersRoutes]: TEndpointSchemas };
