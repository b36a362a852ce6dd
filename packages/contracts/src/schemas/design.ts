import { z } from 'zod';
import { DESIGN_LIMITS, DESIGN_MESSAGES } from '../design-constants';
import { parseDecimal } from '../rules/decimal';
import { dataOf, ZIdParamSchema, ZIdSchema } from './common';

/*
 * The design of an education (docs/design.md). One GET answers the whole design (the screen shows
 * it at once, and it stays small enough: ~600 goals and 300 clusters are a few hundred KB). Changes
 * go per item and answer the changed item.
 */

const M = DESIGN_MESSAGES;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A valid index: ordering numbers like 1, 1.2 or 1.2.3 (docs/design.md "Rules"). */
export const ZDesignIndexSchema = z
  .string({ error: M.indexRequired })
  .trim()
  .min(1, { error: M.indexRequired, abort: true })
  .max(DESIGN_LIMITS.indexMaxLength, M.indexInvalid)
  .regex(/^[0-9]+(\.[0-9]+)*$/, M.indexInvalid);

/**
 * A decimal field as text (exact, like PostgreSQL's numeric): class hours and EC look like 1 or 1.5
 * (docs/design.md "Rules"); a comma is accepted as in Dutch (rules/decimal.ts, which the web forms
 * use too); empty is null.
 */
export const decimalSchema = (message: string, decimals = 1) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, context) => {
      const parsed = parseDecimal(value, decimals);
      if (!parsed.valid) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.value;
    });

export const ZEctsSchema = decimalSchema(M.ectsInvalid);

const ZLevelSchema = optionalText(DESIGN_LIMITS.levelMaxLength);

/** Competence, learning cluster, learning outcome and learning goal share these fields. */
const ZDescribedInput = z.object({
  index: ZDesignIndexSchema,
  title: required(M.titleRequired, DESIGN_LIMITS.titleMaxLength),
  details: required(M.detailsRequired, DESIGN_LIMITS.detailsMaxLength),
  level: ZLevelSchema,
});

export const ZCompetenceInputSchema = ZDescribedInput;
export const ZLearningClusterInputSchema = ZDescribedInput.extend({ competence_id: ZIdSchema });
export const ZLearningOutcomeInputSchema = ZDescribedInput.extend({
  competence_id: ZIdSchema,
  learning_cluster_id: ZIdSchema.nullish().transform((id) => id ?? null),
});
/**
 * A learning goal also has `withdrawn` (vervallen: kept for its history and links, left out of
 * the analysis) and `track` (the one track of a shared design it is for, "havo"; empty: all
 * tracks). docs/design.md "Rules".
 */
export const ZLearningGoalInputSchema = ZDescribedInput.extend({
  learning_outcome_id: ZIdSchema,
  withdrawn: z.boolean({ error: M.withdrawnInvalid }).default(false),
  track: optionalText(DESIGN_LIMITS.trackMaxLength),
});

const ZColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid)
  .nullish()
  .transform((value) => value ?? null);

export const ZClusterInputSchema = z.object({
  index: ZDesignIndexSchema,
  title: required(M.titleRequired, DESIGN_LIMITS.titleMaxLength),
  short_title: required(M.shortTitleRequired, DESIGN_LIMITS.shortTitleMaxLength),
  details: required(M.detailsRequired, DESIGN_LIMITS.detailsMaxLength),
  ects: ZEctsSchema,
  course_code: optionalText(DESIGN_LIMITS.shortTitleMaxLength),
  requirements: optionalText(DESIGN_LIMITS.detailsMaxLength),
  coordinator: optionalText(DESIGN_LIMITS.titleMaxLength),
  cluster_width: z
    .number({ error: M.widthRange })
    .int(M.widthRange)
    .min(1, M.widthRange)
    .max(DESIGN_LIMITS.maxClusterWidth, M.widthRange),
  color: ZColorSchema,
  goal_ids: z.array(ZIdSchema).max(DESIGN_LIMITS.maxLinks).default([]),
  subject_ids: z.array(ZIdSchema).max(DESIGN_LIMITS.maxLinks).default([]),
});

const ZNamedInput = z.object({
  title: required(M.titleRequired, DESIGN_LIMITS.titleMaxLength),
  details: optionalText(DESIGN_LIMITS.detailsMaxLength),
});
export const ZSubjectInputSchema = ZNamedInput;
export const ZClusterGroupInputSchema = ZNamedInput.extend({
  cluster_ids: z.array(ZIdSchema).max(DESIGN_LIMITS.maxLinks).default([]),
});
export const ZElectiveInputSchema = ZNamedInput.extend({
  default_ects: ZEctsSchema,
  cluster_ids: z.array(ZIdSchema).max(DESIGN_LIMITS.maxLinks).default([]),
});

/** Body of `PUT .../design/:kind/order`: the ids of one list in their new order. */
export const ZDesignOrderSchema = z.object({
  ids: z.array(ZIdSchema).min(1).max(DESIGN_LIMITS.maxItemsPerList),
});
/** Body of `PUT .../design/learning-goals/:id/clusters`: the clusters that cover the goal. */
export const ZGoalClustersSchema = z.object({
  cluster_ids: z.array(ZIdSchema).max(DESIGN_LIMITS.maxLinks),
});

