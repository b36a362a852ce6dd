import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type TFormatNumber = (value: number) => string;

/**
 * Numbers in the interface language's format (1.234,5 in Dutch, 1,234.5 in English), at most one
 * decimal: the analysis answers EC and hours with one decimal.
 */
export function useNumberFormat(): TFormatNumber {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [i18n.language]);
}

/** A difference with its sign ("+2", "−1,5", "0"), for compared figures. */
export function signed(format: TFormatNumber, value: number): string {
  if (value > 0) return `+${format(value)}`;
  if (value < 0) return `−${format(-value)}`;
  return format(0);
}
