import { sql, type SQL } from 'drizzle-orm';
import { TEST_KINDS, TEST_PEAK_RULE, TEST_SIZES } from '@cp/contracts';

/*
 * Test load in SQL, shared by the tests tab and the health check so both flag the same weeks:
 * the week series of a year and the peak rule (TEST_PEAK_RULE, docs/analysis.md).
 */

/**
 * The weeks of the year(s) chosen by `where` (a condition on education_periods "ep"): one row
 * (education_year_id, period_id, week) per year week 1..n, numbered across the periods in
 * their order as the plan numbers them (requirePlanYear). A CTE body.
 */
export function yearWeeks(where: SQL): SQL {
  return sql`select ep.education_year_id, ep.period_id, w.week
    from (
      select ep.education_year_id, ep.id as period_id, ep.weeks,
        sum(ep.weeks) over (partition by ep.education_year_id order by ep.position, ep.id)
          - ep.weeks + 1 as first_week
      from education_periods ep where ${where}
    ) ep
    cross join lateral generate_series(ep.first_week::int, (ep.first_week + ep.weeks - 1)::int)
      as w(week)`;
}

/**
 * Whether a week is a test peak, given SQL for its number of tests and of large tests: more
 * than `maxLargePerWeek` large tests, or more than `maxTestsPerWeek` tests.
 */
export function isPeak(tests: SQL, largeTests: SQL): SQL<boolean> {
  return sql<boolean>`(${largeTests} > ${TEST_PEAK_RULE.maxLargePerWeek}
    or ${tests} > ${TEST_PEAK_RULE.maxTestsPerWeek})`;
}

/** Load columns over the tests "t" of a group: count, per kind and size, minutes, weight. */
export function testLoadColumns(): SQL {
  const perKind = TEST_KINDS.map(
    (kind) =>
      sql`count(t.id) filter (where t.kind = ${kind})::int as ${sql.identifier(`kind_${kind}`)}`,
  );
  const perSize = TEST_SIZES.map(
    (size) =>
      sql`count(t.id) filter (where t.size = ${size})::int as ${sql.identifier(`size_${size}`)}`,
  );
  return sql.join(
    [
      sql`count(t.id)::int as tests`,
      ...perKind,
      ...perSize,
      sql`coalesce(sum(t.minutes), 0)::int as minutes`,
      sql`coalesce(sum(t.weight), 0)::float8 as weight`,
    ],
    sql`, `,
  );
}

type Counts<K extends string> = { [P in K]: number };
export type TestLoad = {
  tests: number;
  by_kind: Counts<(typeof TEST_KINDS)[number]>;
  by_size: Counts<(typeof TEST_SIZES)[number]>;
  minutes: number;
  weight: number;
};

/** A row with testLoadColumns() as the contract's load object. */
export function testLoadOf(row: Record<string, unknown>): TestLoad {
  const counts = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, Number(row[`${prefix}_${key}`])])) as Counts<K>;
  return {
    tests: Number(row.tests),
    by_kind: counts('kind', TEST_KINDS),
    by_size: counts('size', TEST_SIZES),
    minutes: Number(row.minutes),
    weight: Number(row.weight),
  };
}