export const DESIGN_KINDS = [
  'competences',
  'learning-clusters',
  'learning-outcomes',
  'learning-goals',
  'clusters',
  'subjects',
  'cluster-groups',
  'electives',
] as const;
export type TDesignKind = (typeof DESIGN_KINDS)[number];

export const ZDesignKindParamsSchema = z.object({
  location: ZIdParamSchema,
  education: ZIdParamSchema,
  kind: z.enum(DESIGN_KINDS),
});
export const ZDesignItemParamsSchema = ZDesignKindParamsSchema.extend({ id: ZIdParamSchema });

const ZDescribed = z.object({
  id: z.number().int(),
  position: z.number().int(),
  index: z.string(),
  title: z.string(),
  details: z.string(),
  level: z.string().nullable(),
});
export const ZCompetenceSchema = ZDescribed;
export const ZLearningClusterSchema = ZDescribed.extend({ competence_id: z.number().int() });
export const ZLearningOutcomeSchema = ZDescribed.extend({
  competence_id: z.number().int(),
  learning_cluster_id: z.number().int().nullable(),
});
/**
 * What the plan holds of a design item (docs/design.md "Delete"): the delete dialog warns with it
 * before the cascade removes planning work. Counted by the server, read-only.
 */
const ZCountSchema = z.number().int().min(0);
export const ZLearningGoalSchema = ZDescribed.extend({
  learning_outcome_id: z.number().int(),
  withdrawn: z.boolean(),
  track: z.string().nullable(),
  /** How many plan tests and plan links cover the goal (they lose it when it goes). */
  plan_coverage_count: ZCountSchema,
});
export const ZClusterSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  index: z.string(),
  title: z.string(),
  short_title: z.string(),
  details: z.string(),
  ects: z.string().nullable(),
  course_code: z.string().nullable(),
  requirements: z.string().nullable(),
  coordinator: z.string().nullable(),
  cluster_width: z.number().int(),
  color: z.string().nullable(),
  goal_ids: z.array(z.number().int()),
  subject_ids: z.array(z.number().int()),
  /** Its planned clusters, in all years (one per year at most). */
  planned_count: ZCountSchema,
});
export const ZSubjectSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
});
export const ZClusterGroupSchema = ZSubjectSchema.extend({
  cluster_ids: z.array(z.number().int()),
});
export const ZElectiveSchema = ZClusterGroupSchema.extend({
  default_ects: z.string().nullable(),
  /** Its slots in the plan, in all years (one per year at most); their choices go with them. */
  planned_count: ZCountSchema,
});

export type TCompetence = z.infer<typeof ZCompetenceSchema>;
export type TLearningCluster = z.infer<typeof ZLearningClusterSchema>;
export type TLearningOutcome = z.infer<typeof ZLearningOutcomeSchema>;
export type TLearningGoal = z.infer<typeof ZLearningGoalSchema>;
export type TCluster = z.infer<typeof ZClusterSchema>;
export type TSubject = z.infer<typeof ZSubjectSchema>;
export type TClusterGroup = z.infer<typeof ZClusterGroupSchema>;
export type TElective = z.infer<typeof ZElectiveSchema>;

/** The whole design, every list in its order (position). */
export const ZDesignSchema = z.object({
  competences: z.array(ZCompetenceSchema),
  learning_clusters: z.array(ZLearningClusterSchema),
  learning_outcomes: z.array(ZLearningOutcomeSchema),
  learning_goals: z.array(ZLearningGoalSchema),
  clusters: z.array(ZClusterSchema),
  subjects: z.array(ZSubjectSchema),
  cluster_groups: z.array(ZClusterGroupSchema),
  electives: z.array(ZElectiveSchema),
});
export type TDesign = z.infer<typeof ZDesignSchema>;
export const ZDesignResponseSchema = dataOf(ZDesignSchema);
export type TDesignResponse = z.infer<typeof ZDesignResponseSchema>;

/** Input of each kind (create and edit take the same body). */
export const DESIGN_INPUT_SCHEMAS = {
  competences: ZCompetenceInputSchema,
  'learning-clusters': ZLearningClusterInputSchema,
  'learning-outcomes': ZLearningOutcomeInputSchema,
  'learning-goals': ZLearningGoalInputSchema,
  clusters: ZClusterInputSchema,
  subjects: ZSubjectInputSchema,
  'cluster-groups': ZClusterGroupInputSchema,
  electives: ZElectiveInputSchema,
} as const satisfies Record<TDesignKind, z.ZodType>;
export type TDesignInput<K extends TDesignKind> = z.infer<(typeof DESIGN_INPUT_SCHEMAS)[K]>;

/** The answer of create and edit per kind: `{ data: item }`, the item as the design lists it. */
export const DESIGN_ITEM_RESPONSE_SCHEMAS = {
  competences: dataOf(ZCompetenceSchema),
  'learning-clusters': dataOf(ZLearningClusterSchema),
  'learning-outcomes': dataOf(ZLearningOutcomeSchema),
  'learning-goals': dataOf(ZLearningGoalSchema),
  clusters: dataOf(ZClusterSchema),
  subjects: dataOf(ZSubjectSchema),
  'cluster-groups': dataOf(ZClusterGroupSchema),
  electives: dataOf(ZElectiveSchema),
} as const satisfies Record<TDesignKind, z.ZodType>;
