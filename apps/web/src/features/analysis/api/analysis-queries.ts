import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TAnalysisSummary,
  TBubblesAnalysis,
  TCoverageAnalysis,
  TGoalsAnalysis,
  TIntensityAnalysis,
  TPlanningAnalysis,
  TTeamAnalysis,
  TTestsAnalysis,
  TAnalysisYearRead,
  TTestsOverview,
} from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { analysisHealthQueryOptions } from '@/lib/analysis-health-queries';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * The reads of the analysis screen (docs/analysis.md "API"). Every key lies under the
 * education's key: a live update of the education (`education_update`) invalidates the
 * 'educations' root, so the open screen reloads its summary, health and tab at once. Answers are
 * checked against the registry's schemas; a compared education is read the same way (its own
 * access check decides whether the user may read it).
 */

const analysisKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'analysis'] as const;

/** What each year read answers (`getAnalysisOfYear` with that `:tab`). */
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
export type TAnalysisRead = TAnalysisYearRead;

export const analysisSummaryQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: [...analysisKey(location, education), 'summary'] as const,
    queryFn: async ({ signal }): Promise<TAnalysisSummary> =>
      (await callEndpoint('getAnalysisSummary', { params: { location, education }, signal })).data,
    // A removed or foreign education (or a compare target the user may not read): said on screen.
    meta: { handlesStatus: [403, 404] },
  });

export const useAnalysisSummary = (location: string, education: string | null) =>
  useQuery({
    ...analysisSummaryQueryOptions(location, education ?? ''),
    enabled: education !== null,
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
    // The answer is checked against every read's schema (the registry's one answer per endpoint;
    // each option keeps its own keys, see contracts one-of-objects.ts); the server answers the
    // read of the path, which TypeScript cannot follow.
    queryFn: async ({ signal }): Promise<TAnalysisAnswers[R]> =>
      (
        await callEndpoint('getAnalysisOfYear', {
          params: { location, education, year, tab: read },
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
