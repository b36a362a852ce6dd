import { ZEmptyResponseSchema } from '../schemas/api';
import { ZEducationParamsSchema } from '../schemas/educations';
import {
  ZDismissSuggestionSchema,
  ZFrameworkCoverageParamsSchema,
  ZFrameworkCoverageQuerySchema,
  ZFrameworkCoverageResponseSchema,
  ZFrameworkLinkOwnerParamsSchema,
  ZFrameworkLinksResponseSchema,
  ZFrameworkSuggestionsQuerySchema,
  ZFrameworkSuggestionsResponseSchema,
  ZLinkByCodeResponseSchema,
  ZLinkByCodeSchema,
  ZSetFrameworkItemsResponseSchema,
  ZSetFrameworkItemsSchema,
} from '../schemas/framework-links';
import type { TEndpointSchemas } from './define';
import type { frameworkLinksRoutes } from './framework-links';

export const frameworkLinksSchemas = {
  listFrameworkLinks: { params: ZEducationParamsSchema, answer: ZFrameworkLinksResponseSchema },
  setGoalFrameworkItems: {
    params: ZFrameworkLinkOwnerParamsSchema,
    body: ZSetFrameworkItemsSchema,
    answer: ZSetFrameworkItemsResponseSchema,
  },
  setTestFrameworkItems: {
    params: ZFrameworkLinkOwnerParamsSchema,
    body: ZSetFrameworkItemsSchema,
    answer: ZSetFrameworkItemsResponseSchema,
  },
  linkGoalsByCode: {
    params: ZEducationParamsSchema,
    body: ZLinkByCodeSchema,
    answer: ZLinkByCodeResponseSchema,
  },
  listFrameworkSuggestions: {
    params: ZEducationParamsSchema,
    query: ZFrameworkSuggestionsQuerySchema,
    answer: ZFrameworkSuggestionsResponseSchema,
  },
  dismissFrameworkSuggestion: {
    params: ZEducationParamsSchema,
    body: ZDismissSuggestionSchema,
    answer: ZEmptyResponseSchema,
  },
  getFrameworkCoverage: {
    params: ZFrameworkCoverageParamsSchema,
    query: ZFrameworkCoverageQuerySchema,
    answer: ZFrameworkCoverageResponseSchema,
  },
} as const satisfies { [K in keyof typeof frameworkLinksRoutes]: TEndpointSchemas };
