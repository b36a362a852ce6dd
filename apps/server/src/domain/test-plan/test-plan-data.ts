import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  catalogueItemName,
  FRAMEWORK_COVERAGE_WORDS,
  interpolate,
  periodWeekRanges,
  type TLanguage,
  type TPlanYear,
  type TTestPlanCluster,
  type TTestPlanData,
  type TTestPlanExamGroup,
  type TTestPlanTest,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  clusters,
  educationApprovals,
  plannedClusters,
  planTests,
  specialBlocks,
  testFormats,
  users,
  type EducationRow,
} from '../../db/schema';
import { qualified } from '../../db/sql-fragments';
import { selectRows } from '../analysis/sql-rows';
import type { LocationScope } from '../locations/location-scope';
import { specialBlockAnswer, testAnswer } from '../plan/load-year-plan';
import { fullNameSql } from '../users/person-name';

/*
 * The test plan's data (docs/test-plan.md "One view for screen and document") of a set of years
 * of one education, read set-based: six statements whatever the number of years and tests (the
 * education's facts, special blocks, planned clusters with their design goals, tests, the exam
 * weights of every year, framework credits; two for the checks alone), split per year in code,
 * where each test also gets the other clusters whose goals it covers (`withAlsoPlannedClusters`). One year for
 * `GET .../test-plan/years/:year` (load-test-plan.ts), every year at once for the health
 * check's test plan findings (domain/analysis/test-plan-findings.ts).
 */

/**
 * Per design cluster of the education: its subjects' titles in design order and its exam group
 * (docs/test-plan.md "Checks"): its subject when it has exactly one ('s12'), else the cluster
 * itself ('c34'). One grouped scan, joined by the statements below (a correlated subquery per
 * row costs PGlite, which keeps no statistics, a plan per row).
 */
function clusterFacts(educationId: number): SQL {
  return sql`select c.id,
      case when count(cs.subject_id) = 1 then 's' || min(cs.subject_id) else 'c' || c.id end
        as exam_group,
      coalesce(array_agg(s.title order by s.position, s.id) filter (where s.id is not null),
        '{}'::text[]) as subjects
    from clusters c
    left join cluster_subjects cs on cs.cluster_id = c.id
    left join subjects s on s.id = cs.subject_id
    where c.education_id = ${educationId}
    group by c.id`;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Every year of the education with its periods and week numbering, in order: the set form of
 * the plan's `requirePlanYear` (one statement for all years; weeks counted by the same
 * `periodWeekRanges`).
 */
