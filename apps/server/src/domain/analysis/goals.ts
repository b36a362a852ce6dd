import { sql } from 'drizzle-orm';
import type { TGoalsAnalysis } from '@cp/contracts';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { competencesOf, goalOrder, outcomesOf } from './goal-tree';
import { selectRows } from './sql-rows';

/*
 * GET .../analysis/years/:year/goals (docs/analysis.md): the goal tree with, per goal, the design
 * clusters holding it (any year), the tests of this year covering it and the links of this year
 * practising it; plus lookups for those ids. Nine queries whatever the size: the year (3), the
 * tree (3), and one each for the goals with their id arrays, clusters, tests and links. The id
 * arrays are grouped per goal in CTEs (one pass over each link table), not a subquery per goal.
 */

/** The year's planned clusters; the CTE the year's tests and links are found through. */
const yearPlanned = (yearId: number) =>
  sql`select id from planned_clusters where education_year_id = ${yearId}`;

export async function analyseGoals(lookup: YearLookup): Promise<TGoalsAnalysis> {
  const { db } = lookup;
  const { education, year } = await requireAnalysisYear(lookup);
  const competences = await competencesOf(db, education.id);
  const outcomes = await outcomesOf(db, education.id);
  const goals = await selectRows<TGoalsAnalysis['goals'][number]>(
    db,
    sql`with goal_order as (${goalOrder(education.id)}),
      year_planned as (${yearPlanned(year.id)}),
      in_clusters as (
        select cg.learning_goal_id, array_agg(cg.cluster_id order by c.position, c.id) as ids
        from cluster_goals cg join clusters c on c.id = cg.cluster_id
        where c.education_id = ${education.id}
        group by cg.learning_goal_id),
      in_tests as (
        select tg.learning_goal_id, array_agg(tg.plan_test_id order by tg.plan_test_id) as ids
        from year_planned p
        join plan_tests t on t.planned_cluster_id = p.id
        join plan_test_goals tg on tg.plan_test_id = t.id
        group by tg.learning_goal_id),
      in_links as (
        select lg.learning_goal_id, array_agg(lg.plan_link_id order by lg.plan_link_id) as ids
        from year_planned p
        join plan_links l on l.planned_cluster_id = p.id
        join plan_link_goals lg on lg.plan_link_id = l.id
        group by lg.learning_goal_id)
      select g.id, g.index, g.title, g.level, g.learning_outcome_id as outcome_id,
        coalesce(ic.ids, '{}') as cluster_ids,
        coalesce(it.ids, '{}') as test_ids,
        coalesce(il.ids, '{}') as link_ids
      from goal_order g
      left join in_clusters ic on ic.learning_goal_id = g.id
      left join in_tests it on it.learning_goal_id = g.id
      left join in_links il on il.learning_goal_id = g.id
      order by g.ord`,
  );
  // Every design cluster (the goals' cluster_ids may name any), with its planned cluster this year.
  const clusters = await selectRows<TGoalsAnalysis['clusters'][number]>(
    db,
    sql`select c.id, c.index, c.short_title, pc.id as planned_cluster_id
      from clusters c
      left join planned_clusters pc on pc.cluster_id = c.id and pc.education_year_id = ${year.id}
      where c.education_id = ${education.id}
      order by c.position, c.id`,
  );
  const tests = await selectRows<TGoalsAnalysis['tests'][number]>(
    db,
    sql`select t.id, t.name, t.planned_cluster_id, t.week
      from planned_clusters p join plan_tests t on t.planned_cluster_id = p.id
      where p.education_year_id = ${year.id}
      order by t.week, t.planned_cluster_id, t.position, t.id`,
  );
  // A default activity has no name, only its key (the screen names it in the reader's language
  // with catalogueItemName); a custom one its name; null when the activity has no type any more.
  const links = await selectRows<TGoalsAnalysis['links'][number]>(
    db,
    sql`select l.id, l.planned_cluster_id, t.name as test_name,
        coalesce(a.name, a.key) as activity_name
      from planned_clusters p
      join plan_links l on l.planned_cluster_id = p.id
      join plan_tests t on t.id = l.plan_test_id
      join plan_activities pa on pa.id = l.plan_activity_id
      left join activities a on a.id = pa.activity_id
      where p.education_year_id = ${year.id}
      order by l.planned_cluster_id, l.position, l.id`,
  );
  return { year, competences, outcomes, goals, clusters, tests, links };
}
