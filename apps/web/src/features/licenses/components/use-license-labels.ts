import { useTranslation } from 'react-i18next';
import type { TLicense } from '@cp/contracts';
import { dateLocale } from '@/lib/date-locale';
import { capitalize, useTerms } from '@/lib/use-terms';

/** Texts for a license: level (the education level uses the school's own term), type, dates. */
export function useLicenseLabels() {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const dateFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const date = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));
  return {
    level: (level: TLicense['level']) =>
      level === 'education' ? capitalize(terms.education) : t('licenses.levels.institute'),
    type: (type: TLicense['type']) => t(`licenses.types.${type}`),
    date,
    period: (license: Pick<TLicense, 'start_date' | 'end_date'>) =>
      `${date(license.start_date)} – ${license.end_date ? date(license.end_date) : t('licenses.noEnd')}`,
    maxEducations: t('licenses.maxEducations', { educations: terms.educations }),
  };
}
