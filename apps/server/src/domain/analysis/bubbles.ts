import { sql } from 'drizzle-orm';
import {
  ANALYSIS_MESSAGES,
  BUBBLE_MAX_CLUSTERS,
  type TBubblesAnalysis,
  type TBubbleUnavailableReason,
  type TMessageKey,
} from '@cp/contracts';
import { DomainError } from '../errors';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { selectRows } from './sql-rows';
import { yearClusters } from './year-clusters';

/*
 * GET .../analysis/years/:year/bubbles (docs/analysis.md): the year's planned clusters with
 * their number of goals (the bubble's size). Refused with 409 `bubble_unavailable` for a
 * flexible curriculum (no fixed weeks to place bubbles on) and for a year with more than
 * BUBBLE_MAX_CLUSTERS planned clusters (the bubbles overlap past reading); the summary gives the
 * same reason beforehand, so the screen disables the view instead of asking.
 */

const REFUSALS: Record<TBubbleUnavailableReason, TMessageKey> = {
  flexible: ANALYSIS_MESSAGES.bubbleFlexible,
  too_many: ANALYSIS_MESSAGES.bubbleTooMany,
};

export const bubbleUnavailable = (reason: TBubbleUnavailableReason) =>
  new DomainError('conflict', REFUSALS[reason], { code: 'bubble_unavailable' });

export async function analyseBubbles(lookup: YearLookup): Promise<TBubblesAnalysis> {
  const { db } = lookup;
  const { education, year } = await requireAnalysisYear(lookup);
  if (education.isFlexible) throw bubbleUnavailable('flexible');
  const clusters = await yearClusters(db, year.id);
  if (clusters.length > BUBBLE_MAX_CLUSTERS) throw bubbleUnavailable('too_many');
  const counts = await selectRows<{ cluster_id: number; goals: number }>(
    db,
    sql`select cg.cluster_id, count(*)::int as goals
      from planned_clusters p join cluster_goals cg on cg.cluster_id = p.cluster_id
      where p.education_year_id = ${year.id}
      group by cg.cluster_id`,
  );
  const goalsOf = new Map(counts.map((row) => [row.cluster_id, row.goals]));
  return {
    year,
    bubbles: clusters.map((cluster) => ({
      ...cluster,
      goals: goalsOf.get(cluster.cluster_id) ?? 0,
    })),
  };
}
