import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A date and time as the dashboard's cards, the notes and the archive show them
 * ("25 nov 2026 14:30"), in the interface language.
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
