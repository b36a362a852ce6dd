import { useTranslation } from 'react-i18next';
import { ChartTable } from '../charts/ChartTable';
import { signed, type TFormatNumber } from '../charts/format';
import type { TTestCategory, TWeekLoad } from '../charts/test-load';
import type { TSideView } from './use-test-loads';

/**
 * The chart's numbers as a table: per week the categories, the measure and the peak; when
 * comparing the measure of both sides and their difference.
 */
export function TestLoadTable({
  caption,
  categories,
  categoryLabel,
  measureName,
  measureValue,
  format,
  main,
  other,
}: {
  caption: string;
  categories: readonly TTestCategory[];
  categoryLabel: (category: TTestCategory) => string;
  measureName: string;
  measureValue: (load: TWeekLoad) => number;
  format: TFormatNumber;
  main: TSideView;
  other: TSideView | null;
}) {
  const { t } = useTranslation();
  return (
    <ChartTable
      caption={caption}
      columns={[
        t('analysisCharts.week'),
        ...(other
          ? [
              `${measureName} (${main.label})`,
              `${measureName} (${other.label})`,
              t('analysisCharts.difference'),
            ]
          : [...categories.map(categoryLabel), measureName, t('analysisCharts.tests.peak')]),
      ]}
      rows={main.loads.map((load, index) => {
        const compared = other?.loads[index];
        return {
          key: load.week,
          head: load.week,
          cells: other
            ? [
                format(measureValue(load)),
                compared ? format(measureValue(compared)) : '–',
                compared ? signed(format, measureValue(compared) - measureValue(load)) : '–',
              ]
            : [
                ...categories.map((category) => format(load.values[category] ?? 0)),
                format(measureValue(load)),
                load.peak ? t('analysisCharts.yes') : '',
              ],
        };
      })}
    />
  );
}
