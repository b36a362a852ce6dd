import { z } from 'zod';
import {
  PLAN_LINK_TYPES,
  PLAN_MATERIAL_KINDS,
  RESIT_RULES,
  RESULT_TYPES,
  SPECIAL_BLOCK_KINDS,
  TEST_KINDS,
  TEST_PURPOSES,
  TEST_SIZES,
  WEIGHT_UNITS,
} from '../enums';
import { PLAN_LIMITS, PLAN_MESSAGES } from '../plan-constants';
import { dataOf, ZIdSchema } from './common';
import { decimalSchema } from './design';

/*
 * The plan of an education year (docs/plan.md). One GET answers a whole year (the timeline shows it
 * at once); every change goes per item and answers the item. Weeks are year weeks: 1..n across the
 * year's periods.
 */

const M = PLAN_MESSAGES;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
const ZWeekSchema = z
  .number({ error: M.weekRange })
  .int(M.weekRange)
  .min(1, M.weekRange)
  .max(60 * 12, M.weekRange);
const goalIds = z.array(ZIdSchema).max(PLAN_LIMITS.maxLinks).default([]);
/**
 * An id the form must choose: missing, null, '' or not an id all answer `message`. (A refine on
 * `.nullish()` does not run when the key is absent, so a body without it got through.)
 */
const requiredId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message)
    .nullable()
    .refine((value) => value !== null, message);

/** A week range; the end is not before the start (the year's length is checked by the server). */
const range = { start_week: ZWeekSchema, end_week: ZWeekSchema };
const endNotBeforeStart: [
  (value: { start_week: number; end_week: number }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.end_week >= value.start_week,
  { message: M.endBeforeStart, path: ['end_week'] },
];

/** `POST .../plan/clusters`: place a design cluster; the end defaults to its cluster_width. */
export const ZPlannedClusterCreateSchema = z
  .object({
    education_year_id: ZIdSchema,
    cluster_id: ZIdSchema,
    start_week: ZWeekSchema,
    end_week: ZWeekSchema.optional(),
  })
  .refine((value) => value.end_week === undefined || value.end_week >= value.start_week, {
    message: M.endBeforeStart,
    path: ['end_week'],
  });
/** `PATCH .../plan/clusters/:id`: move or resize (both weeks), or the comment. */
export const ZPlannedClusterUpdateSchema = z
  .object({
    start_week: ZWeekSchema.optional(),
    end_week: ZWeekSchema.optional(),
    comment: optionalText(PLAN_LIMITS.textMaxLength).optional(),
  })
  .refine((value) => (value.start_week === undefined) === (value.end_week === undefined), {
    message: M.weekRange,
    path: ['end_week'],
  })
  .refine(
    (value) =>
      value.start_week === undefined ||
      value.end_week === undefined ||
      value.end_week >= value.start_week,
    { message: M.endBeforeStart, path: ['end_week'] },
  );

const ZPlacesSchema = z
  .number({ error: M.placesInvalid })
  .int({ error: M.placesInvalid })
  .min(1, { error: M.placesInvalid })
  .max(PLAN_LIMITS.maxElectivePlaces, { error: M.placesInvalid });
/** `POST .../plan/electives`: place an elective subject as a slot with places for choices. */
export const ZPlannedElectiveCreateSchema = z
  .object({
    education_year_id: ZIdSchema,
    elective_subject_id: ZIdSchema,
    places: ZPlacesSchema,
    ...range,
  })
  .refine(...endNotBeforeStart);
/** `PUT .../plan/electives/:id`: move or resize the slot (its choices follow), or its places. */
export const ZPlannedElectiveUpdateSchema = z
  .object({ places: ZPlacesSchema, ...range })
  .refine(...endNotBeforeStart);
/** `POST .../plan/electives/:id/choices`: one of the elective's design clusters as a choice. */
export const ZElectiveChoiceCreateSchema = z.object({ cluster_id: ZIdSchema });

/** `POST .../plan/years/:year/special-blocks`, `PUT .../plan/special-blocks/:id`. */
export const ZSpecialBlockInputSchema = z
  .object({
    name: required(M.nameRequired, PLAN_LIMITS.nameMaxLength),
    kind: z.enum(SPECIAL_BLOCK_KINDS).default('other'),
    ...range,
  })
  .refine(...endNotBeforeStart);

/**
 * Runs a rule across fields as soon as its own fields are valid, whatever the other fields say:
 * zod skips an object's refinements while any field has an issue, so a form showed "at most 100"
 * only after the user had fixed an unrelated field (docs/forms.md).
 */
const onceValid = (...fields: string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0] ?? ''))),
});

