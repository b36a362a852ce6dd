import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTestsAnalysis } from '@cp/contracts';
import type { TFormatNumber } from '../charts/format';
import type { TTestCategory, TWeekLoad } from '../charts/test-load';
import { testLoadOption } from '../charts/test-load-chart';
import type { TSideView } from './use-test-loads';

/**
 * The test-load chart's option: stacked bars per category, the periods as bands (those of the
 * shown weeks), and per week a tooltip with the figures of each side.
 */
export function useTestLoadOption({
  categories,
  categoryLabel,
  main,
  other,
  label,
  format,
  periods,
}: {
  categories: readonly TTestCategory[];
  categoryLabel: (category: TTestCategory) => string;
  main: TSideView;
  other: { side: TSideView } | null;
  label: string;
  format: TFormatNumber;
  periods: TTestsAnalysis['year']['periods'];
}) {
  const { t } = useTranslation();
  return useMemo(() => {
    const weekText = (load: TWeekLoad | undefined, side: string | null) => {
      if (!load) return '';
      const lines = categories.map(
        (category) => `${categoryLabel(category)}: ${format(load.values[category] ?? 0)}`,
      );
      const head = t('analysisCharts.weekHead', { week: load.week });
      const peak = load.peak ? ` – ${t('analysisCharts.tests.peak')}` : '';
      return [`<b>${side ? `${side}: ` : ''}${head}${peak}</b>`, ...lines].join('<br/>');
    };
    const bands = periods
      .map((period) => ({
        name: period.name ?? t('analysisCharts.periodName', { position: period.position }),
        from: period.first_week,
        to: period.first_week + period.weeks - 1,
      }))
      .filter((band) => main.loads.some((load) => load.week >= band.from && load.week <= band.to));
    return testLoadOption(
      categories,
      { label, loads: main.loads },
      other ? { label: other.side.label, loads: other.side.loads } : null,
      {
        category: categoryLabel,
        periodBands: bands,
        tooltip: (index) =>
          [
            weekText(main.loads[index], other ? label : null),
            other ? weekText(other.side.loads[index], other.side.label) : '',
          ]
            .filter(Boolean)
            .join('<br/><br/>'),
      },
    );
    // categoryLabel and t follow the language, as format does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories, main, other, label, format, periods]);
}
