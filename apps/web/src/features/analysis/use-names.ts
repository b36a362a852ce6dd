import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalize, useTerms } from '@/lib/use-terms';

/** The shown names of a year and a period: their own, else "Leerjaar 2" / "Periode 3". */
export function useNames() {
  const { t } = useTranslation();
  const terms = useTerms();
  const year = useCallback(
    (item: { name: string | null; position: number }) =>
      item.name ??
      t('educations.yearName', {
        educationYear: capitalize(terms.educationYear),
        position: item.position,
      }),
    [t, terms.educationYear],
  );
  const period = useCallback(
    (item: { name: string | null; position: number }) =>
      item.name ?? t('educations.periodName', { position: item.position }),
    [t],
  );
  return { year, period };
}
