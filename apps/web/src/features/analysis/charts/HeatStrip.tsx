import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEST_SIZES, type TIntensityAnalysis } from '@cp/contracts';
import { signed, useNumberFormat } from './format';
import { HEAT_STEPS, heatBounds, heatStep } from './heat';
import classes from './HeatStrip.module.css';

type TWeek = TIntensityAnalysis['weeks'][number];

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

/** The hours a week weighs: study hours where the norm counts EC (HO), else class hours. */
export function loadHours(week: TWeek): number {
  return week.study_hours ?? week.class_hours;
}

/**
 * Study load per week as a heat strip: a real table (week columns, one row per measure) so a
 * screen reader reads it cell by cell with its headers; the colour repeats the number in the
 * cell. Rows: class hours, study hours (when the norm counts EC), tests by size, test minutes,
 * the difference with the norm per week, and the special blocks.
 */
export function HeatStrip({ data, caption, hoursMax, against }: THeatStripProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const weeks = data.weeks;
  const periodOf = (week: number) =>
    data.year.periods.find((p) => week >= p.first_week && week < p.first_week + p.weeks);
  const hasStudyHours = weeks.some((week) => week.study_hours !== null);
  const testsMax = Math.max(1, ...weeks.flatMap((week) => TEST_SIZES.map((s) => week.tests[s])));
  const minutesMax = Math.max(1, ...weeks.map((week) => week.test_minutes));
  const norm = data.norm_hours_per_week;

  const weekTitle = (week: TWeek) =>
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
      .join('\n');

  const heatRow = (label: string, value: (week: TWeek) => number, max: number, key: string) => (
    <tr key={key}>
      <th scope="row" className={classes.rowHead}>
        {label}
      </th>
      {weeks.map((week) => {
        const amount = value(week);
        const step = HEAT_STEPS[heatStep(amount, max)]!;
        return (
          <td
            key={week.week}
            className={classes.cell}
            style={{ background: step.background, color: step.color }}
            title={weekTitle(week)}
          >
            {format(amount)}
          </td>
        );
      })}
    </tr>
  );

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={caption}>
      {/* A fixed layout with a set width, so two compared strips line up week by week. */}
      <table className={classes.strip} style={{ width: ROW_HEAD + weeks.length * WEEK }}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.rowHead}>
              {t('analysisCharts.week')}
            </th>
            {weeks.map((week) => {
              const period = periodOf(week.week);
              const starts = period?.first_week === week.week;
              return (
                <th
                  key={week.week}
                  scope="col"
                  className={`${classes.weekHead} ${starts ? classes.periodStart : ''}`}
                  title={
                    period
                      ? (period.name ??
                        t('analysisCharts.periodName', { position: period.position }))
                      : undefined
                  }
                >
                  {week.week}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {heatRow(
            t('analysisCharts.intensity.classHours'),
            (w) => w.class_hours,
            hoursMax,
            'class',
          )}
          {hasStudyHours &&
            heatRow(
              t('analysisCharts.intensity.studyHours'),
              (w) => w.study_hours ?? 0,
              hoursMax,
              'study',
            )}
          {TEST_SIZES.map((size) =>
            heatRow(
              t('analysisCharts.intensity.testsOfSize', { size: t(`planItems.sizes.${size}`) }),
              (w) => w.tests[size],
              testsMax,
              size,
            ),
          )}
          {heatRow(
            t('analysisCharts.intensity.testMinutes'),
            (w) => w.test_minutes,
            minutesMax,
            'minutes',
          )}
          {norm !== null && (
            <tr>
              <th scope="row" className={classes.rowHead}>
                {t('analysisCharts.intensity.againstNorm', { norm: format(norm) })}
              </th>
              {weeks.map((week) => {
                const delta = loadHours(week) - norm;
                return (
                  <td
                    key={week.week}
                    className={`${classes.cell} ${delta < 0 ? classes.under : classes.over}`}
                    title={weekTitle(week)}
                  >
                    {/* The sign is the marker: ▼ under the norm, ▲ at or above it. */}
                    <span aria-hidden="true">{delta < 0 ? '▼' : '▲'}</span>
                    {signed(format, delta)}
                  </td>
                );
              })}
            </tr>
          )}
          {against && (
            <tr>
              <th
                scope="row"
                className={classes.rowHead}
                title={t('analysisCharts.intensity.againstOther', { label: against.label })}
              >
                {t('analysisCharts.intensity.againstOther', { label: against.label })}
              </th>
              {weeks.map((week, index) => {
                const other = against.data.weeks[index];
                const delta = other ? loadHours(week) - loadHours(other) : null;
                return (
                  <td
                    key={week.week}
                    className={`${classes.cell} ${delta ? classes.differs : ''}`}
                    title={weekTitle(week)}
                  >
                    {delta === null ? '–' : signed(format, delta)}
                  </td>
                );
              })}
            </tr>
          )}
          <tr>
            <th scope="row" className={classes.rowHead}>
              {t('analysisCharts.intensity.specialBlocks')}
            </th>
            {weeks.map((week) => (
              <td
                key={week.week}
                className={`${classes.cell} ${classes.blocks}`}
                title={week.special_blocks.join(', ') || undefined}
              >
                {week.special_blocks.join(', ')}
              </td>
            ))}
          </tr>
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