/**
 * A test. Besides what the plan shows, what a published test plan (PTA, examenplan, OER) needs
 * (docs/test-plan.md "Model"): purpose, whether it counts for the exam, a second weight for the
 * exam, the units of both weights, an end week for work handed in over weeks, study hours for an
 * assignment, the resit rule, pass mark, permitted aids and organisation. Every new field has a
 * default that keeps an existing client's test as it was.
 */
export const ZPlanTestInputSchema = z
  .object({
    name: required(M.nameRequired, PLAN_LIMITS.nameMaxLength),
    code: optionalText(PLAN_LIMITS.codeMaxLength),
    kind: z.enum(TEST_KINDS),
    size: z.enum(TEST_SIZES),
    // Required unless the location hides the field (/admin/plan); the server decides (docs/plan.md).
    test_format_id: ZIdSchema.nullish().transform((value) => value ?? null),
    week: ZWeekSchema,
    /** The last week of work handed in over several weeks; null: the test is in `week` only. */
    end_week: ZWeekSchema.nullish().transform((value) => value ?? null),
    minutes: z
      .number({ error: M.minutesInvalid })
      .int(M.minutesInvalid)
      .min(0, M.minutesInvalid)
      .max(PLAN_LIMITS.maxMinutes, M.minutesInvalid)
      .nullish()
      .transform((value) => value ?? null),
    /** Study hours of an assignment ("40 SLU"), counted in the study load beside the minutes. */
    study_hours: decimalSchema(M.numberInvalid),
    purpose: z.enum(TEST_PURPOSES).default('summative'),
    weight: decimalSchema(M.numberInvalid, 2),
    weight_unit: z.enum(WEIGHT_UNITS).default('factor'),
    counts_for_exam: z.boolean().default(false),
    exam_weight: decimalSchema(M.numberInvalid, 2),
    exam_weight_unit: z.enum(WEIGHT_UNITS).default('percent'),
    resit: z.boolean().default(false),
    resit_count: z
      .number({ error: M.resitCountInvalid })
      .int(M.resitCountInvalid)
      .min(1, M.resitCountInvalid)
      .max(PLAN_LIMITS.maxResits, M.resitCountInvalid)
      .default(1),
    resit_rule: z
      .enum(RESIT_RULES)
      .nullish()
      .transform((value) => value ?? null),
    result_type: z.enum(RESULT_TYPES).default('grade'),
    pass_mark: decimalSchema(M.passMarkInvalid),
    aids: optionalText(PLAN_LIMITS.noteMaxLength),
    organisation: optionalText(PLAN_LIMITS.noteMaxLength),
    ects: decimalSchema(M.numberInvalid),
    goal_ids: goalIds,
  })
  .refine((value) => value.end_week === null || value.end_week >= value.week, {
    message: M.endBeforeStart,
    path: ['end_week'],
    ...onceValid('end_week', 'week'),
  })
  .refine((value) => value.purpose === 'summative' || (!value.weight && !value.exam_weight), {
    message: M.formativeWeighted,
    path: ['weight'],
    ...onceValid('purpose', 'weight', 'exam_weight'),
  })
  .refine((value) => value.purpose === 'summative' || !value.counts_for_exam, {
    message: M.formativeForExam,
    path: ['counts_for_exam'],
    ...onceValid('purpose', 'counts_for_exam'),
  })
  .refine((value) => value.weight_unit !== 'percent' || Number(value.weight ?? 0) <= 100, {
    message: M.percentTooHigh,
    path: ['weight'],
    ...onceValid('weight_unit', 'weight'),
  })
  .refine(
    (value) => value.exam_weight_unit !== 'percent' || Number(value.exam_weight ?? 0) <= 100,
    {
      message: M.percentTooHigh,
      path: ['exam_weight'],
      ...onceValid('exam_weight_unit', 'exam_weight'),
    },
  )
  .refine(
    (value) =>
      value.pass_mark === null ||
      (value.result_type === 'grade' &&
        Number(value.pass_mark) >= 1 &&
        Number(value.pass_mark) <= 10),
    { message: M.passMarkInvalid, path: ['pass_mark'], ...onceValid('pass_mark', 'result_type') },
  );

export const ZPlanCheckupInputSchema = z.object({
  title: required(M.titleRequired, PLAN_LIMITS.nameMaxLength),
  details: optionalText(PLAN_LIMITS.textMaxLength),
  week: ZWeekSchema,
});

