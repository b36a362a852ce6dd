import { and, asc, eq } from 'drizzle-orm';
import { periodWeekRanges, type TYearPlan } from '@cp/contracts';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  clusters,
  educationPeriods,
  educationYears,
  electiveSubjects,
  planActivities,
  planCheckups,
  planLinkGoals,
  planLinks,
  planMaterials,
  plannedClusters,
  plannedElectives,
  planTestGoals,
  planTests,
  specialBlocks,
} from '../../db/schema';
import { decimalText, linkedIds } from '../../db/sql-fragments';
import { notFound } from '../errors';
import { requireEducation, type EducationLookup } from '../educations/require-education';

/*
 * GET .../plan/years/:year (docs/plan.md): one year's whole plan in one answer. One query per
 * list (goal links come along as array_agg subqueries), so a fixed number of queries whatever
 * the plan's size. Items of planned clusters are found through the year's planned clusters
 * (indexed by year and by planned cluster).
 */

/** The year of this education with its periods and week numbering; 404 otherwise. */
export async function requirePlanYear(db: DbOrTx, educationId: number, yearId: number) {
  const [year] = await db
    .select({
      id: educationYears.id,
      position: educationYears.position,
      name: educationYears.name,
      starts_on: educationYears.startsOn,
    })
    .from(educationYears)
    .where(and(eq(educationYears.id, yearId), eq(educationYears.educationId, educationId)))
    .limit(1);
  if (!year) throw notFound('notFound.educationYear');
  const periods = await db
    .select({
      id: educationPeriods.id,
      position: educationPeriods.position,
      name: educationPeriods.name,
      weeks: educationPeriods.weeks,
    })
    .from(educationPeriods)
    .where(eq(educationPeriods.educationYearId, year.id))
    .orderBy(asc(educationPeriods.position));
  const ranges = periodWeekRanges(periods.map((period) => period.weeks));
  return {
    ...year,
    weeks: periods.reduce((sum, period) => sum + period.weeks, 0),
    periods: periods.map((period, i) => ({ ...period, first_week: ranges[i]!.first_week })),
  };
}

export type PlanYear = Awaited<ReturnType<typeof requirePlanYear>>;

/** The columns of a planned cluster's answer (also what its changes answer). */
export const plannedClusterAnswer = {
  id: plannedClusters.id,
  cluster_id: plannedClusters.clusterId,
  planned_elective_id: plannedClusters.plannedElectiveId,
  start_week: plannedClusters.startWeek,
  end_week: plannedClusters.endWeek,
  comment: plannedClusters.comment,
};
export const plannedElectiveAnswer = {
  id: plannedElectives.id,
  elective_subject_id: plannedElectives.electiveSubjectId,
  start_week: plannedElectives.startWeek,
  end_week: plannedElectives.endWeek,
  places: plannedElectives.places,
};
export const testAnswer = {
  id: planTests.id,
  planned_cluster_id: planTests.plannedClusterId,
  position: planTests.position,
  name: planTests.name,
  code: planTests.code,
  kind: planTests.kind,
  size: planTests.size,
  test_format_id: planTests.testFormatId,
  week: planTests.week,
  end_week: planTests.endWeek,
  minutes: planTests.minutes,
  study_hours: decimalText(planTests.studyHours),
  purpose: planTests.purpose,
  weight: decimalText(planTests.weight),
  weight_unit: planTests.weightUnit,
  counts_for_exam: planTests.countsForExam,
  exam_weight: decimalText(planTests.examWeight),
  exam_weight_unit: planTests.examWeightUnit,
  resit: planTests.resit,
  resit_count: planTests.resitCount,
  resit_rule: planTests.resitRule,
  result_type: planTests.resultType,
  pass_mark: decimalText(planTests.passMark),
  aids: planTests.aids,
  organisation: planTests.organisation,
  ects: decimalText(planTests.ects),
  goal_ids: linkedIds(
    { table: planTestGoals, owner: planTestGoals.planTestId, other: planTestGoals.learningGoalId },
    planTests.id,
  ),
};
export const checkupAnswer = {
  id: planCheckups.id,
  planned_cluster_id: planCheckups.plannedClusterId,
  position: planCheckups.position,
  title: planCheckups.title,
  details: planCheckups.details,
  week: planCheckups.week,
};
export const activityAnswer = {
  id: planActivities.id,
  planned_cluster_id: planActivities.plannedClusterId,
  position: planActivities.position,
  activity_id: planActivities.activityId,
  class_hours: decimalText(planActivities.classHours),
  teacher: planActivities.teacher,
  method: planActivities.method,
  reading: planActivities.reading,
  tools: planActivities.tools,
  tools_permitted: planActivities.toolsPermitted,
  description: planActivities.description,
  start_week: planActivities.startWeek,
  end_week: planActivities.endWeek,
};
export const linkAnswer = {
  id: planLinks.id,
  planned_cluster_id: planLinks.plannedClusterId,
  position: planLinks.position,
  plan_test_id: planLinks.planTestId,
  plan_activity_id: planLinks.planActivityId,
  type: planLinks.type,
  mandatory: planLinks.mandatory,
  goal_ids: linkedIds(
    { table: planLinkGoals, owner: planLinkGoals.planLinkId, other: planLinkGoals.learningGoalId },
    planLinks.id,
  ),
};
/** Materials without their content (downloaded one by one). */
export const materialAnswer = {
  id: planMaterials.id,
  planned_cluster_id: planMaterials.plannedClusterId,
  position: planMaterials.position,
  kind: planMaterials.kind,
  title: planMaterials.title,
  url: planMaterials.url,
  file_name: planMaterials.fileName,
  content_type: planMaterials.contentType,
  size: planMaterials.size,
};
export const specialBlockAnswer = {
  id: specialBlocks.id,
  name: specialBlocks.name,
  kind: specialBlocks.kind,
  start_week: specialBlocks.startWeek,
  end_week: specialBlocks.endWeek,
};

