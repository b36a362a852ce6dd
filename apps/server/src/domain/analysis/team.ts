import { sql } from 'drizzle-orm';
import type { TTeamAnalysis } from '@cp/contracts';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { yearSpecialBlocks } from './planning';
import { selectRows } from './sql-rows';
import { yearWeeks } from './test-load';
import { yearClusters } from './year-clusters';

/*
 * GET .../analysis/years/:year/team (docs/analysis.md "What each tab counts"): per teacher (an
 * activity's teacher field, trimmed; empty or missing is "no teacher", null) the class hours of
 * each week, each period and the year, the planned clusters they teach in and the hours they have
 * in weeks of a special block. Every activity of the year counts (elective choices too: someone
 * teaches them); an activity without class hours counts 0 but still names its teacher and cluster.
 *
 * One query: the activities grouped per teacher and week, laid on the grid teachers × weeks (so
 * every teacher has all weeks), then per teacher. Sorted by total descending, then by name, the
 * "no teacher" row last among equals. Plus the year (3), the clusters and the special blocks.
 */

type TeacherRow = Omit<TTeamAnalysis['teachers'][number], 'periods'> & { period_hours: number[] };

export async function analyseTeam(lookup: YearLookup): Promise<TTeamAnalysis> {
  const { db } = lookup;
  const { year } = await requireAnalysisYear(lookup);
  const rows = await selectRows<TeacherRow>(
    db,
    sql`with weeks as (${yearWeeks(sql`ep.education_year_id = ${year.id}`)}),
      activities as (
        -- '' stands for "no teacher" inside the query: a key joins with =, null would not.
        select coalesce(nullif(btrim(a.teacher), ''), '') as teacher, a.planned_cluster_id,
          coalesce(a.class_hours, 0) as hours, a.start_week, a.end_week
        from planned_clusters pc join plan_activities a on a.planned_cluster_id = pc.id
        where pc.education_year_id = ${year.id}),
      teachers as (
        select teacher, array_agg(distinct planned_cluster_id order by planned_cluster_id) as ids
        from activities group by teacher),
      per_week as (
        select a.teacher, w.week, sum(a.hours) as hours
        from activities a
        cross join lateral generate_series(a.start_week, a.end_week) as w(week)
        group by a.teacher, w.week),
      block_weeks as (
        select distinct w.week
        from special_blocks b join weeks w on w.week between b.start_week and b.end_week
        where b.education_year_id = ${year.id}),
      grid as (
        select t.teacher, w.week, w.period_id, coalesce(pw.hours, 0) as hours,
          bw.week is not null as in_block
        from teachers t cross join weeks w
        left join per_week pw on pw.teacher = t.teacher and pw.week = w.week
        left join block_weeks bw on bw.week = w.week),
      per_period as (
        select x.teacher, array_agg(round(x.hours, 1)::float8 order by x.position) as hours
        from (
          select g.teacher, p.position, sum(g.hours) as hours
          from grid g join education_periods p on p.id = g.period_id
          group by g.teacher, p.id, p.position) x
        group by x.teacher),
      totals as (
        select teacher,
          array_agg(round(hours, 1)::float8 order by week) as weeks,
          round(sum(hours), 1)::float8 as total,
          round(coalesce(sum(hours) filter (where in_block), 0), 1)::float8
            as hours_in_special_blocks
        from grid group by teacher)
      select nullif(t.teacher, '') as teacher, s.weeks,
        pp.hours as period_hours,
        s.total, t.ids as planned_cluster_ids, s.hours_in_special_blocks
      from teachers t
      join totals s on s.teacher = t.teacher
      join per_period pp on pp.teacher = t.teacher
      order by s.total desc, t.teacher = '', t.teacher`,
  );
  const special_blocks = await yearSpecialBlocks(db, year.id);
  const clusters = await yearClusters(db, year.id);
  return {
    year,
    teachers: rows.map(({ period_hours, ...teacher }) => ({
      teacher: teacher.teacher,
      weeks: teacher.weeks,
      // Both follow the periods' position: the query's array and the year's list.
      periods: year.periods.map((period, i) => ({
        period_id: period.id,
        class_hours: period_hours[i] ?? 0,
      })),
      total: teacher.total,
      planned_cluster_ids: teacher.planned_cluster_ids,
      hours_in_special_blocks: teacher.hours_in_special_blocks,
    })),
    special_blocks,
    clusters,
  };
}
