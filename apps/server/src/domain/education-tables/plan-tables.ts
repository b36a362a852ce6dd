import type { PgTable } from 'drizzle-orm/pg-core';
import {
  planActivities,
  planCheckups,
  planLinkGoals,
  planLinks,
  planMaterials,
  plannedClusters,
  plannedElectives,
  planTestFrameworkItems,
  planTestGoals,
  planTests,
} from '../../db/schema';
import {
  educationTable,
  frameworkItemLink,
  ownedTables,
  type Columns,
  type OwnedTable,
} from './owned-tables';

/*
 * The tables of an education's plan (docs/plan.md), declared once for backups
 * (backups/plan-snapshot.ts) and duplicates (educations/duplicate-education.ts), like the design
 * tables.
 * They refer to tables of other lists: years (structure) and design items. A restore keeps those
 * ids as they are (the structure and design parts restore theirs first); a copy gets their id
 * maps from the caller. Test formats and activities are the location's and stay the same.
 */

/** The goals a test or link covers (pair key), found through its owner. */
function goalLink<const K extends string, C extends Columns>(
  key: K,
  table: PgTable,
  columns: C,
  owner: keyof C & string,
  ownerKey: string,
): OwnedTable<K, C> {
  return {
    key,
    table,
    columns,
    id: null,
    foundBy: { through: owner },
    refs: { [owner]: ownerKey, learning_goal_id: 'learning_goals' },
    stamps: [],
  };
}

export const PLAN_TABLES = ownedTables(
  [
    educationTable(
      'planned_electives',
      plannedElectives,
      {
        education_year_id: plannedElectives.educationYearId,
        elective_subject_id: plannedElectives.electiveSubjectId,
        start_week: plannedElectives.startWeek,
        end_week: plannedElectives.endWeek,
        places: plannedElectives.places,
      },
      { education_year_id: 'education_years', elective_subject_id: 'elective_subjects' },
    ),
    educationTable(
      'planned_clusters',
      plannedClusters,
      {
        education_year_id: plannedClusters.educationYearId,
        cluster_id: plannedClusters.clusterId,
        planned_elective_id: plannedClusters.plannedElectiveId,
        start_week: plannedClusters.startWeek,
        end_week: plannedClusters.endWeek,
        comment: plannedClusters.comment,
      },
      {
        education_year_id: 'education_years',
        cluster_id: 'clusters',
        planned_elective_id: 'planned_electives',
      },
    ),
    educationTable(
      'plan_tests',
      planTests,
      {
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
        study_hours: planTests.studyHours,
        purpose: planTests.purpose,
        weight: planTests.weight,
        weight_unit: planTests.weightUnit,
        counts_for_exam: planTests.countsForExam,
        exam_weight: planTests.examWeight,
        exam_weight_unit: planTests.examWeightUnit,
        resit: planTests.resit,
        resit_count: planTests.resitCount,
        resit_rule: planTests.resitRule,
        result_type: planTests.resultType,
        pass_mark: planTests.passMark,
        aids: planTests.aids,
        organisation: planTests.organisation,
        ects: planTests.ects,
      },
      { planned_cluster_id: 'planned_clusters' },
    ),
    educationTable(
      'plan_checkups',
      planCheckups,
      {
        planned_cluster_id: planCheckups.plannedClusterId,
        position: planCheckups.position,
        title: planCheckups.title,
        details: planCheckups.details,
        week: planCheckups.week,
      },
      { planned_cluster_id: 'planned_clusters' },
    ),
    educationTable(
      'plan_activities',
      planActivities,
      {
        planned_cluster_id: planActivities.plannedClusterId,
        position: planActivities.position,
        activity_id: planActivities.activityId,
        class_hours: planActivities.classHours,
        teacher: planActivities.teacher,
        method: planActivities.method,
        reading: planActivities.reading,
        tools: planActivities.tools,
        tools_permitted: planActivities.toolsPermitted,
        description: planActivities.description,
        start_week: planActivities.startWeek,
        end_week: planActivities.endWeek,
      },
      { planned_cluster_id: 'planned_clusters' },
    ),
    educationTable(
      'plan_links',
      planLinks,
      {
        planned_cluster_id: planLinks.plannedClusterId,
        position: planLinks.position,
        plan_test_id: planLinks.planTestId,
        plan_activity_id: planLinks.planActivityId,
        type: planLinks.type,
        mandatory: planLinks.mandatory,
      },
      {
        planned_cluster_id: 'planned_clusters',
        plan_test_id: 'plan_tests',
        plan_activity_id: 'plan_activities',
      },
    ),
    educationTable(
      'plan_materials',
      planMaterials,
      {
        planned_cluster_id: planMaterials.plannedClusterId,
        position: planMaterials.position,
        kind: planMaterials.kind,
        title: planMaterials.title,
        url: planMaterials.url,
        file_name: planMaterials.fileName,
        content_type: planMaterials.contentType,
        size: planMaterials.size,
        file_hash: planMaterials.fileHash,
      },
      { planned_cluster_id: 'planned_clusters' },
    ),
    goalLink(
      'plan_test_goals',
      planTestGoals,
      { plan_test_id: planTestGoals.planTestId, learning_goal_id: planTestGoals.learningGoalId },
      'plan_test_id',
      'plan_tests',
    ),
    goalLink(
      'plan_link_goals',
      planLinkGoals,
      { plan_link_id: planLinkGoals.planLinkId, learning_goal_id: planLinkGoals.learningGoalId },
      'plan_link_id',
      'plan_links',
    ),
    frameworkItemLink(
      'plan_test_framework_items',
      planTestFrameworkItems,
      {
        plan_test_id: planTestFrameworkItems.planTestId,
        framework_item_id: planTestFrameworkItems.frameworkItemId,
      },
      'plan_test_id',
      'plan_tests',
    ),
  ],
  { external: ['education_years', 'clusters', 'elective_subjects', 'learning_goals'] },
);
