import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Numbers in the interface language's format (issue 14): "2,5" EC in Dutch, "2.5" in English.
 * The API answers decimals as numeric text ("2.50") or numbers; nothing shows them as they come.
 * Input goes the other way through `parseDecimal` of @cp/contracts, which takes both separators.
 */

/** EC and hours have one decimal, weights two: show what there is, up to two. */
const MAX_DECIMALS = 2;

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: string, grouping: boolean): Intl.NumberFormat {
  const key = `${language}:${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      maximumFractionDigits: MAX_DECIMALS,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format;
}

const asNumber = (value: number | string): number =>
  typeof value === 'number' ? value : Number(value);

/** A number or the server's numeric text in `language`'s format: "1.250,5" in Dutch. */
export function formatNumber(value: number | string, language: string): string {
  const number = asNumber(value);
  // Not a number (should not happen): show what came rather than "NaN".
  return Number.isFinite(number) ? formatOf(language, true).format(number) : String(value);
}

/**
 * A decimal as the user types it into a form: the language's separator, no trailing zeros and
 * no grouping ("1250,5"), so `parseDecimal` reads it back unchanged. Null is an empty field.
 */
export function decimalInputText(value: number | string | null, language: string): string {
  if (value === null) return '';
  const number = asNumber(value);
  return Number.isFinite(number) ? formatOf(language, false).format(number) : String(value);
}

/**
 * `formatNumber` in the interface language; null and undefined show as "–" (no value), as in
 * the tables.
 */
export function useNumberFormat(): (value: number | string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => (value: number | string | null | undefined) =>
      value === null || value === undefined ? '–' : formatNumber(value, language),
    [language],
  );
}

const percents = new Map<string, Intl.NumberFormat>();

/** A share (0..1) as a percentage in `language`'s format, one decimal at most: "62,5%". */
export function formatPercent(share: number, language: string): string {
  let format = percents.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    percents.set(language, format);
  }
  return format.format(share);
}
