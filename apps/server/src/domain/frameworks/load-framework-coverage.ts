import { sql } from 'drizzle-orm';
import type { TCoverageTotals, TFrameworkCoverage } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { frameworks } from '../../db/schema';
import { goalOrder } from '../analysis/goal-tree';
import { selectRows } from '../analysis/sql-rows';
import { requireEducation } from '../educations/require-education';
import { notFound } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { frameworkAnswer, frameworkColumns, usableFramework } from './framework-answer';

/*
 * The coverage of one framework by an education (docs/frameworks.md "Coverage"): per item the
 * education's goals linked to it, the design clusters that hold those goals and the tests that
 * cover it, and how many of the counted items are covered, taught and tested.
 *
 * Three statements whatever the size: the education (within the caller's location), the
 * framework (one the location may use) and the framework's items with the education's facts per
 * item, aggregated in SQL. What is left is a walk over the tree (at most the framework's items,
 * no queries): the labels put in place, counting, the parents' figures and the filters.
 */

export type TCoverageFilters = {
  /** Only the counted items marked for the school exam, with their parents. */
  schoolExamOnly: boolean;
  /** Only the counted items of this level name ("bb havo"), with their parents. */
  level?: string;
  /** Only this top item and what hangs under it. */
  domain?: number;
};

type TCoverageItem = TFrameworkCoverage['items'][number];

type TGoalRef = TCoverageItem['goals'][number];
type TClusterRef = TCoverageItem['clusters'][number];
type TTestRef = Omit<TCoverageItem['tests'][number], 'direct'>;

/** One item of the framework with the ids of this education's goals, clusters and tests. */
type TItemRow = Omit<
  TCoverageItem,
  'counted' | 'covered' | 'taught' | 'tested' | 'goals' | 'clusters' | 'tests'
> & {
  /** Has a child that is published: then it is a parent, not counted itself. */
  has_published_children: boolean;
  goal_ids: number[] | null;
  cluster_ids: number[] | null;
  test_ids: number[] | null;
  /** Per test of `test_ids`, whether it is linked to the item itself. */
  test_direct: boolean[] | null;
};

/** The one row of the coverage statement: the items, and each goal, cluster and test once. */
type TCoverageRow = {
  items: TItemRow[];
  goals: TGoalRef[];
  clusters: TClusterRef[];
  tests: TTestRef[];
};

/** "CODE title", or the title alone when the item has no code (SLO publishes some without). */
export const codeAndTitle = (code: string, title: string) => (code ? `${code} ${title}` : title);

/**
 * Every item of the framework, top to bottom, with the ids of the education's goals linked to it
 * (design order), of the design clusters that hold those goals (design order) and of the tests
 * of the education that cover it directly or through a linked goal (by year, week, cluster,
 * test; with per test whether it is linked to the item itself); and each of those goals,
 * clusters (`planned` when planned in a year of the education) and tests once, with its label.
 * One statement, one row: a goal covers several items and a test several goals, so the labels
 * travel once and are put in place in memory (the answer repeats them per item).
 *
 * Every look-up is an indexed equality: the framework's items by framework, the education's goals,
 * tests and planned clusters by education, links by their item or goal. Goals and tests of another
 * education never come in: the links are reached from this education's goals and tests only.
 */
