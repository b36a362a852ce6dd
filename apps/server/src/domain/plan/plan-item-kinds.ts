import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import {
  PLAN_MESSAGES,
  rangeWithin,
  type TMessageKey,
  type TPlanItemInput,
  type TPlanField,
  type TPlanItemKindPath,
  type TWeekRange,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  activities,
  learningGoals,
  planActivities,
  planCheckups,
  planFieldSettings,
  planLinkGoals,
  planLinks,
  planTestGoals,
  planTests,
  testFormats,
} from '../../db/schema';
import { invalidField } from '../errors';
import type { IdLinks } from '../ordered-lists';
import { activityAnswer, checkupAnswer, linkAnswer, testAnswer } from './load-year-plan';

/*
 * The registry of a planned cluster's item lists (docs/plan.md "Model"): per kind its table, its
 * answer, how input becomes a row, its goal links and the rules its input must meet beyond the
 * schema (weeks within the cluster, active catalogue items, a format once per cluster, a link's
 * items in the same cluster). Creating, editing, deleting and reordering items
 * (create-plan-item.ts, update-plan-item.ts, delete-plan-item.ts, reorder-plan-list.ts, with
 * plan-item-rows.ts) are generic over this table.
 */

const M = PLAN_MESSAGES;

type AnyInput = TPlanItemInput<TPlanItemKindPath>;

/** What a rule knows: the education, its location, the planned cluster, the item being edited. */
export type ItemContext = {
  tx: DbOrTx;
  educationId: number;
  locationId: number;
  plannedCluster: { id: number; range: TWeekRange };
  selfId?: number;
};

export type PlanItemSpec = {
  table: PgTable;
  id: PgColumn;
  educationId: PgColumn;
  plannedClusterId: PgColumn;
  position: PgColumn;
  answer: SelectedFields;
  toRow: (input: AnyInput) => Record<string, unknown>;
  goals: IdLinks | null;
  check: (context: ItemContext, input: AnyInput) => Promise<void>;
};

function checkWeek(week: number, context: ItemContext, field = 'week') {
  if (!rangeWithin({ start_week: week, end_week: week }, context.plannedCluster.range)) {
    throw invalidField(field, M.weekOutsideCluster);
  }
}

/** An active test format of the location, not used by another test of this planned cluster. */
async function checkFormat(context: ItemContext, formatId: number) {
  const { tx } = context;
  const [format] = await tx
    .select({ active: testFormats.active })
    .from(testFormats)
    .where(and(eq(testFormats.id, formatId), eq(testFormats.locationId, context.locationId)))
    .limit(1);
  if (!format?.active) throw invalidField('test_format_id', M.formatInactive);
  const [used] = await tx
    .select({ id: planTests.id })
    .from(planTests)
    .where(
      and(
        eq(planTests.plannedClusterId, context.plannedCluster.id),
        eq(planTests.testFormatId, formatId),
        context.selfId === undefined ? undefined : ne(planTests.id, context.selfId),
      ),
    )
    .limit(1);
  if (used) throw invalidField('test_format_id', M.formatInUse);
}

async function checkActivity(context: ItemContext, activityId: number) {
  const [activity] = await context.tx
    .select({ active: activities.active })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.locationId, context.locationId)))
    .limit(1);
  if (!activity?.active) throw invalidField('activity_id', M.activityInactive);
}

/** Both items of a link belong to this planned cluster, and the pair is not linked yet. */
async function checkLinkItems(context: ItemContext, testId: number, activityId: number) {
  const { tx } = context;
  const inCluster = async (table: typeof planTests | typeof planActivities, id: number) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.plannedClusterId, context.plannedCluster.id)))
        .limit(1)
    ).length === 1;
  if (!(await inCluster(planTests, testId))) throw invalidField('plan_test_id', M.linkMissing);
  if (!(await inCluster(planActivities, activityId))) {
    throw invalidField('plan_activity_id', M.linkMissing);
  }
  const [taken] = await tx
    .select({ id: planLinks.id })
    .from(planLinks)
    .where(
      and(
        eq(planLinks.planTestId, testId),
        eq(planLinks.planActivityId, activityId),
        context.selfId === undefined ? undefined : ne(planLinks.id, context.selfId),
      ),
    )
    .limit(1);
  if (taken) throw invalidField('plan_activity_id', M.linkTaken);
}

/** Whether the location shows an optional plan field (no row: shown; /admin/plan). */
async function fieldVisible(context: ItemContext, field: TPlanField): Promise<boolean> {
  const [row] = await context.tx
    .select({ visible: planFieldSettings.visible })
    .from(planFieldSettings)
    .where(
      and(eq(planFieldSettings.locationId, context.locationId), eq(planFieldSettings.field, field)),
    )
    .limit(1);
  return row?.visible ?? true;
}

type Input<K extends TPlanItemKindPath> = TPlanItemInput<K>;
// The routes parse the body with PLAN_ITEM_INPUT_SCHEMAS[kind] of the same kind as the spec.
const as = <K extends TPlanItemKindPath>(input: AnyInput) => input as Input<K>;

