import { z } from 'zod';
import { ANALYSIS_YEAR_READS } from '../analysis-constants';
import {
  ZAnalysisSummaryResponseSchema,
  ZBubblesAnalysisSchema,
  ZCoverageAnalysisSchema,
  ZGoalsAnalysisSchema,
  ZHealthAnalysisResponseSchema,
  ZIntensityAnalysisSchema,
  ZPlanningAnalysisSchema,
  ZStudyLoadNormInputSchema,
  ZStudyLoadNormResponseSchema,
  ZStudyLoadNormsResponseSchema,
  ZTeamAnalysisSchema,
  ZTestsAnalysisSchema,
  ZTestsOverviewSchema,
} from '../schemas/analysis';
import { ZEmptyResponseSchema } from '../schemas/api';
import { dataOf, ZIdParamSchema } from '../schemas/common';
import { ZEducationParamsSchema } from '../schemas/educations';
import type { analysisRoutes } from './analysis';
import type { TEndpointSchemas } from './define';
import { oneOfObjects } from './one-of-objects';

/** `:tab` is one of the year reads; an unknown one answers 404. */
const ZAnalysisYearParamsSchema = ZEducationParamsSchema.extend({
  year: ZIdParamSchema,
  tab: z.enum(ANALYSIS_YEAR_READS),
});
/** The answer of the tab in the path (the web checks each tab's own schema's keys this way). */
const ZAnalysisOfYearResponseSchema = dataOf(
  oneOfObjects([
    ZPlanningAnalysisSchema,
    ZGoalsAnalysisSchema,
    ZTestsAnalysisSchema,
    ZIntensityAnalysisSchema,
    ZCoverageAnalysisSchema,
    ZTestsOverviewSchema,
    ZTeamAnalysisSchema,
    ZBubblesAnalysisSchema,
  ]),
);

export const analysisSchemas = {
  getAnalysisSummary: { params: ZEducationParamsSchema, answer: ZAnalysisSummaryResponseSchema },
  getAnalysisHealth: { params: ZEducationParamsSchema, answer: ZHealthAnalysisResponseSchema },
  getAnalysisOfYear: { params: ZAnalysisYearParamsSchema, answer: ZAnalysisOfYearResponseSchema },
  listStudyLoadNorms: { answer: ZStudyLoadNormsResponseSchema },
  createStudyLoadNorm: {
    body: ZStudyLoadNormInputSchema,
    answer: ZStudyLoadNormResponseSchema,
    status: 201,
  },
  deleteStudyLoadNorm: {
    params: z.object({ id: ZIdParamSchema }),
    answer: ZEmptyResponseSchema,
  },
} as const satisfies { [K in keyof typeof analysisRoutes]: TEndpointSchemas };