const coverageSql = (educationId: number, frameworkId: number) =>
  sql`with items as (
        select id, parent_id, depth, code, title, kind, school_exam, central_exam, levels,
          withdrawn_in, ordinal
        from framework_items where framework_id = ${frameworkId}),
      published_parents as (
        select distinct parent_id from items where withdrawn_in is null and parent_id is not null),
      goal_order as (${goalOrder(educationId)}),
      goal_links as (
        select l.framework_item_id as item_id, g.id as goal_id, g.ord
        from goal_order g
        join learning_goal_framework_items l on l.learning_goal_id = g.id
        join items i on i.id = l.framework_item_id),
      goal_clusters as (
        select gl.item_id, cg.cluster_id
        from goal_links gl join cluster_goals cg on cg.learning_goal_id = gl.goal_id
        group by gl.item_id, cg.cluster_id),
      education_tests as (
        select t.id, t.code, t.name, t.planned_cluster_id, t.week, t.position,
          p.education_year_id as year_id, y.position as year_position,
          c.position as cluster_position
        from plan_tests t
        join planned_clusters p on p.id = t.planned_cluster_id
        join education_years y on y.id = p.education_year_id
        join clusters c on c.id = p.cluster_id
        where t.education_id = ${educationId}),
      test_links as (
        select l.framework_item_id as item_id, l.plan_test_id, true as direct
        from education_tests t
        join plan_test_framework_items l on l.plan_test_id = t.id
        join items i on i.id = l.framework_item_id
        union all
        select gl.item_id, tg.plan_test_id, false
        from goal_links gl join plan_test_goals tg on tg.learning_goal_id = gl.goal_id),
      item_tests as (
        select item_id, plan_test_id, bool_or(direct) as direct
        from test_links group by item_id, plan_test_id),
      goals_of as (
        select item_id, array_agg(goal_id order by ord, goal_id) as goal_ids
        from goal_links group by item_id),
      clusters_of as (
        select x.item_id, array_agg(c.id order by c.position, c.id) as cluster_ids
        from goal_clusters x join clusters c on c.id = x.cluster_id
        group by x.item_id),
      tests_of as (
        select x.item_id,
          array_agg(t.id order by t.year_position, t.week, t.cluster_position, t.position, t.id)
            as test_ids,
          array_agg(x.direct order by t.year_position, t.week, t.cluster_position, t.position,
            t.id) as test_direct
        from item_tests x join education_tests t on t.id = x.plan_test_id
        group by x.item_id),
      item_rows as (
        select i.id, i.parent_id, i.depth, i.code, i.title, i.kind, i.school_exam,
          i.central_exam, i.levels, i.withdrawn_in,
          pp.parent_id is not null as has_published_children,
          g.goal_ids, c.cluster_ids, t.test_ids, t.test_direct, i.ordinal
        from items i
        left join published_parents pp on pp.parent_id = i.id
        left join goals_of g on g.item_id = i.id
        left join clusters_of c on c.item_id = i.id
        left join tests_of t on t.item_id = i.id),
      planned as (
        select distinct cluster_id from planned_clusters where education_id = ${educationId})
      select
        (select coalesce(json_agg(json_build_object('id', id, 'parent_id', parent_id,
            'depth', depth, 'code', code, 'title', title, 'kind', kind,
            'school_exam', school_exam, 'central_exam', central_exam, 'levels', levels,
            'withdrawn_in', withdrawn_in, 'has_published_children', has_published_children,
            'goal_ids', goal_ids, 'cluster_ids', cluster_ids, 'test_ids', test_ids,
            'test_direct', test_direct) order by ordinal, id), '[]'::json)
          from item_rows) as items,
        (select coalesce(json_agg(json_build_object('id', g.id, 'label', g.index || ' ' || g.title)),
            '[]'::json)
          from learning_goals g where g.id in (select goal_id from goal_links)) as goals,
        (select coalesce(json_agg(json_build_object('id', c.id,
              'label', c.index || ' ' || c.short_title, 'planned', p.cluster_id is not null)),
            '[]'::json)
          from clusters c left join planned p on p.cluster_id = c.id
          where c.id in (select cluster_id from goal_clusters)) as clusters,
        (select coalesce(json_agg(json_build_object('id', t.id,
              'label', coalesce(nullif(t.code, '') || ' ', '') || t.name, 'year_id', t.year_id,
              'planned_cluster_id', t.planned_cluster_id)), '[]'::json)
          from education_tests t where t.id in (select plan_test_id from item_tests)) as tests`;

/** The framework's items with the education's goals, clusters and tests in place. */
async function itemRows(db: DbOrTx, educationId: number, frameworkId: number) {
  const [row] = await selectRows<TCoverageRow>(db, coverageSql(educationId, frameworkId));
  const goals = new Map(row!.goals.map((goal) => [goal.id, goal]));
  const clusters = new Map(row!.clusters.map((cluster) => [cluster.id, cluster]));
  const tests = new Map(row!.tests.map((test) => [test.id, test]));
  return row!.items.map(({ goal_ids, cluster_ids, test_ids, test_direct, ...item }) => ({
    ...item,
    goals: (goal_ids ?? []).map((id) => goals.get(id)!),
    clusters: (cluster_ids ?? []).map((id) => clusters.get(id)!),
    tests: (test_ids ?? []).map((id, n) => ({ ...tests.get(id)!, direct: test_direct![n]! })),
  }));
}

const noTotals = (): TCoverageTotals => ({ items: 0, covered: 0, taught: 0, tested: 0 });

function addTo(totals: TCoverageTotals, item: TCoverageItem): void {
  totals.items += 1;
  if (item.covered) totals.covered += 1;
  if (item.taught) totals.taught += 1;
  if (item.tested) totals.tested += 1;
}

