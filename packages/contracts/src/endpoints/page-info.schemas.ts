import { ZEmptyResponseSchema } from '../schemas/api';
import { ZPageInfoRequestSchema, ZPageInfoResponseSchema } from '../schemas/navigation';
import {
  ZPageInfoEntryListResponseSchema,
  ZPageInfoEntryParamsSchema,
  ZPageInfoEntryResponseSchema,
  ZPageInfoInputSchema,
} from '../schemas/page-info';
import type { TEndpointSchemas } from './define';
import type { pageInfoRoutes } from './page-info';

export const pageInfoSchemas = {
  findPageInfo: { body: ZPageInfoRequestSchema, answer: ZPageInfoResponseSchema },
  listPageInfo: { answer: ZPageInfoEntryListResponseSchema },
  // `:route` is a route pattern ('/admin/users'), not an id; `:language` one of LANGUAGES.
  savePageInfo: {
    params: ZPageInfoEntryParamsSchema,
    body: ZPageInfoInputSchema,
    answer: ZPageInfoEntryResponseSchema,
  },
  deletePageInfo: { params: ZPageInfoEntryParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof pageInfoRoutes]: TEndpointSchemas };
