import { useTranslation } from 'react-i18next';
import type { TIntensityAnalysis } from '@cp/contracts';
import { signed, useNumberFormat } from './format';
import { HEAT_STEPS, heatStep } from './heat';
import { loadHours, type TIntensityWeek } from './load-hours';
import classes from './HeatStrip.module.css';

/*
 * The rows of the heat strip (HeatStrip.tsx). Every cell has its week's title (`titles`, by the
 * week's position), so hovering any cell tells the whole week.
 */

type TRowProps = { weeks: TIntensityWeek[]; titles: string[] };

/** The week numbers, each titled with its period; a period's first week is marked. */
export function HeatStripHead({ data }: { data: TIntensityAnalysis }) {
  const { t } = useTranslation();
  const periodOf = (week: number) =>
    data.year.periods.find((p) => week >= p.first_week && week < p.first_week + p.weeks);
  return (
    <thead>
      <tr>
        <th scope="col" className={classes.rowHead}>
          {t('analysisCharts.week')}
        </th>
        {data.weeks.map((week) => {
          const period = periodOf(week.week);
          const starts = period?.first_week === week.week;
          return (
            <th
              key={week.week}
              scope="col"
              className={`${classes.weekHead} ${starts ? classes.periodStart : ''}`}
              title={
                period
                  ? (period.name ?? t('analysisCharts.periodName', { position: period.position }))
                  : undefined
              }
            >
              {week.week}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** One measure per week, each cell coloured by its step on the measure's scale. */
export function HeatRow({
  label,
  value,
  max,
  weeks,
  titles,
}: TRowProps & { label: string; value: (week: TIntensityWeek) => number; max: number }) {
  const format = useNumberFormat();
  return (
    <tr>
      <th scope="row" className={classes.rowHead}>
        {label}
      </th>
      {weeks.map((week, index) => {
        const amount = value(week);
        const step = HEAT_STEPS[heatStep(amount, max)]!;
        return (
          <td
            key={week.week}
            className={classes.cell}
            style={{ background: step.background, color: step.color }}
            title={titles[index]}
          >
            {format(amount)}
          </td>
        );
      })}
    </tr>
  );
}

/** Each week's load against the norm per week. */
export function NormRow({ norm, weeks, titles }: TRowProps & { norm: number }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <tr>
      <th scope="row" className={classes.rowHead}>
        {t('analysisCharts.intensity.againstNorm', { norm: format(norm) })}
      </th>
      {weeks.map((week, index) => {
        const delta = loadHours(week) - norm;
        return (
          <td
            key={week.week}
            className={`${classes.cell} ${delta < 0 ? classes.under : classes.over}`}
            title={titles[index]}
          >
            {/* The sign is the marker: ▼ under the norm, ▲ at or above it. */}
            <span aria-hidden="true">{delta < 0 ? '▼' : '▲'}</span>
            {signed(format, delta)}
          </td>
        );
      })}
    </tr>
  );
}

/** When comparing: this side's load per week minus the main side's. */
export function AgainstRow({
  against,
  weeks,
  titles,
}: TRowProps & { against: { data: TIntensityAnalysis; label: string } }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
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
            title={titles[index]}
          >
            {delta === null ? '–' : signed(format, delta)}
          </td>
        );
      })}
    </tr>
  );
}

/** The special blocks lying in each week, by name. */
export function BlocksRow({ weeks }: { weeks: TIntensityWeek[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
