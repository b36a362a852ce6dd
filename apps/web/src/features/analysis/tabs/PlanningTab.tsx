import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanningAnalysis } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { CompareFigures } from '../components/CompareFigures';
import { NormLine } from './NormLine';
import { PlanningEctsTable } from './PlanningEctsTable';
import { PlanningFindings } from './PlanningFindings';
import { PlanningPeriods } from './PlanningPeriods';
import type { TAnalysisTabProps } from './tab-props';
import { usePlanningCompareRows } from './use-planning-compare-rows';
import { itemsPerWeek } from './week-items';

/**
 * Planning (docs/analysis.md "What each tab counts"): per period and week what is planned, EC per
 * period and for the year against the norm (with its law), the design's clusters planned in no year
 * and the weeks with nothing planned, each with a link to the plan where it is mended.
 */
export function PlanningTab({ data, compare, label, links }: TAnalysisTabProps<TPlanningAnalysis>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const counts = useMemo(() => itemsPerWeek(data), [data]);
  const compareRows = usePlanningCompareRows(data, compare);

  return (
    <Stack gap="lg">
      <NormLine norm={data.norm} />
      {compare && compareRows && (
        <CompareFigures
          caption={t('analysis.compare.caption', { tab: t('analysis.tabs.planning') })}
          mainLabel={label}
          otherLabel={compare.label}
          rows={compareRows}
        />
      )}
      <PlanningEctsTable data={data} />

      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('analysis.planning.perWeek')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('analysis.planning.perWeekHint', { clusters: terms.clusters })}
        </Text>
        <PlanningPeriods data={data} counts={counts} links={links} />
      </Stack>

      <PlanningFindings data={data} links={links} />
    </Stack>
  );
}
