import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIntensityAnalysis, TNormCheck } from '@cp/contracts';
import { dateLocale } from '@/lib/date-locale';
import { useTerms } from '@/lib/use-terms';
import { useNumberFormat } from '../charts/format';
import { niceTop } from '../charts/heat';
import { HeatLegend, HeatStrip } from '../charts/HeatStrip';
import { loadHours } from '../charts/load-hours';
import type { TAnalysisTabProps } from './tab-props';

/**
 * The intensity tab: study load per week as a heat strip (a table, numbers in every cell), the
 * norm per week as a row of differences, and the year's check against the study-load norm with
 * the law it comes from. Comparing adds the other side's strip on the same colour scale.
 */
export function IntensityTab({ data, compare, label }: TAnalysisTabProps<TIntensityAnalysis>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const sides = compare ? [data, compare.data] : [data];
  // One scale for both sides, reaching at least the norm, so equal colours mean equal hours.
  const hoursMax = niceTop(
    Math.max(
      ...sides.map((side) => side.norm_hours_per_week ?? 0),
      ...sides.flatMap((side) =>
        side.weeks.map((week) => Math.max(loadHours(week), week.class_hours)),
      ),
    ),
  );
  return (
    <Stack gap="md">
      <NormCheck check={data.norm} label={compare ? label : null} />
      {compare && <NormCheck check={compare.data.norm} label={compare.label} />}
      {data.norm_hours_per_week !== null && (
        <Text size="sm">
          {t('analysisCharts.intensity.normPerWeek', {
            hours: format(data.norm_hours_per_week),
          })}
        </Text>
      )}
      <HeatLegend max={hoursMax} unit={t('analysisCharts.intensity.hoursUnit')} />
      <HeatStrip
        data={data}
        hoursMax={hoursMax}
        caption={t('analysisCharts.intensity.caption', { label })}
      />
      {compare && (
        <HeatStrip
          data={compare.data}
          hoursMax={hoursMax}
          against={{ data, label }}
          caption={t('analysisCharts.intensity.caption', { label: compare.label })}
        />
      )}
    </Stack>
  );
}

/** The year against its norm: planned, the bounds, the law, and under / within / over. */
function NormCheck({ check, label }: { check: TNormCheck | null; label: string | null }) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const format = useNumberFormat();
  if (!check) {
    return (
      <Alert color="gray" variant="light">
        {t('analysisCharts.intensity.noNorm')}
      </Alert>
    );
  }
  const unit = check.norm.unit === 'ects' ? terms.credits : t('analysisCharts.intensity.hoursUnit');
  const { per_year_min: min, per_year_max: max } = check.norm;
  const bounds =
    min !== null && max !== null
      ? t('analysisCharts.intensity.between', { min: format(min), max: format(max), unit })
      : min !== null
        ? t('analysisCharts.intensity.atLeast', { min: format(min), unit })
        : max !== null
          ? t('analysisCharts.intensity.atMost', { max: format(max), unit })
          : '';
  const since = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' }).format(
    new Date(`${check.norm.effective_from}T00:00:00`),
  );
  const color = check.status === 'within' ? 'green' : 'orange';
  return (
    <Alert
      color={color}
      variant="light"
      title={t(`analysisCharts.intensity.status.${check.status}`)}
    >
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Text size="sm">
        {t('analysisCharts.intensity.planned', { planned: format(check.planned), unit })}{' '}
        {t('analysisCharts.intensity.norm', { bounds, law: check.norm.law, since })}
      </Text>
    </Alert>
  );
}