export const ZPlanActivityInputSchema = z
  .object({
    activity_id: requiredId(M.activityRequired),
    class_hours: decimalSchema(M.numberInvalid),
    teacher: optionalText(PLAN_LIMITS.nameMaxLength),
    method: optionalText(PLAN_LIMITS.textMaxLength),
    reading: optionalText(PLAN_LIMITS.textMaxLength),
    tools: optionalText(PLAN_LIMITS.textMaxLength),
    tools_permitted: optionalText(PLAN_LIMITS.textMaxLength),
    description: optionalText(PLAN_LIMITS.textMaxLength),
    ...range,
  })
  .refine(...endNotBeforeStart);

/** A link needs a test, an activity and a type (docs/plan.md "Rules"). */
export const ZPlanLinkInputSchema = z.object({
  plan_test_id: requiredId(M.itemRequired),
  plan_activity_id: requiredId(M.itemRequired),
  type: z.enum(PLAN_LINK_TYPES, { error: M.typeRequired }),
  mandatory: z.boolean().default(false),
  goal_ids: goalIds,
});

/** A material's link starts with http:// or https:// (docs/plan.md "Rules"). */
export const ZPlanUrlSchema = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(PLAN_LIMITS.urlMaxLength, M.tooLong)
  .regex(/^https?:\/\/\S+$/i, M.urlInvalid);
/** A material that is a link (JSON); a file comes as multipart with `kind` and `title`. */
export const ZPlanMaterialLinkInputSchema = z.object({
  kind: z.enum(PLAN_MATERIAL_KINDS).default('material'),
  title: required(M.titleRequired, PLAN_LIMITS.nameMaxLength),
  url: ZPlanUrlSchema,
});
/** `PUT .../plan/materials/:id`: the title, and the address of a link (a file keeps its file). */
export const ZPlanMaterialUpdateSchema = z.object({
  title: ZPlanMaterialLinkInputSchema.shape.title,
  url: ZPlanUrlSchema.optional(),
});
export const ZPlanMaterialFileFieldsSchema = z.object({
  kind: z.enum(PLAN_MATERIAL_KINDS).default('material'),
  title: required(M.titleRequired, PLAN_LIMITS.nameMaxLength),
});

/** Body of `PUT .../plan/clusters/:id/:list/order`: the ids of the list in their new order. */
export const ZPlanOrderSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(PLAN_LIMITS.maxItemsPerList),
});

// Answers ------------------------------------------------------------------------------------

const id = z.number().int();

export const ZPlanPeriodSchema = z.object({
  id,
  position: id,
  name: z.string().nullable(),
  weeks: id,
  /** The year week the period starts at. */
  first_week: id,
});
export const ZPlanYearSchema = z.object({
  id,
  position: id,
  name: z.string().nullable(),
  /** The Monday of week 1 ('YYYY-MM-DD'), when known: the plan's weeks get calendar dates. */
  starts_on: z.string().nullable(),
  /** All weeks of the year (the sum of its periods). */
  weeks: id,
  periods: z.array(ZPlanPeriodSchema),
});
export const ZPlannedClusterSchema = z.object({
  id,
  cluster_id: id,
  planned_elective_id: id.nullable(),
  start_week: id,
  end_week: id,
  comment: z.string().nullable(),
});
export const ZPlannedElectiveSchema = z.object({
  id,
  elective_subject_id: id,
  start_week: id,
  end_week: id,
  places: id,
});
export const ZPlanTestSchema = z.object({
  id,
  planned_cluster_id: id,
  position: id,
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(TEST_KINDS),
  size: z.enum(TEST_SIZES),
  test_format_id: id.nullable(),
  week: id,
  end_week: id.nullable(),
  minutes: id.nullable(),
  study_hours: z.string().nullable(),
  purpose: z.enum(TEST_PURPOSES),
  weight: z.string().nullable(),
  weight_unit: z.enum(WEIGHT_UNITS),
  counts_for_exam: z.boolean(),
  exam_weight: z.string().nullable(),
  exam_weight_unit: z.enum(WEIGHT_UNITS),
  resit: z.boolean(),
  resit_count: id,
  resit_rule: z.enum(RESIT_RULES).nullable(),
  result_type: z.enum(RESULT_TYPES),
  pass_mark: z.string().nullable(),
  aids: z.string().nullable(),
  organisation: z.string().nullable(),
  ects: z.string().nullable(),
  goal_ids: z.array(id),
});
export const ZPlanCheckupSchema = z.object({
  id,
  planned_cluster_id: id,
  position: id,
  title: z.string(),
  details: z.string().nullable(),
  week: id,
});
export const ZPlanActivitySchema = z.object({
  id,
  planned_cluster_id: id,
  position: id,
  activity_id: id.nullable(),
  class_hours: z.string().nullable(),
  teacher: z.string().nullable(),
  method: z.string().nullable(),
  reading: z.string().nullable(),
  tools: z.string().nullable(),
  tools_permitted: z.string().nullable(),
  description: z.string().nullable(),
  start_week: id,
  end_week: id,
});
export const ZPlanLinkSchema = z.object({
  id,
  planned_cluster_id: id,
  position: id,
  plan_test_id: id,
  plan_activity_id: id,
  type: z.enum(PLAN_LINK_TYPES),
  mandatory: z.boolean(),
  goal_ids: z.array(id),
});
export const ZPlanMaterialSchema = z.object({
  id,
  planned_cluster_id: id,
  position: id,
  kind: z.enum(PLAN_MATERIAL_KINDS),
  title: z.string(),
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string().nullable(),
  size: id.nullable(),
});
export const ZSpecialBlockSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(SPECIAL_BLOCK_KINDS),
  start_week: id,
  end_week: id,
});

