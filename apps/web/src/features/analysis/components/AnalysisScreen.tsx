import { Center, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EducationLoadFailure } from '@/components/EducationLoadFailure';
import { ExportButtonSlot } from '@/components/ExportButtonSlot';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useAnalysisSummary } from '../api/analysis-queries';
import { NO_FILTERS, type TAnalysisFilters } from '../tabs/tab-props';
import { useNames } from '../use-names';
import { chooseAnalysisYear } from '../year-choice';
import { AnalysisControls } from './AnalysisControls';
import { AnalysisTabs } from './AnalysisTabs';
import type { TCompareTarget } from './CompareControl';
import { HealthPanel } from './HealthPanel';
import { NothingPlanned } from './NothingPlanned';
import { useAnalysisTab } from './use-analysis-tab';

/**
 * The analysis of one education (docs/analysis.md "Screen"): the year (only filled years), the
 * health check first, then the seven tabs with filters and compare where they apply. The tab is
 * in the URL (`?tab=`), so a link or a reload opens the same one; the year is remembered in the
 * context cookie the plan uses too.
 */
export function AnalysisScreen({ location, education }: { location: string; education: string }) {
  const { t } = useTranslation();
  const names = useNames();
  const { educationYear } = useAppContext();
  const { tab, chooseTab } = useAnalysisTab();
  const summaryQuery = useAnalysisSummary(location, education);
  const [filters, setFilters] = useState<TAnalysisFilters>(NO_FILTERS);
  const [compare, setCompare] = useState<TCompareTarget | null>(null);

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
        <NothingPlanned />
      </Page>
    );
  }

  const yearId = String(year.id);
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
      <AnalysisControls
        location={location}
        education={education}
        summary={summary}
        year={year}
        compare={compare}
        onCompare={setCompare}
      />
      <HealthPanel location={location} education={education} yearId={year.id} />
      <AnalysisTabs
        tab={tab}
        onTab={chooseTab}
        location={location}
        education={education}
        yearId={yearId}
        summary={summary}
        label={`${summary.education.name}, ${names.year(year)}`}
        filters={filters}
        onFilters={setFilters}
        compare={compare}
      />
    </Page>
  );
}
