/*
 * The colour steps of the heat strip. Colour is never the only carrier: every cell shows its
 * number, and the legend names each step's range in numbers.
 */

/** Five steps from light to dark (Mantine's orange scale), with a text colour that contrasts. */
export const HEAT_STEPS = [
  { background: '#f8f9fa', color: '#212529' },
  { background: '#ffe8cc', color: '#212529' },
  { background: '#ffc078', color: '#212529' },
  { background: '#fd7e14', color: '#212529' },
  { background: '#c2410c', color: '#ffffff' },
] as const;

/**
 * The step of a value on a scale with its top at `max`: 0 for nothing, else 1..4 by quarter of
 * `max` (a value above max is the darkest step).
 */
export function heatStep(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((value / max) * 4)));
}

/** The upper bound of each step 1..4 on a scale with its top at `max` (for the legend). */
export function heatBounds(max: number): number[] {
  return [1, 2, 3, 4].map((step) => (max * step) / 4);
}

/** A round top for the scale (60 rather than 55), so the legend's bounds are round numbers. */
export function niceTop(max: number): number {
  if (max <= 0) return 4;
  const quarter = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(quarter));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]
    .map((factor) => factor * magnitude)
    .find((candidate) => candidate >= quarter)!;
  return step * 4;
}
