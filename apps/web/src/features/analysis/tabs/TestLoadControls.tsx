import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTestGrouping, TTestMeasure } from '../charts/test-load';

/** What the test-load chart stacks (by size or by kind) and what it counts. */
export function TestLoadControls({
  grouping,
  measure,
  onGrouping,
  onMeasure,
}: {
  grouping: TTestGrouping;
  measure: TTestMeasure;
  onGrouping: (grouping: TTestGrouping) => void;
  onMeasure: (measure: TTestMeasure) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="analysis-tests-grouping">
          {t('analysisCharts.tests.groupBy')}
        </Text>
        <SegmentedControl
          aria-labelledby="analysis-tests-grouping"
          value={grouping}
          onChange={(value) => onGrouping(value as TTestGrouping)}
          data={(['size', 'kind'] as const).map((value) => ({
            value,
            label: t(`analysisCharts.tests.groupings.${value}`),
          }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="analysis-tests-measure">
          {t('analysisCharts.tests.measure')}
        </Text>
        <SegmentedControl
          aria-labelledby="analysis-tests-measure"
          value={measure}
          onChange={(value) => onMeasure(value as TTestMeasure)}
          data={(['count', 'minutes', 'weight'] as const).map((value) => ({
            value,
            label: t(`analysisCharts.tests.measures.${value}`),
          }))}
        />
      </Stack>
    </Group>
  );
}
