import { useTranslation } from 'react-i18next';
import type { TStudyLoadNorm } from '@cp/contracts';
import { dateLocale } from '@/lib/date-locale';
import { useTerms } from '@/lib/use-terms';

/** Dates, amounts, units and types of a norm in the interface language (and the school's terms). */
export function useNormFormat() {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const dateFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const numberFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return {
    date: (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`)),
    amount: (value: number | null) =>
      value === null ? t('norms.none') : numberFormat.format(value),
    unit: (unit: TStudyLoadNorm['unit']) =>
      unit === 'ects' ? terms.credits : t('norms.units.hours'),
    type: (type: TStudyLoadNorm['education_types'][number]) => t(`educations.types.${type}`),
  };
}
