import { asc, eq, sql } from 'drizzle-orm';
import type { TPlanningAnalysis } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { specialBlocks } from '../../db/schema';
import { requireAnalysisYear, type YearLookup } from './analysis-year';
import { normInEffect } from './norm-in-effect';
import { selectRows } from './sql-rows';
import { countedClusters, normCheck, yearStudyLoad } from './study-load';
import { yearWeeks } from './test-load';
import { yearClusters } from './year-clusters';

/*
 * GET .../analysis/years/:year/planning (docs/analysis.md): what is planned per period and
 * week, EC per period and year against the norm, design clusters planned in no year, and weeks
 * in which nothing lies. A fixed number of queries (the year 3, then one per list below).
 *
 * EC per period: a counted planned cluster (study-load.ts) counts in the period of its last
 * week; an elective slot's choices share its weeks, so the slot's EC lands in the period of the
 * slot's last week.
 */

/** The special blocks of a year, in week order (also the team tab's lookup). */
export function yearSpecialBlocks(db: DbOrTx, yearId: number) {
  return db
    .select({
      id: specialBlocks.id,
      name: specialBlocks.name,
      start_week: specialBlocks.startWeek,
      end_week: specialBlocks.endWeek,
    })
    .from(specialBlocks)
    .where(eq(specialBlocks.educationYearId, yearId))
    .orderBy(asc(specialBlocks.startWeek), asc(specialBlocks.id));
}

export async function analysePlanning(
  lookup: YearLookup & { now: Date },
): Promise<TPlanningAnalysis> {
  const { db, now } = lookup;
  const { education, year } = await requireAnalysisYear(lookup);
  const clusters = await yearClusters(db, year.id);
  const electives = await selectRows<TPlanningAnalysis['electives'][number]>(
    db,
    sql`with counted as (${countedClusters(sql`pc.education_year_id = ${year.id}`)})
      select pe.id, pe.elective_subject_id, es.title, pe.start_week, pe.end_week, pe.places,
        (select count(*) from planned_clusters pc where pc.planned_elective_id = pe.id)::int
          as choices,
        round(coalesce(
          (select sum(k.ects) from counted k where k.planned_elective_id = pe.id), 0), 1)::float8
          as ects
      from planned_electives pe
      join elective_subjects es on es.id = pe.elective_subject_id
      where pe.education_year_id = ${year.id}
      order by es.position, pe.id`,
  );
  const special_blocks = await yearSpecialBlocks(db, year.id);
  const period_ects = await selectRows<TPlanningAnalysis['period_ects'][number]>(
    db,
    sql`with counted as (${countedClusters(sql`pc.education_year_id = ${year.id}`)}),
      weeks as (${yearWeeks(sql`ep.education_year_id = ${year.id}`)}),
      ends as (
        select w.period_id, sum(k.ects) as ects
        from counted k join weeks w on w.week = k.end_week
        group by w.period_id)
      select p.id as period_id, round(coalesce(e.ects, 0), 1)::float8 as ects
      from education_periods p
      left join ends e on e.period_id = p.id
      where p.education_year_id = ${year.id}
      order by p.position`,
  );
  const load = await yearStudyLoad(db, education.id, year.id);
  const norm = await normInEffect(db, education.type, now);
  const unplanned_clusters = await selectRows<TPlanningAnalysis['unplanned_clusters'][number]>(
    db,
    sql`select c.id as cluster_id, c.index, c.short_title
      from clusters c
      where c.education_id = ${education.id}
        and not exists (select 1 from planned_clusters pc where pc.cluster_id = c.id)
      order by c.position, c.id`,
  );
  const empty = await selectRows<{ week: number }>(
    db,
    sql`select w.week
      from generate_series(1, ${year.weeks}::int) as w(week)
      where not exists (
          select 1 from planned_clusters pc
          where pc.education_year_id = ${year.id} and w.week between pc.start_week and pc.end_week)
        and not exists (
          select 1 from planned_electives pe
          where pe.education_year_id = ${year.id} and w.week between pe.start_week and pe.end_week)
        and not exists (
          select 1 from special_blocks b
          where b.education_year_id = ${year.id} and w.week between b.start_week and b.end_week)
      order by w.week`,
  );
  return {
    year,
    clusters,
    electives,
    special_blocks,
    period_ects,
    year_ects: load.ects,
    norm: norm ? normCheck(norm, load) : null,
    unplanned_clusters,
    empty_weeks: empty.map((row) => row.week),
  };
}