/** One year's plan: every list in its order (planned clusters by design position). */
export const ZYearPlanSchema = z.object({
  year: ZPlanYearSchema,
  planned_clusters: z.array(ZPlannedClusterSchema),
  planned_electives: z.array(ZPlannedElectiveSchema),
  tests: z.array(ZPlanTestSchema),
  checkups: z.array(ZPlanCheckupSchema),
  activities: z.array(ZPlanActivitySchema),
  links: z.array(ZPlanLinkSchema),
  materials: z.array(ZPlanMaterialSchema),
  special_blocks: z.array(ZSpecialBlockSchema),
});
export const ZYearPlanResponseSchema = dataOf(ZYearPlanSchema);

export type TPlanYear = z.infer<typeof ZPlanYearSchema>;
export type TPlannedCluster = z.infer<typeof ZPlannedClusterSchema>;
export type TPlannedElective = z.infer<typeof ZPlannedElectiveSchema>;
export type TPlanTest = z.infer<typeof ZPlanTestSchema>;
export type TPlanCheckup = z.infer<typeof ZPlanCheckupSchema>;
export type TPlanActivity = z.infer<typeof ZPlanActivitySchema>;
export type TPlanLink = z.infer<typeof ZPlanLinkSchema>;
export type TPlanMaterial = z.infer<typeof ZPlanMaterialSchema>;
export type TSpecialBlock = z.infer<typeof ZSpecialBlockSchema>;
export type TYearPlan = z.infer<typeof ZYearPlanSchema>;
export type TPlannedClusterCreate = z.input<typeof ZPlannedClusterCreateSchema>;
export type TPlanTestInput = z.input<typeof ZPlanTestInputSchema>;
export type TPlanCheckupInput = z.input<typeof ZPlanCheckupInputSchema>;
export type TPlanActivityInput = z.input<typeof ZPlanActivityInputSchema>;
export type TPlanLinkInput = z.input<typeof ZPlanLinkInputSchema>;
export type TSpecialBlockInput = z.input<typeof ZSpecialBlockInputSchema>;

/** The lists of a planned cluster that are changed item by item (materials have their own). */
export const PLAN_ITEM_KINDS = ['tests', 'checkups', 'activities', 'links'] as const;
export type TPlanItemKindPath = (typeof PLAN_ITEM_KINDS)[number];
/** The lists of a planned cluster that `PUT .../clusters/:id/:list/order` reorders. */
export const PLAN_ORDERED_LISTS = [...PLAN_ITEM_KINDS, 'materials'] as const;
export type TPlanOrderedList = (typeof PLAN_ORDERED_LISTS)[number];

/** Input of each kind (create and edit take the same body). */
export const PLAN_ITEM_INPUT_SCHEMAS = {
  tests: ZPlanTestInputSchema,
  checkups: ZPlanCheckupInputSchema,
  activities: ZPlanActivityInputSchema,
  links: ZPlanLinkInputSchema,
} as const satisfies Record<TPlanItemKindPath, z.ZodType>;
export type TPlanItemInput<K extends TPlanItemKindPath> = z.infer<
  (typeof PLAN_ITEM_INPUT_SCHEMAS)[K]
>;

/** The answer of create and edit per kind: `{ data: item }`, as the year plan lists it. */
export const PLAN_ITEM_RESPONSE_SCHEMAS = {
  tests: dataOf(ZPlanTestSchema),
  checkups: dataOf(ZPlanCheckupSchema),
  activities: dataOf(ZPlanActivitySchema),
  links: dataOf(ZPlanLinkSchema),
} as const satisfies Record<TPlanItemKindPath, z.ZodType>;

/** The key of the year plan that holds each kind's items. */
export const PLAN_ITEM_KEYS = {
  tests: 'tests',
  checkups: 'checkups',
  activities: 'activities',
  links: 'links',
} as const satisfies Record<TPlanItemKindPath, keyof TYearPlan>;
