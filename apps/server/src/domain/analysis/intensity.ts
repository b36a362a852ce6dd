import { sql } from 'drizzle-orm';
import type { TIntensityAnalysis, TStudyLoadNorm } from '@cp/contracts';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { normInEffect } from './norm-in-effect';
import { selectRows } from './sql-rows';
import { countedClusters, normCheck, yearStudyLoad } from './study-load';

/*
 * GET .../analysis/years/:year/intensity (docs/analysis.md): the study load of each week 1..n.
 * - class hours: the class hours of every activity whose range holds the week (choices too:
 *   they are taught);
 * - study hours (only when the norm converts EC to hours, HO): each counted planned cluster's
 *   EC spread evenly over its weeks, times hours_per_ects. A slot's counted choices share its
 *   weeks, so together they spread the slot's EC over the slot's weeks;
 * - tests by size and their minutes; the names of the special blocks covering the week.
 * One query for the weeks (each source grouped per week in its own CTE, then joined on the week
 * series), plus the year (3), the norm and the year's load.
 */

type WeekRow = Omit<TIntensityAnalysis['weeks'][number], 'tests'> & {
  small: number;
  medium: number;
  large: number;
};

/** Hours a week the norm asks for: its yearly minimum in hours over the year's weeks. */
function normHoursPerWeek(norm: TStudyLoadNorm | null, weeks: number): number | null {
  if (!norm || norm.per_year_min === null || weeks === 0) return null;
  const perYear =
    norm.unit === 'hours'
      ? norm.per_year_min
      : norm.hours_per_ects === null
        ? null
        : norm.per_year_min * norm.hours_per_ects;
  return perYear === null ? null : Math.round((perYear / weeks) * 10) / 10;
}

export async function analyseIntensity(
  lookup: YearLookup & { now: Date },
): Promise<TIntensityAnalysis> {
  const { db, now } = lookup;
  const { education, year } = await requireAnalysisYear(lookup);
  const norm = await normInEffect(db, education.type, now);
  const hoursPerEcts = norm?.hours_per_ects ?? null;
  const rows = await selectRows<WeekRow>(
    db,
    sql`with weeks as (select generate_series(1, ${year.weeks}::int) as week),
      year_planned as (select id from planned_clusters where education_year_id = ${year.id}),
      counted as (${countedClusters(sql`pc.education_year_id = ${year.id}`)}),
      class_hours as (
        select w.week, sum(a.class_hours) as hours
        from year_planned p
        join plan_activities a on a.planned_cluster_id = p.id
        cross join lateral generate_series(a.start_week, a.end_week) as w(week)
        group by w.week),
      study as (
        select w.week, sum(k.ects / (k.end_week - k.start_week + 1)) as ects
        from counted k
        cross join lateral generate_series(k.start_week, k.end_week) as w(week)
        group by w.week),
      tests as (
        select t.week,
          count(*) filter (where t.size = 'small')::int as small,
          count(*) filter (where t.size = 'medium')::int as medium,
          count(*) filter (where t.size = 'large')::int as large,
          coalesce(sum(t.minutes), 0)::int as minutes
        from year_planned p join plan_tests t on t.planned_cluster_id = p.id
        group by t.week),
      blocks as (
        select w.week, array_agg(b.name order by b.start_week, b.id) as names
        from special_blocks b join weeks w on w.week between b.start_week and b.end_week
        where b.education_year_id = ${year.id}
        group by w.week)
      select w.week,
        round(coalesce(h.hours, 0), 1)::float8 as class_hours,
        case when ${hoursPerEcts}::numeric is null then null
          else round(coalesce(s.ects, 0) * ${hoursPerEcts}::numeric, 1)::float8 end
          as study_hours,
        coalesce(t.small, 0) as small, coalesce(t.medium, 0) as medium,
        coalesce(t.large, 0) as large, coalesce(t.minutes, 0) as test_minutes,
        coalesce(b.names, '{}') as special_blocks
      from weeks w
      left join class_hours h on h.week = w.week
      left join study s on s.week = w.week
      left join tests t on t.week = w.week
      left join blocks b on b.week = w.week
      order by w.week`,
  );
  const load = await yearStudyLoad(db, education.id, year.id);
  return {
    year,
    weeks: rows.map(({ small, medium, large, ...week }) => ({
      ...week,
      tests: { small, medium, large },
    })),
    norm_hours_per_week: normHoursPerWeek(norm, year.weeks),
    norm: norm ? normCheck(norm, load) : null,
  };
}
