import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbers in the interface language's format (1,5 EC in Dutch, 1.5 in English): one decimal at
 * most, as the API rounds EC and hours; and a percentage.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const signed = new Intl.NumberFormat(language, {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return {
      number: (value: number) => number.format(value),
      /** A difference with its sign (+2, −1,5, 0). */
      difference: (value: number) => signed.format(value),
    };
  }, [language]);
}
