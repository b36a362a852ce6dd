import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PLAN_LINK_TYPES,
  PLAN_MATERIAL_KINDS,
  RESIT_RULES,
  RESULT_TYPES,
  TEST_KINDS,
  TEST_PURPOSES,
  TEST_SIZES,
  WEIGHT_UNITS,
} from '@cp/contracts';
import { activities } from './activities';
import { clusters, electiveSubjects, learningGoals } from './design';
import { educations, educationYears } from './educations';
import { frameworkItems } from './frameworks';
import { sqlList as list } from './sql-list';
import { storedFiles } from './stored-files';
import { testFormats } from './test-formats';

/*
 * The plan of an education (docs/plan.md): per education year, design clusters placed on a week
 * range (planned clusters), elective slots holding clusters as choices, and per planned cluster
 * its tests, check moments, learning activities, links between a test and an activity, and
 * materials. Weeks are numbered 1..n within the year, across its periods.
 *
 * Every row carries `education_id`, so tenancy, backups and the plan load are one indexed
 * equality; the year of a child is its planned cluster's.
 */

const owned = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  educationId: integer('education_id')
    .notNull()
    .references(() => educations.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const weekRange = (name: string, t: { startWeek: unknown; endWeek: unknown }) =>
  check(name, sql`${t.startWeek} >= 1 and ${t.endWeek} >= ${t.startWeek}`);

/**
 * An elective slot on the timeline: an elective subject of the design with a week range and a
 * number of places; its choices are planned clusters that point at it and share its weeks.
 */
export const plannedElectives = pgTable(
  'planned_electives',
  {
    ...owned,
    educationYearId: integer('education_year_id')
      .notNull()
      .references(() => educationYears.id, { onDelete: 'cascade' }),
    electiveSubjectId: integer('elective_subject_id')
      .notNull()
      .references(() => electiveSubjects.id, { onDelete: 'cascade' }),
    startWeek: integer('start_week').notNull(),
    endWeek: integer('end_week').notNull(),
    /** How many choices fit in the slot; when all are taken, no choice is added (docs/plan.md). */
    places: integer('places').notNull(),
  },
  (t) => [
    index('planned_electives_education_id_idx').on(t.educationId),
    index('planned_electives_elective_subject_id_idx').on(t.electiveSubjectId),
    // An elective is placed once per year (docs/plan.md "Model").
    uniqueIndex('planned_electives_year_elective_unique').on(
      t.educationYearId,
      t.electiveSubjectId,
    ),
    weekRange('planned_electives_weeks_check', t),
    check('planned_electives_places_check', sql`${t.places} between 1 and 20`),
  ],
);

/** A design cluster placed on a year's weeks; inside an elective slot when it is a choice. */
export const plannedClusters = pgTable(
  'planned_clusters',
  {
    ...owned,
    educationYearId: integer('education_year_id')
      .notNull()
      .references(() => educationYears.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    plannedElectiveId: integer('planned_elective_id').references(() => plannedElectives.id, {
      onDelete: 'cascade',
    }),
    startWeek: integer('start_week').notNull(),
    endWeek: integer('end_week').notNull(),
    comment: text('comment'),
  },
  (t) => [
    index('planned_clusters_education_id_idx').on(t.educationId),
    index('planned_clusters_cluster_id_idx').on(t.clusterId),
    index('planned_clusters_planned_elective_id_idx').on(t.plannedElectiveId),
    // A cluster is planned once per year, on its own or as a choice (docs/plan.md "Model").
    uniqueIndex('planned_clusters_year_cluster_unique').on(t.educationYearId, t.clusterId),
    weekRange('planned_clusters_weeks_check', t),
  ],
);

/** Columns of every item of a planned cluster: its cluster and its place in its list. */
const ofPlannedCluster = () => ({
  ...owned,
  plannedClusterId: integer('planned_cluster_id')
    .notNull()
    .references(() => plannedClusters.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
});

export const planTests = pgTable(
  'plan_tests',
  {
    ...ofPlannedCluster(),
    name: text('name').notNull(),
    code: text('code'),
    kind: text('kind').notNull(),
    size: text('size').notNull(),
    // Deactivating a format removes its connections: the test stays, without format
    // (docs/plan.md "Rules").
    testFormatId: integer('test_format_id').references(() => testFormats.id, {
      onDelete: 'set null',
    }),
    week: integer('week').notNull(),
    /** Work handed in over weeks ends here; null: the test is in `week` only (docs/test-plan.md). */
    endWeek: integer('end_week'),
    minutes: integer('minutes'),
    studyHours: numeric('study_hours', { precision: 6, scale: 1 }),
    purpose: text('purpose').notNull().default('summative'),
    weight: numeric('weight', { precision: 7, scale: 2 }),
    weightUnit: text('weight_unit').notNull().default('factor'),
    countsForExam: boolean('counts_for_exam').notNull().default(false),
    examWeight: numeric('exam_weight', { precision: 7, scale: 2 }),
    examWeightUnit: text('exam_weight_unit').notNull().default('percent'),
    resit: boolean('resit').notNull().default(false),
    resitCount: integer('resit_count').notNull().default(1),
    resitRule: text('resit_rule'),
    resultType: text('result_type').notNull(),
    passMark: numeric('pass_mark', { precision: 4, scale: 1 }),
    aids: text('aids'),
    organisation: text('organisation'),
    ects: numeric('ects', { precision: 6, scale: 1 }),
  },
  (t) => [
    index('plan_tests_education_id_idx').on(t.educationId),
    index('plan_tests_planned_cluster_id_idx').on(t.plannedClusterId),
    index('plan_tests_test_format_id_idx').on(t.testFormatId),
    // A test format in use in a planned cluster cannot be chosen again there (docs/plan.md).
    uniqueIndex('plan_tests_cluster_format_unique')
      .on(t.plannedClusterId, t.testFormatId)
      .where(sql`${t.testFormatId} is not null`),
    check('plan_tests_kind_check', sql`${t.kind} in (${list(TEST_KINDS)})`),
    check('plan_tests_size_check', sql`${t.size} in (${list(TEST_SIZES)})`),
    check('plan_tests_result_type_check', sql`${t.resultType} in (${list(RESULT_TYPES)})`),
    check('plan_tests_week_check', sql`${t.week} >= 1`),
    check('plan_tests_end_week_check', sql`${t.endWeek} is null or ${t.endWeek} >= ${t.week}`),
    check('plan_tests_purpose_check', sql`${t.purpose} in (${list(TEST_PURPOSES)})`),
    check('plan_tests_weight_unit_check', sql`${t.weightUnit} in (${list(WEIGHT_UNITS)})`),
    check('plan_tests_exam_weight_unit_check', sql`${t.examWeightUnit} in (${list(WEIGHT_UNITS)})`),
    check('plan_tests_resit_count_check', sql`${t.resitCount} between 1 and 5`),
    check(
      'plan_tests_resit_rule_check',
      sql`${t.resitRule} is null or ${t.resitRule} in (${list(RESIT_RULES)})`,
    ),
  ],
);

export const planCheckups = pgTable(
  'plan_checkups',
  {
    ...ofPlannedCluster(),
    title: text('title').notNull(),
    details: text('details'),
    week: integer('week').notNull(),
  },
  (t) => [
    index('plan_checkups_education_id_idx').on(t.educationId),
    index('plan_checkups_planned_cluster_id_idx').on(t.plannedClusterId),
    check('plan_checkups_week_check', sql`${t.week} >= 1`),
  ],
);

export const planActivities = pgTable(
  'plan_activities',
  {
    ...ofPlannedCluster(),
    // Deactivating an activity removes its connections: the row stays, without type
    // (docs/plan.md "Rules").
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    classHours: numeric('class_hours', { precision: 5, scale: 1 }),
    teacher: text('teacher'),
    method: text('method'),
    reading: text('reading'),
    tools: text('tools'),
    toolsPermitted: text('tools_permitted'),
    description: text('description'),
    startWeek: integer('start_week').notNull(),
    endWeek: integer('end_week').notNull(),
  },
  (t) => [
    index('plan_activities_education_id_idx').on(t.educationId),
    index('plan_activities_planned_cluster_id_idx').on(t.plannedClusterId),
    index('plan_activities_activity_id_idx').on(t.activityId),
    weekRange('plan_activities_weeks_check', t),
  ],
);

/** A link between a test and an activity of one planned cluster (docs/plan.md "Model"). */
export const planLinks = pgTable(
  'plan_links',
  {
    ...ofPlannedCluster(),
    planTestId: integer('plan_test_id')
      .notNull()
      .references(() => planTests.id, { onDelete: 'cascade' }),
    planActivityId: integer('plan_activity_id')
      .notNull()
      .references(() => planActivities.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
  },
  (t) => [
    index('plan_links_education_id_idx').on(t.educationId),
    index('plan_links_planned_cluster_id_idx').on(t.plannedClusterId),
    index('plan_links_plan_activity_id_idx').on(t.planActivityId),
    // A test and an activity are linked once (docs/plan.md "Rules").
    uniqueIndex('plan_links_test_activity_unique').on(t.planTestId, t.planActivityId),
    check('plan_links_type_check', sql`${t.type} in (${list(PLAN_LINK_TYPES)})`),
  ],
);

/**
 * A material or data file of a planned cluster: an http(s) link, or a file whose content is a
 * stored file (stored-files.ts), referred to by its hash.
 */
export const planMaterials = pgTable(
  'plan_materials',
  {
    ...ofPlannedCluster(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    fileHash: text('file_hash').references(() => storedFiles.hash),
  },
  (t) => [
    index('plan_materials_education_id_idx').on(t.educationId),
    index('plan_materials_planned_cluster_id_idx').on(t.plannedClusterId),
    // The file clean-up asks "does any material refer to this file?".
    index('plan_materials_file_hash_idx').on(t.fileHash),
    check('plan_materials_kind_check', sql`${t.kind} in (${list(PLAN_MATERIAL_KINDS)})`),
    check('plan_materials_url_or_file_check', sql`(${t.url} is null) <> (${t.fileHash} is null)`),
  ],
);

/** The learning goals a test covers. */
export const planTestGoals = pgTable(
  'plan_test_goals',
  {
    planTestId: integer('plan_test_id')
      .notNull()
      .references(() => planTests.id, { onDelete: 'cascade' }),
    learningGoalId: integer('learning_goal_id')
      .notNull()
      .references(() => learningGoals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'plan_test_goals_pk', columns: [t.planTestId, t.learningGoalId] }),
    index('plan_test_goals_learning_goal_id_idx').on(t.learningGoalId),
  ],
);

/** The learning goals a link covers. */
export const planLinkGoals = pgTable(
  'plan_link_goals',
  {
    planLinkId: integer('plan_link_id')
      .notNull()
      .references(() => planLinks.id, { onDelete: 'cascade' }),
    learningGoalId: integer('learning_goal_id')
      .notNull()
      .references(() => learningGoals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'plan_link_goals_pk', columns: [t.planLinkId, t.learningGoalId] }),
    index('plan_link_goals_learning_goal_id_idx').on(t.learningGoalId),
  ],
);

/**
 * The framework items a test covers directly (docs/frameworks.md "Linking"); the item as for a
 * goal's links (schema/design.ts).
 */
export const planTestFrameworkItems = pgTable(
  'plan_test_framework_items',
  {
    planTestId: integer('plan_test_id')
      .notNull()
      .references(() => planTests.id, { onDelete: 'cascade' }),
    frameworkItemId: integer('framework_item_id')
      .notNull()
      .references(() => frameworkItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      name: 'plan_test_framework_items_pk',
      columns: [t.planTestId, t.frameworkItemId],
    }),
    index('plan_test_framework_items_item_idx').on(t.frameworkItemId),
  ],
);
