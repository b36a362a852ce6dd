/*
 * How a health score reads (docs/analysis.md "Curriculum health check"): a word and a colour per
 * band, so the score never speaks by colour alone. 80 and up: most checks pass; below 50: more
 * than half of what is checked fails on average.
 */
export type THealthBand = 'good' | 'fair' | 'poor' | 'none';

export const HEALTH_BANDS = { good: 80, fair: 50 } as const;

export function healthBand(score: number | null): THealthBand {
  if (score === null) return 'none';
  if (score >= HEALTH_BANDS.good) return 'good';
  if (score >= HEALTH_BANDS.fair) return 'fair';
  return 'poor';
}

/** Mantine colours with enough contrast on white for the ring (the word carries the meaning). */
export const BAND_COLORS: Record<THealthBand, string> = {
  good: 'teal.8',
  fair: 'yellow.8',
  poor: 'red.8',
  none: 'gray.6',
};
