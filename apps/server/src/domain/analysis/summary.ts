import { sql } from 'drizzle-orm';
import { BUBBLE_MAX_CLUSTERS, type TAnalysisSummary } from '@cp/contracts';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { normInEffect } from './norm-in-effect';
import { selectRows } from './sql-rows';

/*
 * GET .../analysis (docs/analysis.md): what the screen needs before a tab. The education, its years
 * with their weeks and planned clusters (a year without any is not filled and cannot be chosen,
 * docs/analysis.md "Screen"), the norm in effect today, the filter choices (cluster groups and
 * subjects in design order) and per year whether the bubble view opens. Five queries.
 */

type YearRow = TAnalysisSummary['years'][number];

/** Why the bubble view cannot open for a year, or null when it can. */
function bubbleReason(isFlexible: boolean, plannedClusters: number) {
  if (isFlexible) return 'flexible' as const;
  if (plannedClusters > BUBBLE_MAX_CLUSTERS) return 'too_many' as const;
  return null;
}

export async function analysisSummary(
  lookup: EducationLookup & { now: Date },
): Promise<TAnalysisSummary> {
  const { db, now } = lookup;
  const education = await requireEducation(lookup);
  const years = await selectRows<YearRow>(
    db,
    sql`with weeks as (
        select p.education_year_id, sum(p.weeks)::int as weeks
        from education_years y join education_periods p on p.education_year_id = y.id
        where y.education_id = ${education.id}
        group by p.education_year_id),
      planned as (
        select pc.education_year_id, count(*)::int as planned
        from planned_clusters pc
        where pc.education_id = ${education.id}
        group by pc.education_year_id)
      select y.id, y.position, y.name, coalesce(w.weeks, 0) as weeks,
        coalesce(p.planned, 0) as planned_clusters, coalesce(p.planned, 0) > 0 as filled
      from education_years y
      left join weeks w on w.education_year_id = y.id
      left join planned p on p.education_year_id = y.id
      where y.education_id = ${education.id}
      order by y.position`,
  );
  const norm = await normInEffect(db, education.type, now);
  const cluster_groups = await selectRows<TAnalysisSummary['cluster_groups'][number]>(
    db,
    sql`select id, title from cluster_groups
      where education_id = ${education.id} order by position, id`,
  );
  const subjects = await selectRows<TAnalysisSummary['subjects'][number]>(
    db,
    sql`select id, title from subjects where education_id = ${education.id} order by position, id`,
  );
  return {
    education: {
      id: education.id,
      name: education.name,
      type: education.type,
      is_flexible: education.isFlexible,
      status: education.status,
    },
    years,
    norm,
    cluster_groups,
    subjects,
    bubble: years.map((year) => {
      const reason = bubbleReason(education.isFlexible, year.planned_clusters);
      return { year_id: year.id, available: reason === null, reason };
    }),
  };
}