/** A list of items of planned clusters (tests, check moments, activities, links, materials). */
type ItemTable = PgTable & {
  id: PgColumn;
  plannedClusterId: PgColumn;
  position: PgColumn;
};

/** The items of one planned-cluster list of a year, in list order (cluster, position). */
function itemsOfYear(db: DbOrTx, table: ItemTable, answer: SelectedFields, yearId: number) {
  return db
    .select(answer)
    .from(table)
    .innerJoin(plannedClusters, eq(plannedClusters.id, table.plannedClusterId))
    .where(eq(plannedClusters.educationYearId, yearId))
    .orderBy(asc(table.plannedClusterId), asc(table.position), asc(table.id));
}

/** A year's plan, of an education within the scope (404 otherwise). */
export async function loadYearPlan(
  options: EducationLookup & { yearId: number },
): Promise<TYearPlan> {
  const { db, yearId } = options;
  const education = await requireEducation(options);
  const year = await requirePlanYear(db, education.id, yearId);
  // One after the other: PGlite runs one query at a time anyway, and a pool stays free.
  const planned_clusters = await db
    .select(plannedClusterAnswer)
    .from(plannedClusters)
    .innerJoin(clusters, eq(clusters.id, plannedClusters.clusterId))
    .where(eq(plannedClusters.educationYearId, year.id))
    .orderBy(asc(clusters.position), asc(plannedClusters.id));
  const planned_electives = await db
    .select(plannedElectiveAnswer)
    .from(plannedElectives)
    .innerJoin(electiveSubjects, eq(electiveSubjects.id, plannedElectives.electiveSubjectId))
    .where(eq(plannedElectives.educationYearId, year.id))
    .orderBy(asc(electiveSubjects.position), asc(plannedElectives.id));
  const tests = await itemsOfYear(db, planTests, testAnswer, year.id);
  const checkups = await itemsOfYear(db, planCheckups, checkupAnswer, year.id);
  const activities = await itemsOfYear(db, planActivities, activityAnswer, year.id);
  const links = await itemsOfYear(db, planLinks, linkAnswer, year.id);
  const materials = await db
    .select(materialAnswer)
    .from(planMaterials)
    .innerJoin(plannedClusters, eq(plannedClusters.id, planMaterials.plannedClusterId))
    .where(eq(plannedClusters.educationYearId, year.id))
    .orderBy(
      asc(planMaterials.plannedClusterId),
      asc(planMaterials.position),
      asc(planMaterials.id),
    );
  const special_blocks = await db
    .select(specialBlockAnswer)
    .from(specialBlocks)
    .where(eq(specialBlocks.educationYearId, year.id))
    .orderBy(asc(specialBlocks.startWeek), asc(specialBlocks.id));
  // The selections above have exactly the fields of ZYearPlanSchema (plan tests parse answers);
  // kind, size, type, result type, purpose, units, resit rule and a block's kind are text columns
  // held to the enums by check constraints.
  return {
    year,
    planned_clusters,
    planned_electives,
    tests,
    checkups,
    activities,
    links,
    materials,
    special_blocks,
  } as TYearPlan;
}
