import { sql, type SQL } from 'drizzle-orm';
import { HEALTH_ITEMS_MAX, type THealthItem } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { goalOrder } from './goal-tree';
import { selectRows } from './sql-rows';
import { isPeak, yearWeeks } from './test-load';

/*
 * The SQL checks of the curriculum health check (docs/analysis.md), one statement each for every
 * year of the education at once. A check is a source of checked items, each with its year
 * (null: the education as a whole, for the design-level checks), whether it fails and its place
 * in the list the screen shows; `runCheck` groups them per year into total, failing and the
 * first HEALTH_ITEMS_MAX failing items.
 *
 * Whether an item fails is a left join to the set of items that pass (found once, for the
 * education, by an index), not a correlated subquery per item: PGlite never gathers table
 * statistics, and without them PostgreSQL runs such a subquery as a scan per row.
 */

export type CheckCount = { total: number; failing: number; items: THealthItem[] };
/** Per year id; the key `null` is the education scope of a design-level check. */
export type CheckResult = Map<number | null, CheckCount>;

/**
 * `source` selects (year_id, id, label, planned_cluster_id, week, failing, ord) for the items of
 * one kind; ord orders the items within a year.
 */
async function runCheck(db: DbOrTx, kind: THealthItem['kind'], source: SQL): Promise<CheckResult> {
  const rows = await selectRows<{ year_id: number | null } & CheckCount>(
    db,
    sql`with source as (${source}),
      ranked as (
        select s.*, row_number() over (partition by s.year_id, s.failing order by s.ord) as n
        from source s)
      select year_id, count(*)::int as total, count(*) filter (where failing)::int as failing,
        coalesce(json_agg(json_build_object(
            'kind', ${kind}::text, 'id', id, 'label', label, 'year_id', year_id,
            'planned_cluster_id', planned_cluster_id, 'week', week) order by n)
          filter (where failing and n <= ${HEALTH_ITEMS_MAX}), '[]'::json) as items
      from ranked group by year_id`,
  );
  return new Map(rows.map(({ year_id, ...count }) => [year_id, count]));
}

const goalLabel = sql`g.index || ' ' || g.title`;

/** Goals no cluster of the design holds (education scope only: a design fact). */
export function goalNotInCluster(db: DbOrTx, educationId: number) {
  return runCheck(
    db,
    'goal',
    sql`with held as (
        select distinct cg.learning_goal_id
        from clusters c join cluster_goals cg on cg.cluster_id = c.id
        where c.education_id = ${educationId})
      select null::int as year_id, g.id, ${goalLabel} as label, null::int as planned_cluster_id,
        null::int as week, h.learning_goal_id is null as failing, g.ord
      from (${goalOrder(educationId)}) g
      left join held h on h.learning_goal_id = g.id`,
  );
}

/**
 * Per year: the goals the year's planned clusters hold that no test of that year covers (the
 * item names the first such planned cluster, where a test is added). Education scope (year
 * null): every goal of the education that no test of any year covers.
 */
export function goalNeverTested(db: DbOrTx, educationId: number) {
  return runCheck(
    db,
    'goal',
    sql`with goal_order as (${goalOrder(educationId)}),
      tested as (
        select distinct p.education_year_id, tg.learning_goal_id
        from plan_tests t
        join planned_clusters p on p.id = t.planned_cluster_id
        join plan_test_goals tg on tg.plan_test_id = t.id
        where t.education_id = ${educationId}),
      held as (
        select p.education_year_id, cg.learning_goal_id,
          (array_agg(p.id order by c.position, c.id))[1] as planned_cluster_id
        from planned_clusters p
        join clusters c on c.id = p.cluster_id
        join cluster_goals cg on cg.cluster_id = p.cluster_id
        where p.education_id = ${educationId}
        group by p.education_year_id, cg.learning_goal_id)
      select h.education_year_id as year_id, g.id, ${goalLabel} as label,
        h.planned_cluster_id, null::int as week, x.learning_goal_id is null as failing, g.ord
      from held h
      join goal_order g on g.id = h.learning_goal_id
      left join tested x
        on x.education_year_id = h.education_year_id and x.learning_goal_id = h.learning_goal_id
      union all
      select null, g.id, ${goalLabel}, null, null, x.learning_goal_id is null, g.ord
      from goal_order g
      left join (select distinct learning_goal_id from tested) x on x.learning_goal_id = g.id`,
  );
}

