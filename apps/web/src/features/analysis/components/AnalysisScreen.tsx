import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ANALYSIS_TABS, type TAnalysisTab } from '@cp/contracts';
import { EducationLoadFailure } from '@/components/EducationLoadFailure';
import { ExportButtonSlot } from '@/components/ExportButtonSlot';
import { Page } from '@/components/Page';
import { selectEducationYear, useAppContext } from '@/lib/context-store';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useAnalysisSummary } from '../api/analysis-queries';
import { NO_FILTERS, type TAnalysisFilters } from '../tabs/tab-props';
import { useNames } from '../use-names';
import { chooseAnalysisYear } from '../year-choice';
import { BubbleButton } from './BubbleButton';
import { CompareControl, type TCompareTarget } from './CompareControl';
import { HealthPanel } from './HealthPanel';
import { TabBody } from './TabBody';
import { YearSelect } from './YearSelect';

export const TAB_PARAM = 'tab';

/** The Dutch names of the SPEC, through the naming hook where a renamable term is the name. */
export function useTabLabels(): Record<TAnalysisTab, string> {
  const { t } = useTranslation();
  const terms = useTerms();
  return {
    planning: t('analysis.tabs.planning'),
    goals: capitalize(terms.learningGoals),
    tests: t('analysis.tabs.tests'),
    intensity: t('analysis.tabs.intensity'),
    coverage: t('analysis.tabs.coverage'),
    'tests-overview': t('analysis.tabs.testsOverview'),
    team: t('analysis.tabs.team'),
  };
}

const isTab = (value: string | null): value is TAnalysisTab =>
  (ANALYSIS_TABS as readonly (string | null)[]).includes(value);

/**
 * The analysis of one education (docs/analysis.md "Screen"): the year (only filled years), the
 * health check first, then the seven tabs with filters and compare where they apply. The tab is
 * in the URL (`?tab=`), so a link or a reload opens the same one; the year is remembered in the
 * context cookie the plan uses too.
 */
export function AnalysisScreen({ location, education }: { location: string; education: string }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  const labels = useTabLabels();
  const { educationYear } = useAppContext();
  const [params, setParams] = useSearchParams();
  const summaryQuery = useAnalysisSummary(location, education);
  const [filters, setFilters] = useState<TAnalysisFilters>(NO_FILTERS);
  const [compare, setCompare] = useState<TCompareTarget | null>(null);
  const tabParam = params.get(TAB_PARAM);
  const tab: TAnalysisTab = isTab(tabParam) ? tabParam : 'planning';

  if (summaryQuery.isError) {
    return (
      <EducationLoadFailure
        title={t('pages.analysis')}
        section="analysis"
        error={summaryQuery.error}
      />
    );
  }
  if (!summaryQuery.data) {
    return (
      <Page title={t('pages.analysis')}>
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      </Page>
    );
  }

  const summary = summaryQuery.data;
  const year = chooseAnalysisYear(summary.years, educationYear);
  const subtitle = (
    <Text c="gray.7" mt={-8}>
      {t('analysis.subtitle', { name: summary.education.name })}
    </Text>
  );
  if (!year) {
    return (
      <Page title={t('pages.analysis')}>
        {subtitle}
        <Alert color="blue" variant="light" title={t('analysis.nothingPlannedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {t('analysis.nothingPlanned', {
                clusters: terms.clusters,
                educationYear: terms.educationYear,
              })}
            </Text>
            <Button component={Link} to="/plan" size="sm">
              {t('analysis.toPlan')}
            </Button>
          </Stack>
        </Alert>
      </Page>
    );
  }

  const yearId = String(year.id);
  const mainLabel = `${summary.education.name}, ${names.year(year)}`;
  const chooseTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Page
      title={t('pages.analysis')}
      actions={
        <ExportButtonSlot
          location={location}
          education={education}
          part="analysis"
          yearId={year.id}
        />
      }
    >
      {subtitle}
      <Group align="flex-end" gap="md" wrap="wrap">
        <YearSelect
          years={summary.years}
          value={yearId}
          onChange={(id) => {
            selectEducationYear(id);
            // A compared year equal to the new main year compares nothing.
            if (compare?.education === education && compare.year === id) setCompare(null);
          }}
        />
        <CompareControl
          location={location}
          education={education}
          educationName={summary.education.name}
          yearId={yearId}
          compare={compare}
          onCompare={setCompare}
        />
        <BubbleButton
          location={location}
          education={education}
          year={year}
          bubble={summary.bubble.find((item) => item.year_id === year.id) ?? null}
        />
      </Group>
      <HealthPanel location={location} education={education} yearId={year.id} />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List aria-label={t('analysis.tabsLabel')}>
          {ANALYSIS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ANALYSIS_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <TabBody
              tab={value}
              location={location}
              education={education}
              yearId={yearId}
              summary={summary}
              label={mainLabel}
              filters={filters}
              onFilters={setFilters}
              compare={compare}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
