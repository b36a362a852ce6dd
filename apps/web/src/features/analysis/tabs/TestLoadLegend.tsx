import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTestCategory } from '../charts/test-load';
import { categoryPatternCss } from '../charts/test-load-chart';
import classes from '../charts/charts.module.css';

/** The chart's categories with their patterns, and when comparing which stack is which side. */
export function TestLoadLegend({
  categories,
  categoryLabel,
  compared,
}: {
  categories: readonly TTestCategory[];
  categoryLabel: (category: TTestCategory) => string;
  /** The labels of both sides when comparing. */
  compared: { main: string; other: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Group gap="md" role="list" aria-label={t('analysisCharts.legend')}>
        {categories.map((category, index) => (
          <Group key={category} gap={6} role="listitem">
            <span
              className={classes.swatch}
              style={{ background: categoryPatternCss(category, index) }}
              aria-hidden="true"
            />
            <Text size="xs">{categoryLabel(category)}</Text>
          </Group>
        ))}
      </Group>
      {compared && (
        <Text size="xs" c="gray.7">
          {t('analysisCharts.tests.compareLegend', compared)}
        </Text>
      )}
    </Group>
  );
}
