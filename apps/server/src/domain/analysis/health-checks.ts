import { sql, type SQL } from 'drizzle-orm';
import { HEALTH_ITEMS_MAX, type THealthCheckKey, type THealthItem } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { goalOrder } from './goal-tree';
import { selectRows } from './sql-rows';
import { isPeak, yearWeeks } from './test-load';

/*
 * The SQL checks of the curriculum health check (docs/analysis.md): all of them in one
 * statement, for every year of the education at once. A check is a source of checked items,
 * each with its year (null: the education as a whole, for the design-level checks), whether it
 * fails and its place in the list the screen shows; `runSqlChecks` groups them per check and
 * year into total, failing and the first HEALTH_ITEMS_MAX failing items.
 *
 * Whether an item fails is a left join to the set of items that pass (found once, for the
 * education, by an index), not a correlated subquery per item: PGlite never gathers table
 * statistics, and without them PostgreSQL runs such a subquery as a scan per row.
 */

export type CheckCount = { total: number; failing: number; items: THealthItem[] };
/** Per year id; the key `null` is the education scope of a design-level check. */
export type CheckResult = Map<number | null, CheckCount>;

/**
 * What one check looks at: `source` selects (year_id, id, label, planned_cluster_id, week,
 * failing, ord) for the items of one kind; ord orders the items within a year. A source of
 * `framework_item`s also selects their framework_id (where the finding is mended).
 */
type CheckSource = { kind: THealthItem['kind']; source: SQL };

const goalLabel = sql`g.index || ' ' || g.title`;

/** Goals no cluster of the design holds (education scope only: a design fact). */
const goalNotInCluster = (educationId: number): CheckSource => ({
  kind: 'goal',
  source: sql`with held as (
        select distinct cg.learning_goal_id
        from clusters c join cluster_goals cg on cg.cluster_id = c.id
        where c.education_id = ${educationId})
      select null::int as year_id, g.id, ${goalLabel} as label, null::int as planned_cluster_id,
        null::int as week, h.learning_goal_id is null as failing, g.ord
      from (${goalOrder(educationId)}) g
      left join held h on h.learning_goal_id = g.id`,
});

/**
 * Per year: the goals the year's planned clusters hold that no test of that year covers (the
 * item names the first such planned cluster, where a test is added). Education scope (year
 * null): every goal of the education that no test of any year covers.
 */
