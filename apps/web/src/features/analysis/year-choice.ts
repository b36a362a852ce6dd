import type { TAnalysisSummary } from '@cp/contracts';

type TYear = TAnalysisSummary['years'][number];

/**
 * The year the screen opens on: the remembered one (cookie `current_education_year_id`, shared
 * with the plan) when it is filled, else the first filled year; null when no year is filled
 * (only a filled year can be chosen: docs/analysis.md "Screen").
 */
export function chooseAnalysisYear(
  years: readonly TYear[],
  remembered: string | null,
): TYear | null {
  const filled = years.filter((year) => year.filled);
  return filled.find((year) => String(year.id) === remembered) ?? filled[0] ?? null;
}
