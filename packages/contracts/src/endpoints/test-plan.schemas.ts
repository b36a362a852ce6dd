import { ZEducationYearParamsSchema } from '../schemas/educations';
import { ZTestPlanResponseSchema } from '../schemas/test-plan';
import type { TEndpointSchemas } from './define';
import type { testPlanRoutes } from './test-plan';

export const testPlanSchemas = {
  getTestPlan: { params: ZEducationYearParamsSchema, answer: ZTestPlanResponseSchema },
} as const satisfies { [K in keyof typeof testPlanRoutes]: TEndpointSchemas };
