import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducationYear, TPeriod } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';

/**
 * Names and dates as this screen shows them: a year or period without a name gets its default
 * ("Leerjaar 2", "Periode 3") through the naming hook; times in the interface language.
 */
export function useLabels() {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  return useMemo(() => {
    const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      terms,
      yearName: (year: Pick<TEducationYear, 'name' | 'position'>) =>
        year.name ??
        t('educations.yearName', {
          educationYear: capitalize(terms.educationYear),
          position: year.position,
        }),
      periodName: (period: Pick<TPeriod, 'name' | 'position'>) =>
        period.name ?? t('educations.periodName', { position: period.position }),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [t, i18n.language, terms]);
}