export async function readEducationYears(db: DbOrTx, educationId: number): Promise<TPlanYear[]> {
  const rows = await selectRows<{
    id: number;
    position: number;
    name: string | null;
    starts_on: string | null;
    periods: { id: number; position: number; name: string | null; weeks: number }[];
  }>(
    db,
    sql`select y.id, y.position, y.name, y.starts_on::text as starts_on,
        coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position,
            'name', p.name, 'weeks', p.weeks) order by p.position)
          from education_periods p where p.education_year_id = y.id), '[]'::json) as periods
      from education_years y where y.education_id = ${educationId}
      order by y.position, y.id`,
  );
  return rows.map(({ periods, ...year }) => {
    const ranges = periodWeekRanges(periods.map((period) => period.weeks));
    return {
      ...year,
      weeks: periods.reduce((sum, period) => sum + period.weeks, 0),
      periods: periods.map((period, i) => ({ ...period, first_week: ranges[i]!.first_week })),
    };
  });
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The education as the header names it: year count and the approvals with today's names. */
async function educationFacts(
  db: DbOrTx,
  education: EducationRow,
): Promise<TTestPlanData['education']> {
  const [facts] = await selectRows<{
    year_count: number;
    approvals: { name: string; approved_at: string }[];
  }>(
    db,
    sql`select
        (select count(*)::int from education_years where education_id = ${education.id})
          as year_count,
        coalesce((select json_agg(json_build_object('name', ${fullNameSql()},
              'approved_at', ${educationApprovals.approvedAt})
            order by ${educationApprovals.approvedAt}, ${educationApprovals.userId})
          from ${educationApprovals} join ${users} on ${users.id} = ${educationApprovals.userId}
          where ${educationApprovals.educationId} = ${education.id}), '[]'::json) as approvals`,
  );
  // A designing education has no review round: approvals an earlier round left are history
  // (as in the education summary, domain/educations/education-summary.ts).
  const approvals = education.status === 'designing' ? [] : (facts?.approvals ?? []);
  return educationAnswer(education, facts?.year_count ?? 0, approvals);
}

function educationAnswer(
  education: EducationRow,
  yearCount: number,
  approvals: { name: string; approved_at: string }[],
): TTestPlanData['education'] {
  return {
    id: education.id,
    name: education.name,
    type: education.type,
    status: education.status,
    content_version: education.contentVersion,
    year_count: yearCount,
    published_at: education.publishedAt ? education.publishedAt.toISOString() : null,
    approvals: approvals.map((approval) => ({
      name: approval.name,
      approved_at: iso(approval.approved_at),
    })),
  };
}

/** A planned cluster with its year and its design goals (to find the tests that cover them). */
type ClusterRow = TTestPlanCluster & { year_id: number; goal_ids: number[] };

/**
 * The planned clusters (choices too) of the years, in design order; `goals`: with their design
 * goals (cluster_goals, one grouped scan joined), else none.
 */
function plannedClusterRows(
  db: DbOrTx,
  options: { educationId: number; yearIds: number[]; goals: boolean },
): Promise<ClusterRow[]> {
  const { educationId, yearIds, goals } = options;
  const goalsOf = goals
    ? sql`, goals as (
        select cg.cluster_id, array_agg(cg.learning_goal_id) as goal_ids
        from clusters c join cluster_goals cg on cg.cluster_id = c.id
        join learning_goals lg on lg.id = cg.learning_goal_id and not lg.withdrawn
        where c.education_id = ${educationId}
        group by cg.cluster_id)`
    : sql``;
  const goalIds = goals ? sql`coalesce(g.goal_ids, '{}'::int[])` : sql`'{}'::int[]`;
  const goalsJoin = goals ? sql`left join goals g on g.cluster_id = p.cluster_id` : sql``;
  return selectRows<ClusterRow>(
    db,
    sql`with facts as (${clusterFacts(educationId)})${goalsOf}
      select p.id as planned_cluster_id, p.cluster_id, p.education_year_id as year_id,
        c.index, c.title, c.short_title, c.course_code, trim_scale(c.ects)::text as ects,
        f.subjects, es.title as elective, f.exam_group, p.start_week, p.end_week,
        ${goalIds} as goal_ids
      from planned_clusters p
      join clusters c on c.id = p.cluster_id
      join facts f on f.id = p.cluster_id
      ${goalsJoin}
      left join planned_electives pe on pe.id = p.planned_elective_id
      left join elective_subjects es on es.id = pe.elective_subject_id
      where p.education_id = ${educationId} and p.education_year_id in (${idList(yearIds)})
      order by c.position, c.id, p.id`,
  );
}

/**
 * Per test the other planned clusters of its year that hold a goal it covers which its own
 * cluster does not hold, in design order (docs/test-plan.md "A test for two clusters"; a goal
 * both hold counts for its own cluster only). The same rule as the health check's
 * cluster_without_tests (domain/analysis/health-checks.ts), which counts such a cluster as
 * tested.
 */
function withAlsoPlannedClusters<T extends { planned_cluster_id: number; goal_ids: number[] }>(
  yearClusters: { planned_cluster_id: number; goal_ids: number[] }[],
  tests: T[],
): (T & { also_planned_cluster_ids: number[] })[] {
  const byGoal = new Map<number, number[]>();
  for (const cluster of yearClusters) {
    for (const goalId of cluster.goal_ids) {
      byGoal.set(goalId, [...(byGoal.get(goalId) ?? []), cluster.planned_cluster_id]);
    }
  }
  const goalsOf = new Map(yearClusters.map((c) => [c.planned_cluster_id, new Set(c.goal_ids)]));
  return tests.map((test) => {
    const own = goalsOf.get(test.planned_cluster_id);
    const found = new Set<number>();
    for (const goalId of test.goal_ids) {
      if (own?.has(goalId)) continue;
      for (const id of byGoal.get(goalId) ?? []) {
        if (id !== test.planned_cluster_id) found.add(id);
      }
    }
    const also = found.size
      ? yearClusters.map((c) => c.planned_cluster_id).filter((id) => found.has(id))
      : [];
    return { ...test, also_planned_cluster_ids: also };
  });
}

/** The framework items a test covers directly, in framework order (title, then the items'). */
function frameworkItemsOf(scope: LocationScope): SQL<{ code: string | null; title: string }[]> {
  return sql`coalesce((select json_agg(json_build_object('code', nullif(i.code, ''),
        'title', i.title) order by f.title, f.id, i.ordinal, i.id)
      from plan_test_framework_items l
      join framework_items i on i.id = l.framework_item_id
      join frameworks f on f.id = i.framework_id
      where l.plan_test_id = ${qualified(planTests.id)}
        and (f.location_id is null or f.location_id = ${scope.locationId})), '[]'::json)`;
}

/** A test as read, with its year; the other clusters it covers are found in code. */
type TestRow = Omit<TTestPlanTest, 'also_planned_cluster_ids'> & { year_id: number };

/** Every test of the years, in week order, then the cluster's design order, then position. */
async function testRows(
  db: DbOrTx,
  options: { scope: LocationScope; yearIds: number[]; language: TLanguage; links: boolean },
): Promise<TestRow[]> {
  const { scope, yearIds, language, links } = options;
  const rows = await db
    .select({
      ...testAnswer,
      // The checks read neither goals nor framework items: two subqueries per test saved.
      goal_ids: links ? testAnswer.goal_ids : sql<number[]>`'{}'::int[]`,
      framework_items: links ? frameworkItemsOf(scope) : sql<[]>`'[]'::json`,
      year_id: plannedClusters.educationYearId,
      format_key: testFormats.key,
      format_name: testFormats.name,
    })
    .from(planTests)
    .innerJoin(plannedClusters, eq(plannedClusters.id, planTests.plannedClusterId))
    .innerJoin(clusters, eq(clusters.id, plannedClusters.clusterId))
    .leftJoin(testFormats, eq(testFormats.id, planTests.testFormatId))
    .where(inArray(plannedClusters.educationYearId, yearIds))
    .orderBy(
      asc(planTests.week),
      asc(clusters.position),
      asc(clusters.id),
      asc(planTests.position),
      asc(planTests.id),
    );
  return rows.map(({ format_key, format_name, ...test }) => ({
    ...test,
    test_format_name:
      format_key === null && format_name === null
        ? null
        : catalogueItemName('testFormats', { key: format_key, name: format_name }, language),
    // Text columns held to the contract's enums by check constraints (schema/plan.ts).
  })) as TestRow[];
}

/**
 * Per year and exam group, in hundredths, the percent exam weights of the summative tests that
 * count for the exam: every year of the education, for the groups' sums over all years.
 */
function examWeightRows(db: DbOrTx, educationId: number) {
  return selectRows<{ year_id: number; exam_group: string; hundredths: number }>(
    db,
    sql`with facts as (${clusterFacts(educationId)})
      select p.education_year_id as year_id, f.exam_group,
        (sum(t.exam_weight) * 100)::int as hundredths
      from plan_tests t
      join planned_clusters p on p.id = t.planned_cluster_id
      join facts f on f.id = p.cluster_id
      where t.education_id = ${educationId} and t.purpose = 'summative' and t.counts_for_exam
        and t.exam_weight_unit = 'percent' and t.exam_weight is not null
      group by 1, 2`,
  );
}

/** The same as `examWeightRows`, from the tests of every year already read. */
function examWeightsOf(
  clusterRows: ClusterRow[],
  tests: TestRow[],
): { year_id: number; exam_group: string; hundredths: number }[] {
  const groupOf = new Map(clusterRows.map((row) => [row.planned_cluster_id, row.exam_group]));
  const sums = new Map<string, { year_id: number; exam_group: string; hundredths: number }>();
  for (const test of tests) {
    const group = groupOf.get(test.planned_cluster_id);
    if (group === undefined || test.purpose !== 'summative' || !test.counts_for_exam) continue;
    if (test.exam_weight_unit !== 'percent' || test.exam_weight === null) continue;
    const key = `${test.year_id} ${group}`;
    const sum = sums.get(key) ?? { year_id: test.year_id, exam_group: group, hundredths: 0 };
    sum.hundredths += Math.round(Number(test.exam_weight) * 100);
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/**
 * The frameworks whose items the years' tests cover directly (those the location may use), by
 * title; their credit lines as the frameworks tab and its export write them ("Bron: SLO,
 * opendata.slo.nl, licentie CC BY 4.0", FRAMEWORK_COVERAGE_WORDS.attribution), after the
 * framework's title. A framework without attribution and licence (an own sheet) has none.
 */
async function frameworkCredits(
  db: DbOrTx,
  scope: LocationScope,
  yearIds: number[],
  language: TLanguage,
): Promise<Map<number, string[]>> {
  const rows = await selectRows<{
    year_id: number;
    title: string;
    attribution: string;
    licence: string;
  }>(
    db,
    sql`select distinct p.education_year_id as year_id, f.id, f.title, f.attribution, f.licence
      from plan_test_framework_items l
      join plan_tests t on t.id = l.plan_test_id
      join planned_clusters p on p.id = t.planned_cluster_id
      join framework_items i on i.id = l.framework_item_id
      join frameworks f on f.id = i.framework_id
      where p.education_year_id in (${idList(yearIds)})
        and (f.location_id is null or f.location_id = ${scope.locationId})
      order by f.title, f.id`,
  );
  const words = FRAMEWORK_COVERAGE_WORDS[language];
  const credits = new Map<number, string[]>();
  for (const row of rows) {
    if (row.attribution === '' && row.licence === '') continue;
    const credit = interpolate(words.attribution, {
      attribution: row.attribution,
      licence: row.licence,
    });
    credits.set(row.year_id, [...(credits.get(row.year_id) ?? []), `${row.title} (${credit})`]);
  }
  return credits;
}

/** Groups rows by their year. */
function byYear<T extends { year_id: number }>(rows: T[]): Map<number, Omit<T, 'year_id'>[]> {
  const map = new Map<number, Omit<T, 'year_id'>[]>();
  for (const { year_id, ...row } of rows) {
    const list = map.get(year_id) ?? [];
    list.push(row);
    map.set(year_id, list);
  }
  return map;
}

/**
 * The exam groups of one year's clusters, in the clusters' order, with the percent exam weights
 * of each group's tests in the other years of the education (the view adds this year's own).
 */
function examGroupsOfYear(
  yearId: number,
  yearClusters: TTestPlanCluster[],
  weights: { year_id: number; exam_group: string; hundredths: number }[],
): TTestPlanExamGroup[] {
  const groups = new Map<string, TTestPlanExamGroup>();
  for (const cluster of yearClusters) {
    if (groups.has(cluster.exam_group)) continue;
    const other = weights
      .filter((row) => row.exam_group === cluster.exam_group && row.year_id !== yearId)
      .reduce((sum, row) => sum + row.hundredths, 0);
    groups.set(cluster.exam_group, {
      key: cluster.exam_group,
      label:
        cluster.exam_group.startsWith('s') && cluster.subjects.length === 1
          ? cluster.subjects[0]!
          : `${cluster.index} ${cluster.title}`,
      percent_other_years: other / 100,
    });
  }
  return [...groups.values()];
}

/** The special blocks of the years, by start week. */
async function specialBlockRows(db: DbOrTx, yearIds: number[]) {
  const rows = await db
    .select({
      ...specialBlockAnswer,
      kind: specialBlocks.kind,
      year_id: specialBlocks.educationYearId,
    })
    .from(specialBlocks)
    .where(inArray(specialBlocks.educationYearId, yearIds))
    .orderBy(asc(specialBlocks.startWeek), asc(specialBlocks.id));
  // A block's kind is a text column held to SPECIAL_BLOCK_KINDS by its check constraint.
  return byYear(rows) as Map<number, TTestPlanData['special_blocks']>;
}

/**
 * The test plan data of each of the given years (of `education`, found within the scope by the
 * caller), in the years' order. `checks`: only what the checks read (planned clusters, and tests
 * without their goals and framework items: two statements), for the health check, which passes
 * every year of the education (the exam weights of other years come from the same tests); the
 * header's approvals, the special blocks and the credits are left empty.
 */
export async function readTestPlans(options: {
  db: DbOrTx;
  scope: LocationScope;
  education: EducationRow;
  years: TPlanYear[];
  language: TLanguage;
  checks?: boolean;
}): Promise<TTestPlanData[]> {
  const { db, scope, education, years, language, checks = false } = options;
  if (years.length === 0) return [];
  const yearIds = years.map((year) => year.id);
  // One after the other: PGlite runs one query at a time anyway, and a pool stays free.
  const facts = checks
    ? educationAnswer(education, years.length, [])
    : await educationFacts(db, education);
  const blocks = checks ? new Map() : await specialBlockRows(db, yearIds);
  // The checks read no goals: no test's other clusters (the health check's own rule finds them).
  const clusterRows = await plannedClusterRows(db, {
    educationId: education.id,
    yearIds,
    goals: !checks,
  });
  const testList = await testRows(db, { scope, yearIds, language, links: !checks });
  // The checks read every year's tests already: their exam weights need no statement of their own.
  const weights = checks
    ? examWeightsOf(clusterRows, testList)
    : await examWeightRows(db, education.id);
  const clustersByYear = byYear(clusterRows);
  const testsByYear = byYear(testList);
  const credits = checks ? new Map() : await frameworkCredits(db, scope, yearIds, language);
  return years.map((year) => {
    const yearClusters = clustersByYear.get(year.id) ?? [];
    return {
      education: facts,
      year,
      special_blocks: blocks.get(year.id) ?? [],
      clusters: yearClusters.map(({ goal_ids: _goals, ...cluster }) => cluster),
      tests: withAlsoPlannedClusters(yearClusters, testsByYear.get(year.id) ?? []),
      exam_groups: examGroupsOfYear(year.id, yearClusters, weights),
      framework_credits: credits.get(year.id) ?? [],
    };
  });
}
