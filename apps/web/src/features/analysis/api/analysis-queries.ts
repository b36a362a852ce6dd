import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAnalysisSummary,
  TBubblesAnalysis,
  TCoverageAnalysis,
  TGoalsAnalysis,
  THealthAnalysis,
  TIntensityAnalysis,
  TPlanningAnalysis,
  TTeamAnalysis,
  TTestsAnalysis,
  TTestsOverview,
} from '@cp/contracts';
import { apiRequest, type TSchemas } from '@/lib/api';
import { educationPath, educationQueryKey } from '@/lib/education-queries';

/*
 * The reads of the analysis screen (docs/analysis.md "API"). Every key lies under the
 * education's key: a live update of the education (`education_update`) invalidates the
 * 'educations' root, so the open screen reloads its summary, health and tab at once. Answers are
 * checked against the contract schemas; a compared education is read the same way (its own
 * access check decides whether the user may read it).
 */

export const analysisPath = (location: string, education: string) =>
  `${educationPath(location, education)}/analysis`;

const analysisKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'analysis'] as const;

/** What each year read answers. */
export type TAnalysisAnswers = {
  planning: TPlanningAnalysis;
  goals: TGoalsAnalysis;
  tests: TTestsAnalysis;
  intensity: TIntensityAnalysis;
  coverage: TCoverageAnalysis;
  'tests-overview': TTestsOverview;
  team: TTeamAnalysis;
  bubbles: TBubblesAnalysis;
};
export type TAnalysisRead = keyof TAnalysisAnswers;

// The contract schema of each read (picked from the lazily loaded schemas, see lib/schemas.ts).
// Typed loosely as one map; each answer is cast back to its read's type, which its schema checked.
const SCHEMAS: Record<TAnalysisRead, (s: TSchemas) => z.ZodType<{ data: unknown }>> = {
  planning: (s: TSchemas) => s.ZPlanningAnalysisResponseSchema,
  goals: (s: TSchemas) => s.ZGoalsAnalysisResponseSchema,
  tests: (s: TSchemas) => s.ZTestsAnalysisResponseSchema,
  intensity: (s: TSchemas) => s.ZIntensityAnalysisResponseSchema,
  coverage: (s: TSchemas) => s.ZCoverageAnalysisResponseSchema,
  'tests-overview': (s: TSchemas) => s.ZTestsOverviewResponseSchema,
  team: (s: TSchemas) => s.ZTeamAnalysisResponseSchema,
  bubbles: (s: TSchemas) => s.ZBubblesAnalysisResponseSchema,
};

export const analysisSummaryQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: [...analysisKey(location, education), 'summary'] as const,
    queryFn: async ({ signal }): Promise<TAnalysisSummary> =>
      (
        await apiRequest(analysisPath(location, education), {
          schema: (s) => s.ZAnalysisSummaryResponseSchema,
          signal,
        })
      ).data,
    // A removed or foreign education (or a compare target the user may not read): said on screen.
    meta: { handlesStatus: [403, 404] },
  });

export const useAnalysisSummary = (location: string, education: string | null) =>
  useQuery({
    ...analysisSummaryQueryOptions(location, education ?? ''),
    enabled: education !== null,
  });

export const analysisHealthQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: [...analysisKey(location, education), 'health'] as const,
    queryFn: async ({ signal }): Promise<THealthAnalysis> =>
      (
        await apiRequest(`${analysisPath(location, education)}/health`, {
          schema: (s) => s.ZHealthAnalysisResponseSchema,
          signal,
        })
      ).data,
    meta: { handlesStatus: [403, 404] },
  });

export const useAnalysisHealth = (location: string, education: string) =>
  useQuery(analysisHealthQueryOptions(location, education));

export const analysisReadQueryOptions = <R extends TAnalysisRead>(
  location: string,
  education: string,
  year: string,
  read: R,
) =>
  queryOptions({
    queryKey: [...analysisKey(location, education), 'years', year, read] as const,
    queryFn: async ({ signal }): Promise<TAnalysisAnswers[R]> =>
      (
        await apiRequest(`${analysisPath(location, education)}/years/${year}/${read}`, {
          schema: SCHEMAS[read],
          signal,
        })
      ).data as TAnalysisAnswers[R],
    // 404 a year that went away, 409 the bubble view refused: the screen says why.
    meta: { handlesStatus: [403, 404, 409] },
  });

/** One tab (or the bubbles) of one year; nothing is fetched while `target` is null. */
export function useAnalysisRead<R extends TAnalysisRead>(
  target: { location: string; education: string; year: string } | null,
  read: R,
) {
  return useQuery({
    ...analysisReadQueryOptions(
      target?.location ?? '',
      target?.education ?? '',
      target?.year ?? '',
      read,
    ),
    enabled: target !== null,
  });
}
