import type { TPlanningAnalysis } from '@cp/contracts';

/* What the planning tab shows per period: its last week, what is planned in it, its EC. */

export type TPeriod = TPlanningAnalysis['year']['periods'][number];

export const lastWeek = (period: TPeriod) => period.first_week + period.weeks - 1;

/** Per period, what is planned in it (a span counts in every period it touches). */
export function spansOf(data: TPlanningAnalysis, period: TPeriod) {
  const inPeriod = (span: { start_week: number; end_week: number }) =>
    span.start_week <= lastWeek(period) && span.end_week >= period.first_week;
  return {
    clusters: data.clusters.filter(inPeriod),
    electives: data.electives.filter(inPeriod),
    blocks: data.special_blocks.filter(inPeriod),
  };
}

/** The EC counted in a period (0 when the answer has none for it). */
export function periodEcts(data: TPlanningAnalysis, periodId: number): number {
  return data.period_ects.find((item) => item.period_id === periodId)?.ects ?? 0;
}