/** GET .../analysis/frameworks/:framework: the coverage, filtered (docs/frameworks.md "Coverage"). */
export async function loadFrameworkCoverage(
  tx: DbOrTx,
  options: {
    scope: LocationScope;
    educationId: number;
    frameworkId: number;
    filters: TCoverageFilters;
  },
): Promise<TFrameworkCoverage> {
  const { scope, educationId, frameworkId, filters } = options;
  const education = await requireEducation({ db: tx, scope, educationId });
  const [framework] = await tx
    .select(frameworkColumns)
    .from(frameworks)
    .where(usableFramework(frameworkId, scope.locationId))
    .limit(1);
  if (!framework) throw notFound('notFound.framework');
  const rows = await itemRows(tx, education.id, frameworkId);
  type TRow = (typeof rows)[number];

  const byId = new Map(rows.map((row) => [row.id, row]));
  /** The top item an item hangs under (itself at the top); by the parents, not the order. */
  const tops = new Map<number, number>();
  const topOf = (row: TRow): number => {
    let found = tops.get(row.id);
    if (found === undefined) {
      const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
      found = parent ? topOf(parent) : row.id;
      tops.set(row.id, found);
    }
    return found;
  };

  // An item's own figures, from its own links only. A link to a parent is shown on the parent
  // but covers nothing under it: an examination board asks about each eindterm.
  const own = new Map<number, TCoverageItem>();
  const parents = new Set<number>();
  for (const { has_published_children, ...row } of rows) {
    if (has_published_children) parents.add(row.id);
    own.set(row.id, {
      ...row,
      counted: row.withdrawn_in === null && !has_published_children,
      covered: row.goals.length > 0 || row.tests.some((test) => test.direct),
      taught: row.clusters.some((cluster) => cluster.planned),
      tested: row.tests.length > 0,
    });
  }

  // Listed: the counted items and the withdrawn items the education still links to, when they
  // pass the filters; then every item above them, so the tree stays whole.
  const linked = (item: TCoverageItem) => item.goals.length > 0 || item.tests.length > 0;
  const passes = (item: TCoverageItem) =>
    (!filters.schoolExamOnly || item.school_exam === true) &&
    (filters.level === undefined || item.levels.includes(filters.level)) &&
    (filters.domain === undefined || topOf(byId.get(item.id)!) === filters.domain);
  const chosen = new Set<number>();
  const listed = new Set<number>();
  /** Per item above them, the counted items under it that are chosen. */
  const under = new Map<number, TCoverageItem[]>();
  for (const item of own.values()) {
    if (!(item.counted || (item.withdrawn_in !== null && linked(item))) || !passes(item)) continue;
    chosen.add(item.id);
    listed.add(item.id);
    for (let above = item.parent_id === null ? undefined : own.get(item.parent_id); above;) {
      listed.add(above.id);
      if (item.counted) {
        const list = under.get(above.id);
        if (list) list.push(item);
        else under.set(above.id, [item]);
      }
      above = above.parent_id === null ? undefined : own.get(above.parent_id);
    }
  }

  // A parent (an item with published children) is covered, taught or tested when every chosen
  // counted item under it is: a tick on a domain means nothing under it is missing. Counted in
  // the totals: the chosen counted items. An item listed only because a chosen withdrawn item
  // hangs under it (a filtered view) is shown with its own figures, not counted.
  const every = (list: TCoverageItem[], flag: 'covered' | 'taught' | 'tested') =>
    list.length > 0 && list.every((item) => item[flag]);
  const items: TCoverageItem[] = [];
  const totals = noTotals();
  const schoolExamTotals = noTotals();
  for (const item of own.values()) {
    if (!listed.has(item.id)) continue;
    if (parents.has(item.id)) {
      const list = under.get(item.id) ?? [];
      items.push({
        ...item,
        covered: every(list, 'covered'),
        taught: every(list, 'taught'),
        tested: every(list, 'tested'),
      });
      continue;
    }
    const counted = item.counted && chosen.has(item.id);
    items.push({ ...item, counted });
    if (!counted) continue;
    addTo(totals, item);
    if (item.school_exam === true) addTo(schoolExamTotals, item);
  }

  const published = rows.filter((row) => row.withdrawn_in === null);
  return {
    framework: frameworkAnswer(framework),
    items,
    totals,
    school_exam_totals: schoolExamTotals,
    domains: published
      .filter((row) => row.parent_id === null)
      .map((row) => ({ id: row.id, label: codeAndTitle(row.code, row.title) })),
    levels: [...new Set(published.flatMap((row) => row.levels))].sort((a, b) =>
      a.localeCompare(b, 'nl'),
    ),
  };
}
