import { useTranslation } from 'react-i18next';
import { TEST_SIZES, type TIntensityAnalysis } from '@cp/contracts';
import { signed, useNumberFormat } from './format';
import { loadHours } from './load-hours';

/**
 * Per week of the strip the title its cells show on hover: every figure of the week, the
 * difference with the norm and the special blocks, one per line.
 */
export function useHeatWeekTitles(data: TIntensityAnalysis): string[] {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const norm = data.norm_hours_per_week;
  return data.weeks.map((week) =>
    [
      t('analysisCharts.weekHead', { week: week.week }),
      t('analysisCharts.intensity.classHoursValue', { hours: format(week.class_hours) }),
      week.study_hours === null
        ? null
        : t('analysisCharts.intensity.studyHoursValue', { hours: format(week.study_hours) }),
      ...TEST_SIZES.map((size) => `${t(`planItems.sizes.${size}`)}: ${format(week.tests[size])}`),
      t('analysisCharts.intensity.minutesValue', { minutes: format(week.test_minutes) }),
      norm === null
        ? null
        : t('analysisCharts.intensity.normValue', {
            norm: format(norm),
            delta: signed(format, loadHours(week) - norm),
          }),
      ...week.special_blocks,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