const goalNeverTested = (educationId: number): CheckSource => ({
  kind: 'goal',
  source: sql`with goal_order as (${goalOrder(educationId)}),
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
});

/**
 * The tests of each year that cover no goal; a test that covers only withdrawn goals covers none
 * in force, so it fails too (docs/analysis.md).
 */
const testWithoutGoals = (educationId: number): CheckSource => ({
  kind: 'test',
  source: sql`with covering as (
        select distinct tg.plan_test_id
        from plan_tests t
        join plan_test_goals tg on tg.plan_test_id = t.id
        join learning_goals g on g.id = tg.learning_goal_id and not g.withdrawn
        where t.education_id = ${educationId})
      select p.education_year_id as year_id, t.id, t.name as label, t.planned_cluster_id,
        t.week, k.plan_test_id is null as failing,
        row_number() over (order by t.week, c.position, c.id, t.position, t.id) as ord
      from plan_tests t
      join planned_clusters p on p.id = t.planned_cluster_id
      join clusters c on c.id = p.cluster_id
      left join covering k on k.plan_test_id = t.id
      where t.education_id = ${educationId}`,
});

/**
 * The links of each year that name no goal (in force, as for tests); labelled with their test's
 * name and week.
 */
const linkWithoutGoals = (educationId: number): CheckSource => ({
  kind: 'link',
  source: sql`with covering as (
        select distinct lg.plan_link_id
        from plan_links l
        join plan_link_goals lg on lg.plan_link_id = l.id
        join learning_goals g on g.id = lg.learning_goal_id and not g.withdrawn
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
});

/**
 * The activities of each year without class hours (none or 0); labelled with their cluster and
 * teacher ("1 A · J. Jansen"), at their first week.
 */
const activityWithoutHours = (educationId: number): CheckSource => ({
  kind: 'activity',
  source: sql`select p.education_year_id as year_id, a.id,
        c.index || ' ' || c.short_title || coalesce(' · ' || a.teacher, '') as label,
        a.planned_cluster_id, a.start_week as week,
        coalesce(a.class_hours, 0) = 0 as failing,
        row_number() over (order by c.position, c.id, a.position, a.id) as ord
      from plan_activities a
      join planned_clusters p on p.id = a.planned_cluster_id
      join clusters c on c.id = p.cluster_id
      where a.education_id = ${educationId}`,
});

/**
 * The planned clusters (elective choices too) of each year without a test. A cluster is tested
 * by a test of its own, or by a test of the same year in another cluster that covers one of its
 * design goals that the test's own cluster does not hold (docs/test-plan.md "A test for two
 * clusters"): a test sits in one cluster and its weeks, but may test another's goals too. A goal
 * both clusters hold (a learning line runs through several) says nothing about which cluster the
 * test is for: it counts for its own. The test plan names the same clusters per test
 * (`also_planned_cluster_ids`, domain/test-plan/test-plan-data.ts).
 */
const clusterWithoutTests = (educationId: number): CheckSource => ({
  kind: 'planned_cluster',
  source: sql`with tested_goals as (
        select distinct p.education_year_id, tg.learning_goal_id
        from plan_tests t
        join planned_clusters p on p.id = t.planned_cluster_id
        join plan_test_goals tg on tg.plan_test_id = t.id
        join learning_goals g on g.id = tg.learning_goal_id and not g.withdrawn
        left join cluster_goals own
          on own.cluster_id = p.cluster_id and own.learning_goal_id = tg.learning_goal_id
        where t.education_id = ${educationId} and own.cluster_id is null),
      tested as (
        select planned_cluster_id from plan_tests where education_id = ${educationId}
        union
        select p.id
        from planned_clusters p
        join cluster_goals cg on cg.cluster_id = p.cluster_id
        join tested_goals x
          on x.education_year_id = p.education_year_id and x.learning_goal_id = cg.learning_goal_id
        where p.education_id = ${educationId})
      select p.education_year_id as year_id, p.id, c.index || ' ' || c.short_title as label,
        p.id as planned_cluster_id, p.start_week as week, t.planned_cluster_id is null as failing,
        row_number() over (order by c.position, c.id) as ord
      from planned_clusters p
      join clusters c on c.id = p.cluster_id
      left join tested t on t.planned_cluster_id = p.id
      where p.education_id = ${educationId}`,
});

/** Every week of each year; failing when its tests break TEST_PEAK_RULE. */
const weekOverPeak = (educationId: number): CheckSource => ({
  kind: 'week',
  source: sql`with weeks as (${yearWeeks(sql`ep.education_year_id in
        (select id from education_years where education_id = ${educationId})`)}),
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
});

/**
 * The counted items (published, without published children: eindtermen, kerndoelen) of every
 * framework the education links to (a goal or a test of it links to an item of that framework),
 * each with whether the education covers it (a linked goal, or a test linked directly) and tests
 * it (a test linked directly, or a test of a linked goal; withdrawn goals count for nothing);
 * docs/frameworks.md "Coverage".
 * `checked_for_tests`: its school-exam flag is set, or its framework flags none of its items
 * (then every counted item must be tested). Education scope only (year null).
 */
const frameworkItemFacts = (educationId: number): SQL => sql`with goal_links as (
      select l.framework_item_id as item_id, l.learning_goal_id
      from learning_goals g
      join learning_goal_framework_items l on l.learning_goal_id = g.id
      where g.education_id = ${educationId} and not g.withdrawn),
    test_links as (
      select distinct l.framework_item_id as item_id
      from plan_tests t join plan_test_framework_items l on l.plan_test_id = t.id
      where t.education_id = ${educationId}),
    covered as (
      select item_id from goal_links union select item_id from test_links),
    tested as (
      select item_id from test_links
      union
      select gl.item_id
      from goal_links gl
      join plan_test_goals tg on tg.learning_goal_id = gl.learning_goal_id
      join plan_tests t on t.id = tg.plan_test_id
      where t.education_id = ${educationId}),
    linked_frameworks as (
      select distinct i.framework_id
      from covered c join framework_items i on i.id = c.item_id),
    items as (
      select i.id, i.framework_id, i.parent_id, i.code, i.title, i.school_exam, i.withdrawn_in,
        i.ordinal, f.title as framework_title
      from linked_frameworks lf
      join frameworks f on f.id = lf.framework_id
      join framework_items i on i.framework_id = lf.framework_id),
    published_parents as (
      select distinct parent_id from items where withdrawn_in is null and parent_id is not null),
    counted as (
      select i.*, bool_or(i.school_exam is not null) over (partition by i.framework_id) as flagged
      from items i left join published_parents pp on pp.parent_id = i.id
      where i.withdrawn_in is null and pp.parent_id is null)
    select i.id, i.framework_id, coalesce(nullif(i.code, '') || ' ', '') || i.title as label,
      c.item_id is not null as covered, t.item_id is not null as tested,
      coalesce(i.school_exam, false) or not i.flagged as checked_for_tests,
      row_number() over (order by i.framework_title, i.framework_id, i.ordinal, i.id) as ord
    from counted i
    left join covered c on c.item_id = i.id
    left join tested t on t.item_id = i.id`;

/**
 * The counted school-exam items (all counted items of a framework without school-exam flags)
 * of the frameworks the education links to that no test of it covers.
 */
const frameworkItemNotTested = (educationId: number): CheckSource => ({
  kind: 'framework_item',
  source: sql`select null::int as year_id, f.id, f.label, null::int as planned_cluster_id,
      null::int as week, not f.tested as failing, f.ord, f.framework_id
    from (${frameworkItemFacts(educationId)}) f
    where f.checked_for_tests`,
});

/** The counted items of the frameworks the education links to that no goal or test covers. */
const frameworkItemNotCovered = (educationId: number): CheckSource => ({
  kind: 'framework_item',
  source: sql`select null::int as year_id, f.id, f.label, null::int as planned_cluster_id,
      null::int as week, not f.covered as failing, f.ord, f.framework_id
    from (${frameworkItemFacts(educationId)}) f`,
});

/** The SQL checks by their key (HEALTH_CHECK_KEYS; the norm check is health.ts's). */
const SQL_CHECKS = {
  goal_not_in_cluster: goalNotInCluster,
  goal_never_tested: goalNeverTested,
  test_without_goals: testWithoutGoals,
  link_without_goals: linkWithoutGoals,
  activity_without_hours: activityWithoutHours,
  cluster_without_tests: clusterWithoutTests,
  week_over_peak: weekOverPeak,
  framework_item_not_tested: frameworkItemNotTested,
  framework_item_not_covered: frameworkItemNotCovered,
} satisfies Partial<Record<THealthCheckKey, (educationId: number) => CheckSource>>;
export type SqlCheckKey = keyof typeof SQL_CHECKS;

/** Every SQL check of the education in one statement; per check its counts per year. */
export async function runSqlChecks(
  db: DbOrTx,
  educationId: number,
): Promise<Record<SqlCheckKey, CheckResult>> {
  const sources = Object.entries(SQL_CHECKS).map(([key, check]) => {
    const { kind, source } = check(educationId);
    const frameworkId = kind === 'framework_item' ? sql`s.framework_id` : sql`null::int`;
    return sql`select ${key}::text as key, ${kind}::text as kind, s.year_id, s.id, s.label,
        s.planned_cluster_id, s.week, s.failing, s.ord::bigint as ord,
        ${frameworkId} as framework_id
      from (${source}) s`;
  });
  // framework_id only where there is one: the other checks' items stay as they were.
  const fields = sql`'kind', kind, 'id', id, 'label', label, 'year_id', year_id,
    'planned_cluster_id', planned_cluster_id, 'week', week`;
  const rows = await selectRows<{ key: SqlCheckKey; year_id: number | null } & CheckCount>(
    db,
    sql`with source as (${sql.join(sources, sql` union all `)}),
      ranked as (
        select s.*, row_number() over (partition by s.key, s.year_id, s.failing order by s.ord) as n
        from source s)
      select key, year_id, count(*)::int as total, count(*) filter (where failing)::int as failing,
        coalesce(json_agg(
            case when framework_id is null then json_build_object(${fields})
              else json_build_object(${fields}, 'framework_id', framework_id) end
            order by n)
          filter (where failing and n <= ${HEALTH_ITEMS_MAX}), '[]'::json) as items
      from ranked group by key, year_id`,
  );
  const results = Object.fromEntries(
    Object.keys(SQL_CHECKS).map((key) => [key, new Map() as CheckResult]),
  ) as Record<SqlCheckKey, CheckResult>;
  for (const { key, year_id, ...count } of rows) results[key].set(year_id, count);
  return results;
}
