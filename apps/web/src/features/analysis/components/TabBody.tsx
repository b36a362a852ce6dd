import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalysisSummary, TAnalysisTab } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';
import { useAnalysisRead, type TAnalysisAnswers } from '../api/analysis-queries';
import { ANALYSIS_LINKS } from '../analysis-links';
import { comparable, filterable, NO_COMPARE_REASON, NO_FILTER_REASON } from '../tab-notes';
import { CoverageTab, IntensityTab, TestsTab } from '../tabs/chart-tabs';
import { GoalsTab } from '../tabs/GoalsTab';
import { PlanningTab } from '../tabs/PlanningTab';
import { NO_FILTERS, type TAnalysisFilters, type TAnalysisTabProps } from '../tabs/tab-props';
import { TeamTab } from '../tabs/TeamTab';
import { TestsOverviewTab } from '../tabs/TestsOverviewTab';
import type { TCompareTarget } from './CompareControl';
import { FilterBar } from './FilterBar';

type TRenderers = {
  [K in TAnalysisTab]: (props: TAnalysisTabProps<TAnalysisAnswers[K]>) => ReactNode;
};

const RENDER: TRenderers = {
  planning: (props) => <PlanningTab {...props} />,
  goals: (props) => <GoalsTab {...props} />,
  tests: (props) => <TestsTab {...props} />,
  intensity: (props) => <IntensityTab {...props} />,
  coverage: (props) => <CoverageTab {...props} />,
  'tests-overview': (props) => <TestsOverviewTab {...props} />,
  team: (props) => <TeamTab {...props} />,
};

/** Says on screen what the tab does not do, and why (instead of hiding the controls). */
function TabNotes({ tab, comparing }: { tab: TAnalysisTab; comparing: boolean }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const words = {
    learningGoals: terms.learningGoals,
    clusters: terms.clusters,
    education: terms.education,
  };
  const noCompare = comparable(tab)
    ? null
    : tab in NO_COMPARE_REASON
      ? t(
          `analysis.notes.noCompare.${NO_COMPARE_REASON[tab as keyof typeof NO_COMPARE_REASON]}`,
          words,
        )
      : t('analysis.notes.noCompareOther');
  const noFilters = filterable(tab)
    ? null
    : tab in NO_FILTER_REASON
      ? t(
          `analysis.notes.noFilters.${NO_FILTER_REASON[tab as keyof typeof NO_FILTER_REASON]}`,
          words,
        )
      : t('analysis.notes.noFiltersOther');
  if (!noCompare && !noFilters) return null;
  return (
    <Stack gap={4}>
      {noFilters && (
        <Text size="sm" c="gray.7">
          {noFilters}
        </Text>
      )}
      {noCompare &&
        (comparing ? (
          <Alert color="blue" variant="light" p="xs">
            <Text size="sm">{noCompare}</Text>
          </Alert>
        ) : (
          <Text size="sm" c="gray.7">
            {noCompare}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * One tab: its answer for the chosen year (and of the compared year when the tab compares),
 * the filter bar or the note that there is none, and the tab itself.
 */
export function TabBody({
  tab,
  location,
  education,
  yearId,
  summary,
  label,
  filters,
  onFilters,
  compare,
}: {
  tab: TAnalysisTab;
  location: string;
  education: string;
  yearId: string;
  summary: TAnalysisSummary;
  label: string;
  filters: TAnalysisFilters;
  onFilters: (filters: TAnalysisFilters) => void;
  compare: TCompareTarget | null;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const main = useAnalysisRead({ location, education, year: yearId }, tab);
  const compared = compare && comparable(tab) ? compare : null;
  const other = useAnalysisRead(
    compared && { location, education: compared.education, year: compared.year },
    tab,
  );
  const loader = (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );

  if (main.isError) {
    const gone = main.error instanceof ApiError && main.error.status === 404;
    return (
      <Alert color="red" variant="light">
        {gone
          ? t('analysis.yearGone', { educationYear: terms.educationYear })
          : t('analysis.loadFailed')}
      </Alert>
    );
  }
  if (!main.data) return loader;
  const otherFailed = compared !== null && other.isError;
  const props = {
    data: main.data,
    compare: compared && other.data ? { data: other.data, label: compared.label } : null,
    label,
    filters: filterable(tab) ? filters : NO_FILTERS,
    links: ANALYSIS_LINKS,
  };
  return (
    <Stack gap="md">
      <TabNotes tab={tab} comparing={compare !== null} />
      {filterable(tab) && (
        <FilterBar
          periods={main.data.year.periods}
          summary={summary}
          filters={filters}
          onFilters={onFilters}
        />
      )}
      {otherFailed && (
        <Alert color="red" variant="light">
          {other.error instanceof ApiError && [403, 404].includes(other.error.status)
            ? t('analysis.compare.denied', { education: terms.education })
            : t('analysis.compare.loadFailed', { label: compared.label })}
        </Alert>
      )}
      {compared !== null && !other.data && !otherFailed ? (
        loader
      ) : (
        <Suspense fallback={loader}>
          {/* The answer's type follows the tab; TypeScript cannot tie the two (one cast). */}
          {RENDER[tab](props as never)}
        </Suspense>
      )}
    </Stack>
  );
}
