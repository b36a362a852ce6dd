import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnalysisSummary } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useNames } from '../use-names';

/**
 * The year to analyse. Only filled years can be chosen (docs/analysis.md "Screen"); an empty year
 * stays in the list, disabled, with the reason in its own text, so the user sees why it cannot be
 * chosen.
 */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: TAnalysisSummary['years'];
  value: string;
  onChange: (yearId: string) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  const empty = years.filter((year) => !year.filled).length;
  return (
    <NativeSelect
      label={capitalize(terms.educationYear)}
      description={
        empty > 0
          ? t('analysis.year.emptyHint', {
              count: empty,
              educationYear: terms.educationYear,
              educationYears: terms.educationYears,
              clusters: terms.clusters,
            })
          : undefined
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={years.map((year) => ({
        value: String(year.id),
        label: year.filled
          ? names.year(year)
          : t('analysis.year.empty', { year: names.year(year), clusters: terms.clusters }),
        disabled: !year.filled,
      }))}
      style={{ flex: '0 1 280px' }}
    />
  );
}