export const PLAN_ITEM_SPECS: Record<TPlanItemKindPath, PlanItemSpec> = {
  tests: {
    table: planTests,
    id: planTests.id,
    educationId: planTests.educationId,
    plannedClusterId: planTests.plannedClusterId,
    position: planTests.position,
    answer: testAnswer,
    toRow: (raw) => {
      const input = as<'tests'>(raw);
      return {
        name: input.name,
        code: input.code,
        kind: input.kind,
        size: input.size,
        testFormatId: input.test_format_id,
        week: input.week,
        // One representation of a test in one week: no end week (docs/plan.md "Rules").
        endWeek: input.end_week === input.week ? null : input.end_week,
        minutes: input.minutes,
        studyHours: input.study_hours,
        purpose: input.purpose,
        weight: input.weight,
        weightUnit: input.weight_unit,
        countsForExam: input.counts_for_exam,
        // An exam weight belongs to a test that counts for the exam, resits to a test with a
        // resit: what the form hides is not kept (docs/plan.md "Rules").
        examWeight: input.counts_for_exam ? input.exam_weight : null,
        examWeightUnit: input.exam_weight_unit,
        resit: input.resit,
        resitCount: input.resit ? input.resit_count : 1,
        resitRule: input.resit ? input.resit_rule : null,
        resultType: input.result_type,
        passMark: input.pass_mark,
        aids: input.aids,
        organisation: input.organisation,
        ects: input.ects,
      };
    },
    goals: {
      table: planTestGoals,
      owner: planTestGoals.planTestId,
      other: planTestGoals.learningGoalId,
    },
    check: async (context, raw) => {
      const input = as<'tests'>(raw);
      checkWeek(input.week, context);
      // Work handed in over weeks stays within the cluster's weeks too.
      if (input.end_week !== null) checkWeek(input.end_week, context, 'end_week');
      if (input.test_format_id != null) await checkFormat(context, input.test_format_id);
      // A test format is required, unless the location hides the field (docs/plan.md "Rules").
      else if (await fieldVisible(context, 'test_format')) {
        throw invalidField('test_format_id', M.formatRequired);
      }
    },
  },
  checkups: {
    table: planCheckups,
    id: planCheckups.id,
    educationId: planCheckups.educationId,
    plannedClusterId: planCheckups.plannedClusterId,
    position: planCheckups.position,
    answer: checkupAnswer,
    toRow: (raw) => {
      const input = as<'checkups'>(raw);
      return { title: input.title, details: input.details, week: input.week };
    },
    goals: null,
    check: async (context, raw) => checkWeek(as<'checkups'>(raw).week, context),
  },
  activities: {
    table: planActivities,
    id: planActivities.id,
    educationId: planActivities.educationId,
    plannedClusterId: planActivities.plannedClusterId,
    position: planActivities.position,
    answer: activityAnswer,
    toRow: (raw) => {
      const input = as<'activities'>(raw);
      return {
        activityId: input.activity_id,
        classHours: input.class_hours,
        teacher: input.teacher,
        method: input.method,
        reading: input.reading,
        tools: input.tools,
        toolsPermitted: input.tools_permitted,
        description: input.description,
        startWeek: input.start_week,
        endWeek: input.end_week,
      };
    },
    goals: null,
    check: async (context, raw) => {
      const input = as<'activities'>(raw);
      checkWeek(input.start_week, context, 'start_week');
      checkWeek(input.end_week, context, 'end_week');
      if (input.activity_id != null) await checkActivity(context, input.activity_id);
    },
  },
  links: {
    table: planLinks,
    id: planLinks.id,
    educationId: planLinks.educationId,
    plannedClusterId: planLinks.plannedClusterId,
    position: planLinks.position,
    answer: linkAnswer,
    toRow: (raw) => {
      const input = as<'links'>(raw);
      return {
        planTestId: input.plan_test_id,
        planActivityId: input.plan_activity_id,
        type: input.type,
        mandatory: input.mandatory,
      };
    },
    goals: {
      table: planLinkGoals,
      owner: planLinkGoals.planLinkId,
      other: planLinkGoals.learningGoalId,
    },
    check: async (context, raw) => {
      const input = as<'links'>(raw);
      // The schema refuses missing items (itemRequired).
      if (input.plan_test_id != null && input.plan_activity_id != null) {
        await checkLinkItems(context, input.plan_test_id, input.plan_activity_id);
      }
    },
  },
};

/** Goals linked from tests and links must be of the education. */
export const GOAL_TARGET = {
  table: learningGoals,
  id: learningGoals.id,
  educationId: learningGoals.educationId,
};

/** The unique index that guards a kind against two racing requests, with its 422. */
export const PLAN_ITEM_GUARDS: Partial<
  Record<TPlanItemKindPath, { field: string; key: TMessageKey; constraint: string }>
> = {
  tests: {
    field: 'test_format_id',
    key: M.formatInUse,
    constraint: 'plan_tests_cluster_format_unique',
  },
  links: {
    field: 'plan_activity_id',
    key: M.linkTaken,
    constraint: 'plan_links_test_activity_unique',
  },
};
