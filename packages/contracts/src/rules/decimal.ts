/*
 * Decimal numbers as people type them (issue 14): "2,5" in Dutch and "2.5" in English mean the
 * same EC, hours or weight. One rule for the server's schemas (`decimalSchema` in
 * schemas/design.ts) and the web forms that check before they send, so a value the form lets
 * through is never refused by the server and the other way round.
 */

/** The result of reading a typed decimal: its canonical text ("2.5"), null when empty. */
export type TDecimalParse = { valid: true; value: string | null } | { valid: false };

/** At most 4 digits before the separator (EC, hours and weights stay below 10 000). */
const MAX_WHOLE_DIGITS = 4;

/**
 * Reads a decimal typed with a comma or a point (one of them, once), surrounding spaces
 * ignored, with at most `decimals` digits after the separator. Empty (or null) is a valid
 * "no value". The value comes back with a point, as PostgreSQL's numeric takes it.
 */
export function parseDecimal(
  input: string | number | null | undefined,
  decimals = 1,
): TDecimalParse {
  if (input === null || input === undefined) return { valid: true, value: null };
  const text = String(input).trim();
  if (text === '') return { valid: true, value: null };
  const pattern = new RegExp(`^([0-9]{1,${MAX_WHOLE_DIGITS}})(?:[.,]([0-9]{1,${decimals}}))?$`);
  const match = pattern.exec(text);
  if (!match) return { valid: false };
  const [, whole, fraction] = match;
  return { valid: true, value: fraction === undefined ? whole! : `${whole}.${fraction}` };
}