/** The tests of each year that cover no goal. */
export function testWithoutGoals(db: DbOrTx, educationId: number) {
  return runCheck(
    db,
    'test',
    sql`with covering as (
        select distinct tg.plan_test_id
        from plan_tests t join plan_test_goals tg on tg.plan_test_id = t.id
        where t.education_id = ${educationId})
      select p.education_year_id as year_id, t.id, t.name as label, t.planned_cluster_id,
        t.week, k.plan_test_id is null as failing,
        row_number() over (order by t.week, c.position, c.id, t.position, t.id) as ord
      from plan_tests t
      join planned_clusters p on p.id = t.planned_cluster_id
      join clusters c on c.id = p.cluster_id
      left join covering k on k.plan_test_id = t.id
      where t.education_id = ${educationId}`,
  );
}

/** The links of each year that name no goal; labelled with their test's name and week. */
export function linkWithoutGoals(db: DbOrTx, educationId: number) {
  return runCheck(
    db,
    'link',
    sql`with covering as (
        select distinct lg.plan_link_id
        from plan_links l join plan_link_goals lg on lg.plan_link_id = l.id
        where l.education_id = ${educationId})
      select p.education_year_id as year_id, l.id, t.name as label, l.planned_cluster_id,
        t.week, k.plan_link_id is null as failing,
        row_number() over (order by c.position, c.id, l.position, l.id) as ord
      from plan_links l
      join plan_tests t on t.id = l.plan_test_id
      join planned_clusters p on p.id = l.planned_cluster_id
      join clusters c on c.id = p.cluster_id
      left join covering k on k.plan_link_id = l.id
      where l.education_id = ${educationId}`,
  );
}

/**
 * The activities of each year without class hours (none or 0); labelled with their cluster and
 * teacher ("1 A · J. Jansen"), at their first week.
 */
export function activityWithoutHours(db: DbOrTx, educationId: number) {
  return runCheck(
    db,
    'activity',
    sql`select p.education_year_id as year_id, a.id,
        c.index || ' ' || c.short_title || coalesce(' · ' || a.teacher, '') as label,
        a.planned_cluster_id, a.start_week as week,
        coalesce(a.class_hours, 0) = 0 as failing,
        row_number() over (order by c.position, c.id, a.position, a.id) as ord
      from plan_activities a
      join planned_clusters p on p.id = a.planned_cluster_id
      join clusters c on c.id = p.cluster_id
      where a.education_id = ${educationId}`,
  );
}

/** The planned clusters (elective choices too) of each year without a test. */
export function clusterWithoutTests(db: DbOrTx, educationId: number) {
  return runCheck(
    db,
    'planned_cluster',
    sql`with tested as (
        select distinct planned_cluster_id from plan_tests where education_id = ${educationId})
      select p.education_year_id as year_id, p.id, c.index || ' ' || c.short_title as label,
        p.id as planned_cluster_id, p.start_week as week, t.planned_cluster_id is null as failing,
        row_number() over (order by c.position, c.id) as ord
      from planned_clusters p
      join clusters c on c.id = p.cluster_id
      left join tested t on t.planned_cluster_id = p.id
      where p.education_id = ${educationId}`,
  );
}

/** Every week of each year; failing when its tests break TEST_PEAK_RULE. */
export function weekOverPeak(db: DbOrTx, educationId: number) {
  const years = sql`ep.education_year_id in
    (select id from education_years where education_id = ${educationId})`;
  return runCheck(
    db,
    'week',
    sql`with weeks as (${yearWeeks(years)}),
      tests as (
        select p.education_year_id, t.week, t.size, t.id
        from plan_tests t join planned_clusters p on p.id = t.planned_cluster_id
        where t.education_id = ${educationId}),
      load as (
        select w.education_year_id, w.week,
          ${isPeak(sql`count(t.id)`, sql`count(t.id) filter (where t.size = 'large')`)} as peak
        from weeks w
        left join tests t on t.education_year_id = w.education_year_id and t.week = w.week
        group by w.education_year_id, w.week)
      select education_year_id as year_id, week as id, 'Week ' || week as label,
        null::int as planned_cluster_id, week, peak as failing, week as ord
      from load`,
  );
}
