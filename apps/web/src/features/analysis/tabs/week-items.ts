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
