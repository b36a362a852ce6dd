import { sql } from 'drizzle-orm';
import { COVERAGE_FLAGS, type TCoverageAnalysis } from '@cp/contracts';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { competencesOf, goalsOf, outcomesOf } from './goal-tree';
import { selectRows } from './sql-rows';
import { yearClusters } from './year-clusters';

/*
 * GET .../analysis/years/:year/coverage (docs/analysis.md): the education's goals × the year's
 * planned clusters. Only cells that hold something travel, as `[goal_id, planned_cluster_id,
 * flags]` (600 goals × 75 clusters would be 45,000 mostly empty cells). A cell's flags:
 * designed (the planned cluster's design cluster holds the goal), practised (a link of the
 * planned cluster covers it), tested (a test of the planned cluster covers it). The percentages
 * are shares of all the education's goals with at least one such cell this year. Nine queries:
 * the year (3), the tree (3), the clusters, the cells and the percentages.
 */

const F = COVERAGE_FLAGS;

/**
 * The cells of a year as (goal_id, planned_cluster_id, flags): a CTE body. Withdrawn goals have
 * none (they are not in the matrix, goal-tree.ts).
 */
const yearCells = (yearId: number) => sql`
  with year_planned as (
    select id, cluster_id from planned_clusters where education_year_id = ${yearId}),
  marks as (
    select cg.learning_goal_id as goal_id, p.id as planned_cluster_id, ${F.designed}::int as flag
    from year_planned p join cluster_goals cg on cg.cluster_id = p.cluster_id
    union all
    select lg.learning_goal_id, p.id, ${F.practised}::int
    from year_planned p
    join plan_links l on l.planned_cluster_id = p.id
    join plan_link_goals lg on lg.plan_link_id = l.id
    union all
    select tg.learning_goal_id, p.id, ${F.tested}::int
    from year_planned p
    join plan_tests t on t.planned_cluster_id = p.id
    join plan_test_goals tg on tg.plan_test_id = t.id)
  select m.goal_id, m.planned_cluster_id, bit_or(m.flag)::int as flags
  from marks m
  join learning_goals g on g.id = m.goal_id and not g.withdrawn
  group by m.goal_id, m.planned_cluster_id`;

export async function analyseCoverage(lookup: YearLookup): Promise<TCoverageAnalysis> {
  const { db } = lookup;
  const { education, year } = await requireAnalysisYear(lookup);
  const competences = await competencesOf(db, education.id);
  const outcomes = await outcomesOf(db, education.id);
  const goals = await goalsOf(db, education.id);
  const clusters = await yearClusters(db, year.id);
  const cells = await selectRows<{ goal_id: number; planned_cluster_id: number; flags: number }>(
    db,
    sql`${yearCells(year.id)} order by goal_id, planned_cluster_id`,
  );
  const share = (flag: number) =>
    sql`coalesce(round(100.0 * count(distinct goal_id) filter (where flags & ${flag}::int <> 0)
      / nullif((select count(*) from learning_goals
        where education_id = ${education.id} and not withdrawn), 0),
      1), 0)::float8`;
  const [percentages] = await selectRows<TCoverageAnalysis['percentages']>(
    db,
    sql`with cells as (${yearCells(year.id)})
      select ${share(F.designed)} as designed, ${share(F.practised)} as practised,
        ${share(F.tested)} as tested
      from cells`,
  );
  return {
    year,
    competences,
    outcomes,
    goals,
    clusters,
    cells: cells.map((cell) => [cell.goal_id, cell.planned_cluster_id, cell.flags]),
    percentages: percentages ?? { designed: 0, practised: 0, tested: 0 },
  };
}
