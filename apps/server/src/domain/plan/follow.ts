import { sql, type SQL } from 'drizzle-orm';
import type { TWeekRange } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { planActivities, planCheckups, planTests } from '../../db/schema';

/*
 * The items of planned clusters follow their cluster's weeks (docs/plan.md "Rules"): a move takes
 * them along, a resize moves those outside to the nearest week inside. The same rule as
 * followRange / followWeek in the contracts (the screen's optimistic update), written as one
 * set-based UPDATE per item table, for any number of planned clusters at once. A test handed in
 * over weeks (`end_week`) follows like an activity's range.
 */

export type RangeChange = { plannedClusterId: number; from: TWeekRange; to: TWeekRange };

/** Rows per statement: far below PostgreSQL's 65535 bind parameters. */
const BATCH = 1000;

/** `(id, from_start, from_end, to_start, to_end)` rows for a VALUES list. */
const valuesOf = (changes: RangeChange[]): SQL =>
  sql.join(
    changes.map(
      (change) =>
        sql`(${change.plannedClusterId}::int, ${change.from.start_week}::int, ${change.from.end_week}::int, ${change.to.start_week}::int, ${change.to.end_week}::int)`,
    ),
    sql`, `,
  );

// In the statements below, `m` is one change; a move keeps the length of the range.
const IS_SHIFT = sql.raw('(m.to_end - m.to_start) = (m.from_end - m.from_start)');
const DELTA = sql.raw('(m.to_start - m.from_start)');

/**
 * The new start and end of a range that follows its cluster (fitIntoRange on a resize: longer
 * than the room -> the room; before it -> from its start; after it -> ending at its end; inside
 * -> unchanged). Both read the row's old values, as both assignments of one UPDATE do.
 */
function followedRange(start: SQL, end: SQL): { start: SQL; end: SQL } {
  return {
    start: sql`case
        when ${IS_SHIFT} then ${start} + ${DELTA}
        when ${end} - ${start} >= m.to_end - m.to_start then m.to_start
        when ${start} < m.to_start then m.to_start
        when ${end} > m.to_end then m.to_end - (${end} - ${start})
        else ${start}
      end`,
    end: sql`case
        when ${IS_SHIFT} then ${end} + ${DELTA}
        when ${end} - ${start} >= m.to_end - m.to_start then m.to_end
        when ${start} < m.to_start then m.to_start + (${end} - ${start})
        when ${end} > m.to_end then m.to_end
        else ${end}
      end`,
  };
}

async function followCheckups(tx: DbOrTx, changes: SQL) {
  await tx.execute(sql`
    update ${planCheckups} set week = case
        when ${IS_SHIFT} then ${planCheckups.week} + ${DELTA}
        else least(greatest(${planCheckups.week}, m.to_start), m.to_end)
      end
    from (values ${changes}) as m(id, from_start, from_end, to_start, to_end)
    where ${planCheckups.plannedClusterId} = m.id`);
}

/**
 * A test in one week follows as a week; a test over weeks (`end_week`) as a range, keeping its
 * length where it can like an activity. Squeezed into one week it is a test in one week again
 * (end_week null).
 */
async function followTests(tx: DbOrTx, changes: SQL) {
  const week = sql`${planTests.week}`;
  const range = followedRange(week, sql`${planTests.endWeek}`);
  await tx.execute(sql`
    update ${planTests} set
      week = case
        when ${planTests.endWeek} is null then case
          when ${IS_SHIFT} then ${week} + ${DELTA}
          else least(greatest(${week}, m.to_start), m.to_end)
        end
        else ${range.start}
      end,
      end_week = case
        when ${planTests.endWeek} is null then null
        else nullif(${range.end}, ${range.start})
      end
    from (values ${changes}) as m(id, from_start, from_end, to_start, to_end)
    where ${planTests.plannedClusterId} = m.id`);
}

async function followActivities(tx: DbOrTx, changes: SQL) {
  const range = followedRange(sql`${planActivities.startWeek}`, sql`${planActivities.endWeek}`);
  await tx.execute(sql`
    update ${planActivities} set start_week = ${range.start}, end_week = ${range.end}
    from (values ${changes}) as m(id, from_start, from_end, to_start, to_end)
    where ${planActivities.plannedClusterId} = m.id`);
}

/** Moves the tests, check moments and activities of planned clusters whose weeks changed. */
export async function followClusterRanges(tx: DbOrTx, changes: RangeChange[]): Promise<void> {
  const changed = changes.filter(
    (change) =>
      change.from.start_week !== change.to.start_week ||
      change.from.end_week !== change.to.end_week,
  );
  for (let i = 0; i < changed.length; i += BATCH) {
    const values = valuesOf(changed.slice(i, i + BATCH));
    await followTests(tx, values);
    await followCheckups(tx, values);
    await followActivities(tx, values);
  }
}
