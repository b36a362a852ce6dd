import type { TPlanningAnalysis } from '@cp/contracts';

/** How many clusters, elective slots and special blocks lie in each week 1..weeks. */
export function itemsPerWeek(data: TPlanningAnalysis): number[] {
  const counts = Array.from({ length: data.year.weeks }, () => 0);
  const spans = [...data.clusters, ...data.electives, ...data.special_blocks];
  for (const span of spans) {
    for (let week = span.start_week; week <= span.end_week && week <= counts.length; week += 1) {
      counts[week - 1]! += 1;
    }
  }
  return counts;
}

/** The period a week lies in (its position among the periods), or undefined. */
export function periodOfWeek<P extends { first_week: number; weeks: number }>(
  periods: readonly P[],
  week: number,
): P | undefined {
  return periods.find(
    (period) => week >= period.first_week && week < period.first_week + period.weeks,
  );
}
