import { sql } from 'drizzle-orm';
import type { TTestsOverview } from '@cp/contracts';
import { periodOfWeek, requireAnalysisYear, type YearLookup } from './analysis-year';
import { goalOrder } from './goal-tree';
import { selectRows } from './sql-rows';
import { yearClusters } from './year-clusters';

/*
 * GET .../analysis/years/:year/tests-overview (docs/analysis.md): every test of the year in one
 * table, by week, then cluster (design order), then the test's place in its cluster. Five
 * queries: the year (3), the tests (the covered goals' indexes grouped per test in a CTE, in
 * design order) and the clusters.
 */

type TestRow = Omit<TTestsOverview['tests'][number], 'period_id'>;

export async function analyseTestsOverview(lookup: YearLookup): Promise<TTestsOverview> {
  const { db } = lookup;
  const { education, year } = await requireAnalysisYear(lookup);
  // A default test format has no name, only its key (the screen names it in the reader's
  // language with catalogueItemName); a custom one its name; null without a format.
  const rows = await selectRows<TestRow>(
    db,
    sql`with goal_order as (${goalOrder(education.id)}),
      year_tests as (
        select t.*, c.index as cluster_index, c.short_title as cluster_short_title,
          c.position as cluster_position
        from planned_clusters p
        join clusters c on c.id = p.cluster_id
        join plan_tests t on t.planned_cluster_id = p.id
        where p.education_year_id = ${year.id}),
      covered as (
        select tg.plan_test_id, array_agg(g.index order by g.ord) as goals
        from year_tests t
        join plan_test_goals tg on tg.plan_test_id = t.id
        join goal_order g on g.id = tg.learning_goal_id
        group by tg.plan_test_id)
      select t.id, t.planned_cluster_id, t.cluster_index, t.cluster_short_title, t.week,
        t.name, t.code, t.kind, t.size, coalesce(f.name, f.key) as test_format,
        t.minutes, t.weight::float8 as weight, t.resit, t.result_type,
        t.ects::float8 as ects, coalesce(cv.goals, '{}') as goals
      from year_tests t
      left join test_formats f on f.id = t.test_format_id
      left join covered cv on cv.plan_test_id = t.id
      order by t.week, t.cluster_position, t.planned_cluster_id, t.position, t.id`,
  );
  const tests = rows.map((row) => ({
    ...row,
    period_id: periodOfWeek(year, row.week)?.id ?? null,
  }));
  const clusters = await yearClusters(db, year.id);
  return { year, tests, clusters };
}
