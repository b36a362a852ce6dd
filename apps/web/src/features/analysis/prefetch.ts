import type { QueryClient } from '@tanstack/react-query';
import { ANALYSIS_TABS, type TAnalysisTab } from '@cp/contracts';
import { analysisHealthQueryOptions } from '@/lib/analysis-health-queries';
import { prefetch, type TPrefetchTarget } from '@/lib/prefetch';
import { analysisReadQueryOptions, analysisSummaryQueryOptions } from './api/analysis-queries';
import { frameworkLinksQueryOptions } from './api/framework-coverage-queries';
import { FRAMEWORKS_TAB } from './components/use-analysis-tab';
import { chooseAnalysisYear } from './year-choice';

const tabOf = (search: string): TAnalysisTab => {
  const tab = new URLSearchParams(search).get('tab');
  return (ANALYSIS_TABS as readonly (string | null)[]).includes(tab)
    ? (tab as TAnalysisTab)
    : 'planning';
};

/**
 * The analysis screen's first reads, as a navigation to it begins (app/route-prefetch.ts): the
 * summary, the health check and the open tab (`?tab=`, else planning) of the year it will show.
 * That year is chosen from the summary (`chooseAnalysisYear`), but it is mostly the remembered
 * one, so that year's tab is asked at once beside the summary rather than after it; when the
 * summary chooses another, that one is asked as soon as the summary is there.
 */
export function prefetchScreen(
  client: QueryClient,
  { search, location, education, educationYear }: TPrefetchTarget,
): void {
  const tab = tabOf(search);
  // The frameworks tab reads no year: its first read is the education's links.
  const frameworks = new URLSearchParams(search).get('tab') === FRAMEWORKS_TAB;
  if (frameworks) void prefetch(client, frameworkLinksQueryOptions(location, education));
  const readYear = (year: string) => {
    if (!frameworks)
      void prefetch(client, analysisReadQueryOptions(location, education, year, tab));
  };
  const summaryOptions = analysisSummaryQueryOptions(location, education);
  void prefetch(client, analysisHealthQueryOptions(location, education));
  if (educationYear) readYear(educationYear);
  void prefetch(client, summaryOptions).then(() => {
    const summary = client.getQueryData(summaryOptions.queryKey);
    const year = summary ? chooseAnalysisYear(summary.years, educationYear) : null;
    if (year && String(year.id) !== educationYear) readYear(String(year.id));
  });
}
