import { sql } from 'drizzle-orm';
import type { TTestsAnalysis } from '@cp/contracts';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { selectRows } from './sql-rows';
import { isPeak, testLoadColumns, testLoadOf, yearWeeks } from './test-load';
import { yearClusters } from './year-clusters';

/*
 * GET .../analysis/years/:year/tests (docs/analysis.md): test load per week and per period
 * (count, per kind and size, minutes, weight) with the peak weeks (TEST_PEAK_RULE), the tests
 * with the keys the filters need, and the year's clusters. Six queries: the year (3), the load
 * (one statement: every week from a series, so empty weeks are there, grouped by week and by
 * period with GROUPING SETS), the tests and the clusters.
 */

type LoadRow = Record<string, unknown> & {
  week: number | null;
  period_id: number;
  peak: boolean;
};

export async function analyseTests(lookup: YearLookup): Promise<TTestsAnalysis> {
  const { db } = lookup;
  const { year } = await requireAnalysisYear(lookup);
  const rows = await selectRows<LoadRow>(
    db,
    sql`with weeks as (${yearWeeks(sql`ep.education_year_id = ${year.id}`)}),
      year_tests as (
        select t.id, t.week, t.kind, t.size, t.minutes, t.weight
        from planned_clusters p join plan_tests t on t.planned_cluster_id = p.id
        where p.education_year_id = ${year.id})
      select w.week, w.period_id, ${testLoadColumns()},
        ${isPeak(sql`count(t.id)`, sql`count(t.id) filter (where t.size = 'large')`)} as peak
      from weeks w left join year_tests t on t.week = w.week
      group by grouping sets ((w.period_id, w.week), (w.period_id))
      order by w.week nulls last, w.period_id`,
  );
  const weeks = rows
    .filter((row) => row.week !== null)
    .map((row) => ({ week: row.week as number, ...testLoadOf(row), peak: row.peak }));
  const periods = year.periods.map((period) => {
    const row = rows.find((r) => r.week === null && r.period_id === period.id);
    if (!row) throw new Error(`analyseTests: no load row for period ${period.id}`);
    return { period_id: period.id, ...testLoadOf(row) };
  });
  const tests = await selectRows<TTestsAnalysis['tests'][number]>(
    db,
    sql`select t.id, t.planned_cluster_id, t.week, t.kind, t.size, t.minutes,
        t.weight::float8 as weight
      from planned_clusters p
      join clusters c on c.id = p.cluster_id
      join plan_tests t on t.planned_cluster_id = p.id
      where p.education_year_id = ${year.id}
      order by t.week, c.position, c.id, t.position, t.id`,
  );
  const clusters = await yearClusters(db, year.id);
  return { year, weeks, periods, tests, clusters };
}
