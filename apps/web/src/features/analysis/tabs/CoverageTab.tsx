import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCoverageAnalysis } from '@cp/contracts';
import { useTermCounts, useTerms } from '@/lib/use-terms';
import { FLAG_STYLE, FLAG_SYMBOL } from '../charts/coverage-flags';
import { coverageModel, FLAG_ORDER, type TCoverageFlag } from '../charts/coverage-model';
import { CoverageMatrix } from '../charts/CoverageMatrix';
import { useMatrixTexts } from '../charts/matrix-texts';
import { useNumberFormat } from '../charts/format';
import type { TAnalysisTabProps } from './tab-props';

/** The matrix's height: most of a laptop screen, with the page around it still in view. */
const MATRIX_HEIGHT = 640;

/**
 * The coverage tab: learning goals × planned clusters, each cell designed / practised / tested
 * (symbol and colour), totals per row and column, coverage percentages, and a filter for the
 * goals no test in the shown clusters covers. The filters narrow the columns (cluster group,
 * subject, period). No compare: another education's goals are other goals (the screen says so).
 */
export function CoverageTab({ data, filters, links }: TAnalysisTabProps<TCoverageAnalysis>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { termOf } = useTermCounts();
  const format = useNumberFormat();
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const model = useMemo(
    () => coverageModel(data, filters, uncoveredOnly),
    [data, filters, uncoveredOnly],
  );
  const filtered =
    filters.clusterGroupId !== null || filters.subjectId !== null || filters.periodId !== null;
  const percentages = filtered ? model.percentages : data.percentages;
  const flagName = (flag: TCoverageFlag) => t(`analysisCharts.coverage.flags.${flag}`);

  const texts = useMatrixTexts();

  return (
    <Stack gap="md">
      <Group gap="md">
        <Group gap="md" role="list" aria-label={t('analysisCharts.coverage.percentages')}>
          {FLAG_ORDER.map((flag) => (
            <Paper key={flag} withBorder p="xs" role="listitem" style={FLAG_STYLE[flag]}>
              <Text size="xs" c="dark">
                <span aria-hidden="true">{FLAG_SYMBOL[flag]} </span>
                {t('analysisCharts.coverage.percentageOf', {
                  flag: flagName(flag),
                  learningGoals: terms.learningGoals,
                })}
              </Text>
              <Text size="lg" fw={700} c="dark">
                {format(percentages[flag])}%
              </Text>
            </Paper>
          ))}
        </Group>
        <Text size="xs" c="gray.7" maw={360}>
          {filtered
            ? t('analysisCharts.coverage.percentagesFiltered', {
                learningGoals: terms.learningGoals,
                clusters: terms.clusters,
              })
            : t('analysisCharts.coverage.percentagesYear', {
                learningGoals: termOf(model.goalCount, 'learning_goal'),
                total: format(model.goalCount),
              })}
        </Text>
      </Group>
      <Group gap="sm">
        <Text size="xs" fw={500} aria-hidden="true">
          {t('analysisCharts.coverage.legend')}:
        </Text>
        <Group gap="sm" role="list" aria-label={t('analysisCharts.coverage.legend')}>
          {FLAG_ORDER.map((flag) => (
            <Group key={flag} gap={4} role="listitem">
              <Text
                component="span"
                size="xs"
                px={6}
                style={{ ...FLAG_STYLE[flag], border: '1px solid #adb5bd', borderRadius: 2 }}
                c="dark"
                aria-hidden="true"
              >
                {FLAG_SYMBOL[flag]}
              </Text>
              <Text size="xs">{flagName(flag)}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <Switch
        checked={uncoveredOnly}
        onChange={(event) => setUncoveredOnly(event.currentTarget.checked)}
        label={t('analysisCharts.coverage.uncoveredOnly', { learningGoals: terms.learningGoals })}
        description={t('analysisCharts.coverage.uncoveredHint', { clusters: terms.clusters })}
      />
      <Text size="sm" aria-live="polite">
        {t('analysisCharts.coverage.shown', {
          goals: format(model.goalRows.length),
          clusters: format(model.columns.length),
          learningGoals: termOf(model.goalRows.length, 'learning_goal'),
          clustersWord: termOf(model.columns.length, 'cluster'),
        })}
      </Text>
      {model.goalRows.length === 0 || model.columns.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('analysisCharts.coverage.empty')}
        </Text>
      ) : (
        <CoverageMatrix
          model={model}
          yearId={data.year.id}
          links={links}
          texts={texts}
          height={MATRIX_HEIGHT}
        />
      )}
      <Text size="xs" c="gray.7">
        {t('analysisCharts.coverage.keys')}
      </Text>
    </Stack>
  );
}
