import type { TAreaDocs, TRoute } from './define';

const EDUCATION = '/locations/:location/educations/:education';

/** The test plan of an education year (docs/test-plan.md); changes go through the plan's test routes. */
export const testPlanRoutes = {
  getTestPlan: {
    method: 'GET',
    path: `${EDUCATION}/test-plan/years/:year`,
    access: 'licensedMember',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const testPlanDocs = {
  tag: 'Test plan',
  summaries: {
    getTestPlan:
      "Every test of one year in week order with its cluster, format, weights, resit rule and framework items; the education's adoption and the exam groups' weights in other years.",
  },
} as const satisfies TAreaDocs<typeof testPlanRoutes>;
