import { sql, type SQL } from 'drizzle-orm';
import type { TNormCheck, TStudyLoadNorm } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { selectRows } from './sql-rows';

/*
 * The planned study load of education years (docs/analysis.md "Study load"), for the planning
 * and intensity tabs and the health check's "year off its norm".
 *
 * Which planned clusters count: every planned cluster that is not an elective choice, and of an
 * elective slot its `places` choices with the most EC (a student fills the slot's places; the
 * plan refuses more choices than places, so today that is every choice, but a slot whose places
 * were lowered under its choices still counts no more than it holds).
 * - EC of a year: the design EC of the counted clusters (a cluster without EC counts 0).
 * - Hours of a year: per activity of a counted cluster, its class hours × the weeks of its
 *   range; plus per test of a counted cluster its minutes / 60 and its study hours (an
 *   assignment's "40 SLU", docs/test-plan.md "Model").
 */

/**
 * The counted planned clusters chosen by `where` (a condition on planned_clusters "pc"): id,
 * year_id, planned_elective_id, start_week, end_week and the design EC. A CTE body; the ranking
 * of a slot's choices is a window over the slot (most EC first, then design order).
 */
export function countedClusters(where: SQL): SQL {
  return sql`select id, year_id, planned_elective_id, start_week, end_week, ects
    from (
      select pc.id, pc.education_year_id as year_id, pc.planned_elective_id,
        pc.start_week, pc.end_week, c.ects, pe.places,
        row_number() over (
          partition by pc.planned_elective_id
          order by c.ects desc nulls last, c.position, pc.id) as choice_rank
      from planned_clusters pc
      join clusters c on c.id = pc.cluster_id
      left join planned_electives pe on pe.id = pc.planned_elective_id
      where ${where}
    ) ranked
    where planned_elective_id is null or choice_rank <= places`;
}

export type StudyLoad = { ects: number; hours: number };

type LoadRow = StudyLoad & { year_id: number };

/** EC and hours (one decimal) of the years of an education, or of one of its years. */
async function studyLoads(db: DbOrTx, educationId: number, yearId?: number): Promise<LoadRow[]> {
  // One year: its planned clusters by year, and their items by planned cluster (each one index).
  // All years: every row by education. Both conditions at once would have a planner without
  // statistics (PGlite never analyses) AND two indexes for every planned cluster.
  const ofYear = yearId !== undefined;
  const clustersWhere = ofYear
    ? sql`pc.education_year_id = ${yearId}`
    : sql`pc.education_id = ${educationId}`;
  const itemsOf = (alias: string) =>
    ofYear ? sql`true` : sql`${sql.raw(alias)}.education_id = ${educationId}`;
  return selectRows<LoadRow>(
    db,
    sql`with counted as (${countedClusters(clustersWhere)}),
      ects as (select year_id, sum(ects) as ects from counted group by year_id),
      activity_hours as (
        select k.year_id, sum(a.class_hours * (a.end_week - a.start_week + 1)) as hours
        from counted k join plan_activities a on a.planned_cluster_id = k.id
        where ${itemsOf('a')}
        group by k.year_id),
      test_hours as (
        select k.year_id,
          sum(coalesce(t.minutes, 0) / 60.0 + coalesce(t.study_hours, 0)) as hours
        from counted k join plan_tests t on t.planned_cluster_id = k.id
        where ${itemsOf('t')}
        group by k.year_id)
      select y.id as year_id,
        round(coalesce(e.ects, 0), 1)::float8 as ects,
        round(coalesce(ah.hours, 0) + coalesce(th.hours, 0), 1)::float8 as hours
      from education_years y
      left join ects e on e.year_id = y.id
      left join activity_hours ah on ah.year_id = y.id
      left join test_hours th on th.year_id = y.id
      where y.education_id = ${educationId} ${ofYear ? sql`and y.id = ${yearId}` : sql``}
      order by y.position`,
  );
}

/** Per year id of the education its planned EC and hours: one query for all years. */
export async function yearStudyLoads(
  db: DbOrTx,
  educationId: number,
): Promise<Map<number, StudyLoad>> {
  const rows = await studyLoads(db, educationId);
  return new Map(rows.map(({ year_id, ects, hours }) => [year_id, { ects, hours }]));
}

/** The planned EC and hours of one year of the education. */
export async function yearStudyLoad(
  db: DbOrTx,
  educationId: number,
  yearId: number,
): Promise<StudyLoad> {
  const [row] = await studyLoads(db, educationId, yearId);
  return { ects: row?.ects ?? 0, hours: row?.hours ?? 0 };
}

/**
 * A year's load against its norm, in the norm's unit (EC or hours): under its minimum, over its
 * maximum, or within (a missing bound never fails).
 */
export function normCheck(norm: TStudyLoadNorm, load: StudyLoad): TNormCheck {
  const planned = norm.unit === 'ects' ? load.ects : load.hours;
  const status =
    norm.per_year_min !== null && planned < norm.per_year_min
      ? 'under'
      : norm.per_year_max !== null && planned > norm.per_year_max
        ? 'over'
        : 'within';
  return { norm, planned, status };
}
