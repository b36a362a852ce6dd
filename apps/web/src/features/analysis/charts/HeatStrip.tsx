import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEST_SIZES, type TIntensityAnalysis } from '@cp/contracts';
import { useNumberFormat } from './format';
import { HEAT_STEPS, heatBounds } from './heat';
import { AgainstRow, BlocksRow, HeatRow, HeatStripHead, NormRow } from './HeatStripRows';
import classes from './HeatStrip.module.css';
import { useHeatWeekTitles } from './use-heat-week-titles';

/** Widths in px of the row headers and of a week's column (as HeatStrip.module.css). */
const ROW_HEAD = 190;
const WEEK = 46;

type THeatStripProps = {
  data: TIntensityAnalysis;
  caption: string;
  /** The top of the hours scale: shared by both sides when comparing, so the colours compare. */
  hoursMax: number;
  /** When comparing: the main side, to show this side's difference in hours per week. */
  against?: { data: TIntensityAnalysis; label: string };
};

/**
 * Study load per week as a heat strip: a real table (week columns, one row per measure) so a
 * screen reader reads it cell by cell with its headers; the colour repeats the number in the
 * cell. Rows: class hours, study hours (when the norm counts EC), tests by size, test minutes,
 * the difference with the norm per week, and the special blocks.
 */
export function HeatStrip({ data, caption, hoursMax, against }: THeatStripProps) {
  const { t } = useTranslation();
  const titles = useHeatWeekTitles(data);
  const weeks = data.weeks;
  const hasStudyHours = weeks.some((week) => week.study_hours !== null);
  const testsMax = Math.max(1, ...weeks.flatMap((week) => TEST_SIZES.map((s) => week.tests[s])));
  const minutesMax = Math.max(1, ...weeks.map((week) => week.test_minutes));
  const norm = data.norm_hours_per_week;
  const row = { weeks, titles };

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={caption}>
      {/* A fixed layout with a set width, so two compared strips line up week by week. */}
      <table className={classes.strip} style={{ width: ROW_HEAD + weeks.length * WEEK }}>
        <caption className={classes.caption}>{caption}</caption>
        <HeatStripHead data={data} />
        <tbody>
          <HeatRow
            {...row}
            label={t('analysisCharts.intensity.classHours')}
            value={(w) => w.class_hours}
            max={hoursMax}
          />
          {hasStudyHours && (
            <HeatRow
              {...row}
              label={t('analysisCharts.intensity.studyHours')}
              value={(w) => w.study_hours ?? 0}
              max={hoursMax}
            />
          )}
          {TEST_SIZES.map((size) => (
            <HeatRow
              key={size}
              {...row}
              label={t('analysisCharts.intensity.testsOfSize', {
                size: t(`planItems.sizes.${size}`),
              })}
              value={(w) => w.tests[size]}
              max={testsMax}
            />
          ))}
          <HeatRow
            {...row}
            label={t('analysisCharts.intensity.testMinutes')}
            value={(w) => w.test_minutes}
            max={minutesMax}
          />
          {norm !== null && <NormRow {...row} norm={norm} />}
          {against && <AgainstRow {...row} against={against} />}
          <BlocksRow weeks={weeks} />
        </tbody>
      </table>
    </div>
  );
}

/** What the colours mean, in numbers: the range of each step on the hours scale. */
export function HeatLegend({ max, unit }: { max: number; unit: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const bounds = heatBounds(max);
  return (
    <Group gap="xs">
      <Text size="xs" fw={500} aria-hidden="true">
        {t('analysisCharts.intensity.legend')}:
      </Text>
      <Group gap="xs" role="list" aria-label={t('analysisCharts.intensity.legend')}>
        {HEAT_STEPS.map((step, index) => (
          <Group key={index} gap={4} role="listitem">
            <span
              className={classes.swatch}
              style={{ background: step.background }}
              aria-hidden="true"
            />
            <Text size="xs">
              {index === 0
                ? `0 ${unit}`
                : `${format(index === 1 ? 0 : bounds[index - 2]!)}–${format(bounds[index - 1]!)} ${unit}`}
            </Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="gray.7">
        {t('analysisCharts.intensity.legendNote')}
      </Text>
    </Group>
  );
}
