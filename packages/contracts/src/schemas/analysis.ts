import { z } from 'zod';
import {
  ANALYSIS_MESSAGES,
  BUBBLE_UNAVAILABLE_REASONS,
  HEALTH_CHECK_KEYS,
  STUDY_LOAD_UNITS,
} from '../analysis-constants';
import { EDUCATION_TYPES, RESULT_TYPES, TEST_KINDS, TEST_SIZES } from '../enums';
import { dataOf } from './common';

/*
 * The analysis of an education (docs/analysis.md). Read-only: one GET per tab of one education
 * year, computed in the database; plus the summary (years, norm, bubble availability), the health
 * check and the study-load norms. Numbers are JSON numbers (EC with one decimal, hours with one
 * decimal); weeks are year weeks 1..n across the periods, as in the plan. Compare needs no endpoint
 * of its own: the screen reads the same tab of a second education or year, whose own access check
 * decides whether the user may read it.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const amount = z.number().nonnegative();
const nullableText = z.string().nullable();

/** A study-load norm (as data, with its law and the date it takes effect). */
export const ZStudyLoadNormSchema = z.object({
  id,
  education_types: z.array(z.enum(EDUCATION_TYPES)),
  unit: z.enum(STUDY_LOAD_UNITS),
  /** Per education year; null: no lower or upper bound. */
  per_year_min: amount.nullable(),
  per_year_max: amount.nullable(),
  /** HO: 1 EC = 28 hours (WHW 7.4); turns EC into study hours for the intensity tab. */
  hours_per_ects: amount.nullable(),
  law: z.string(),
  /** ISO date (yyyy-mm-dd). */
  effective_from: z.string(),
});
export type TStudyLoadNorm = z.infer<typeof ZStudyLoadNormSchema>;

/** How one year (or the whole education) measures against its norm. */
export const ZNormCheckSchema = z.object({
  norm: ZStudyLoadNormSchema,
  /** Planned EC or hours, in the norm's unit. */
  planned: amount,
  status: z.enum(['under', 'within', 'over']),
});
export type TNormCheck = z.infer<typeof ZNormCheckSchema>;

export const ZAnalysisYearSchema = z.object({
  id,
  position: z.number().int().positive(),
  name: nullableText,
  weeks: count,
  /** Planned clusters (choices included) in this year; 0 = not filled, cannot be chosen. */
  planned_clusters: count,
  filled: z.boolean(),
});

/** `GET .../analysis`: what the screen needs before a tab: years, norm, filters, bubble view. */
export const ZAnalysisSummarySchema = z.object({
  education: z.object({
    id,
    name: z.string(),
    type: z.enum(EDUCATION_TYPES),
    is_flexible: z.boolean(),
    status: z.string(),
  }),
  years: z.array(ZAnalysisYearSchema),
  /** The norm in effect today for the education's type; null when none applies. */
  norm: ZStudyLoadNormSchema.nullable(),
  /** Filter choices: the design's cluster groups and subjects. */
  cluster_groups: z.array(z.object({ id, title: z.string() })),
  subjects: z.array(z.object({ id, title: z.string() })),
  /** Per year: can the bubble view open, and if not why. */
  bubble: z.array(
    z.object({
      year_id: id,
      available: z.boolean(),
      reason: z.enum(BUBBLE_UNAVAILABLE_REASONS).nullable(),
    }),
  ),
});
export type TAnalysisSummary = z.infer<typeof ZAnalysisSummarySchema>;

const ZPeriodSchema = z.object({
  id,
  position: z.number().int().positive(),
  name: nullableText,
  weeks: count,
  first_week: z.number().int().positive(),
});
/** The year every tab answer starts with: its periods and week numbering. */
export const ZAnalysisYearHeadSchema = z.object({
  id,
  position: z.number().int().positive(),
  name: nullableText,
  weeks: count,
  periods: z.array(ZPeriodSchema),
});

/** A planned cluster as the tabs show it (with what the filters need). */
export const ZAnalysisClusterSchema = z.object({
  planned_cluster_id: id,
  cluster_id: id,
  index: z.string(),
  short_title: z.string(),
  title: z.string(),
  color: nullableText,
  ects: amount.nullable(),
  start_week: z.number().int().positive(),
  end_week: z.number().int().positive(),
  planned_elective_id: id.nullable(),
  group_ids: z.array(id),
  subject_ids: z.array(id),
});
export type TAnalysisCluster = z.infer<typeof ZAnalysisClusterSchema>;

const ZSpecialBlockSpanSchema = z.object({
  id,
  name: z.string(),
  start_week: z.number().int().positive(),
  end_week: z.number().int().positive(),
});

/** `.../planning`: what is planned per period and week, EC against the norm, gaps. */
export const ZPlanningAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  clusters: z.array(ZAnalysisClusterSchema),
  electives: z.array(
    z.object({
      id,
      elective_subject_id: id,
      title: z.string(),
      start_week: z.number().int().positive(),
      end_week: z.number().int().positive(),
      places: z.number().int().positive(),
      choices: count,
      /** EC the slot counts: its `places` largest choices. */
      ects: amount,
    }),
  ),
  special_blocks: z.array(ZSpecialBlockSpanSchema),
  /** EC per period: a planned cluster's EC count in the period of its last week. */
  period_ects: z.array(z.object({ period_id: id, ects: amount })),
  year_ects: amount,
  norm: ZNormCheckSchema.nullable(),
  /** Design clusters planned in no year of the education. */
  unplanned_clusters: z.array(
    z.object({ cluster_id: id, index: z.string(), short_title: z.string() }),
  ),
  /** Weeks in which no cluster, slot or special block lies. */
  empty_weeks: z.array(z.number().int().positive()),
});
export type TPlanningAnalysis = z.infer<typeof ZPlanningAnalysisSchema>;

const ZGoalTreeItemSchema = z.object({
  id,
  index: z.string(),
  title: z.string(),
  level: nullableText,
});

/** `.../goals`: the goal tree with, per goal, its clusters, tests and links in the year. */
export const ZGoalsAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  competences: z.array(ZGoalTreeItemSchema),
  outcomes: z.array(ZGoalTreeItemSchema.extend({ competence_id: id })),
  goals: z.array(
    ZGoalTreeItemSchema.extend({
      outcome_id: id,
      /** Design clusters holding the goal (any year). */
      cluster_ids: z.array(id),
      /** Tests of this year covering it. */
      test_ids: z.array(id),
      /** Links of this year practising it. */
      link_ids: z.array(id),
    }),
  ),
  /** Lookups for the ids above. */
  clusters: z.array(
    z.object({ id, index: z.string(), short_title: z.string(), planned_cluster_id: id.nullable() }),
  ),
  tests: z.array(
    z.object({ id, name: z.string(), planned_cluster_id: id, week: z.number().int() }),
  ),
  links: z.array(
    z.object({ id, planned_cluster_id: id, test_name: z.string(), activity_name: nullableText }),
  ),
});
export type TGoalsAnalysis = z.infer<typeof ZGoalsAnalysisSchema>;

const byKind = z.object(
  Object.fromEntries(TEST_KINDS.map((k) => [k, count])) as {
    [K in (typeof TEST_KINDS)[number]]: typeof count;
  },
);
const bySize = z.object(
  Object.fromEntries(TEST_SIZES.map((k) => [k, count])) as {
    [K in (typeof TEST_SIZES)[number]]: typeof count;
  },
);
const ZTestLoadSchema = z.object({
  tests: count,
  by_kind: byKind,
  by_size: bySize,
  minutes: count,
  weight: amount,
});

/** `.../tests`: test load per week and period; peaks by TEST_PEAK_RULE. */
export const ZTestsAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  /** One entry per week of the year, 1..weeks. */
  weeks: z.array(ZTestLoadSchema.extend({ week: z.number().int().positive(), peak: z.boolean() })),
  periods: z.array(ZTestLoadSchema.extend({ period_id: id })),
  /** Each test with the keys the filters need (kind, size, cluster); the chart regroups these. */
  tests: z.array(
    z.object({
      id,
      planned_cluster_id: id,
      week: z.number().int().positive(),
      kind: z.enum(TEST_KINDS),
      size: z.enum(TEST_SIZES),
      minutes: count.nullable(),
      weight: amount.nullable(),
    }),
  ),
  clusters: z.array(ZAnalysisClusterSchema),
});
export type TTestsAnalysis = z.infer<typeof ZTestsAnalysisSchema>;

/** `.../intensity`: study load per week as a heat strip, with the norm per week. */
export const ZIntensityAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  weeks: z.array(
    z.object({
      week: z.number().int().positive(),
      /** Class hours of the activities running that week. */
      class_hours: amount,
      /** HO: EC of the clusters running, spread evenly over their weeks, times hours_per_ects. */
      study_hours: amount.nullable(),
      tests: bySize,
      test_minutes: count,
      special_blocks: z.array(z.string()),
    }),
  ),
  /** Hours per week the norm asks for (per-year minimum over the year's weeks); null: no norm. */
  norm_hours_per_week: amount.nullable(),
  norm: ZNormCheckSchema.nullable(),
});
export type TIntensityAnalysis = z.infer<typeof ZIntensityAnalysisSchema>;

/** Cell flags of the coverage matrix. */
export const COVERAGE_FLAGS = { designed: 1, practised: 2, tested: 4 } as const;

/** `.../coverage`: goals × planned clusters; cells are sparse `[goal_id, planned_cluster_id, flags]`. */
export const ZCoverageAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  competences: z.array(ZGoalTreeItemSchema),
  outcomes: z.array(ZGoalTreeItemSchema.extend({ competence_id: id })),
  goals: z.array(ZGoalTreeItemSchema.extend({ outcome_id: id })),
  clusters: z.array(ZAnalysisClusterSchema),
  cells: z.array(z.tuple([id, id, z.number().int().min(1).max(7)])),
  /** Share of the education's goals (0..100, one decimal) designed / practised / tested this year. */
  percentages: z.object({ designed: amount, practised: amount, tested: amount }),
});
export type TCoverageAnalysis = z.infer<typeof ZCoverageAnalysisSchema>;

/** `.../tests-overview`: every test of the year in one table. */
export const ZTestsOverviewSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  tests: z.array(
    z.object({
      id,
      planned_cluster_id: id,
      cluster_index: z.string(),
      cluster_short_title: z.string(),
      week: z.number().int().positive(),
      period_id: id.nullable(),
      name: z.string(),
      code: nullableText,
      kind: z.enum(TEST_KINDS),
      size: z.enum(TEST_SIZES),
      test_format: nullableText,
      minutes: count.nullable(),
      weight: amount.nullable(),
      resit: z.boolean(),
      result_type: z.enum(RESULT_TYPES),
      ects: amount.nullable(),
      /** Index of each covered goal ("1.2.3"), in design order. */
      goals: z.array(z.string()),
    }),
  ),
  clusters: z.array(ZAnalysisClusterSchema),
});
export type TTestsOverview = z.infer<typeof ZTestsOverviewSchema>;

/** `.../team`: per teacher (activities' teacher field) the class hours per week and period. */
export const ZTeamAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  teachers: z.array(
    z.object({
      /** null: activities without a teacher. */
      teacher: nullableText,
      /** Class hours per week, one entry per week 1..weeks. */
      weeks: z.array(amount),
      periods: z.array(z.object({ period_id: id, class_hours: amount })),
      total: amount,
      planned_cluster_ids: z.array(id),
      /** Hours this teacher has planned in weeks of a special block (a holiday, exam week). */
      hours_in_special_blocks: amount,
    }),
  ),
  special_blocks: z.array(ZSpecialBlockSpanSchema),
  clusters: z.array(ZAnalysisClusterSchema),
});
export type TTeamAnalysis = z.infer<typeof ZTeamAnalysisSchema>;

/** `.../years/:year/bubbles`: 409 with the reason when the summary says it is unavailable. */
export const ZBubblesAnalysisSchema = z.object({
  year: ZAnalysisYearHeadSchema,
  bubbles: z.array(ZAnalysisClusterSchema.extend({ goals: count })),
});
export type TBubblesAnalysis = z.infer<typeof ZBubblesAnalysisSchema>;

/** One item a finding names, with where it is mended. */
export const ZHealthItemSchema = z.object({
  kind: z.enum([
    'goal',
    'test',
    'link',
    'activity',
    'planned_cluster',
    'week',
    'year',
    'framework_item',
  ]),
  id,
  /** What the screen shows ("1.2.3 Title", a test's name, "week 7", "CODE title"). */
  label: z.string(),
  year_id: id.nullable(),
  planned_cluster_id: id.nullable(),
  week: z.number().int().positive().nullable(),
  /**
   * A `framework_item`'s framework: its coverage view is where the finding is mended. Only on
   * that kind, so the items of the other checks are as they were.
   */
  framework_id: id.optional(),
});
export type THealthItem = z.infer<typeof ZHealthItemSchema>;

export const ZHealthCheckSchema = z.object({
  key: z.enum(HEALTH_CHECK_KEYS),
  /** Items checked; 0 = the check does not apply (left out of the score). */
  total: count,
  failing: count,
  /** The first HEALTH_ITEMS_MAX failing items. */
  items: z.array(ZHealthItemSchema),
});
export type THealthCheck = z.infer<typeof ZHealthCheckSchema>;

export const ZHealthScopeSchema = z.object({
  /** 0..100: the mean share of passing items over the checks that apply; null if none apply. */
  score: z.number().int().min(0).max(100).nullable(),
  checks: z.array(ZHealthCheckSchema),
});

/** `GET .../analysis/health`: the whole education and each year. */
export const ZHealthAnalysisSchema = z.object({
  education: ZHealthScopeSchema,
  years: z.array(ZHealthScopeSchema.extend({ year_id: id })),
});
export type THealthAnalysis = z.infer<typeof ZHealthAnalysisSchema>;

export const ZAnalysisSummaryResponseSchema = dataOf(ZAnalysisSummarySchema);
export const ZPlanningAnalysisResponseSchema = dataOf(ZPlanningAnalysisSchema);
export const ZGoalsAnalysisResponseSchema = dataOf(ZGoalsAnalysisSchema);
export const ZTestsAnalysisResponseSchema = dataOf(ZTestsAnalysisSchema);
export const ZIntensityAnalysisResponseSchema = dataOf(ZIntensityAnalysisSchema);
export const ZCoverageAnalysisResponseSchema = dataOf(ZCoverageAnalysisSchema);
export const ZTestsOverviewResponseSchema = dataOf(ZTestsOverviewSchema);
export const ZTeamAnalysisResponseSchema = dataOf(ZTeamAnalysisSchema);
export const ZBubblesAnalysisResponseSchema = dataOf(ZBubblesAnalysisSchema);
export const ZHealthAnalysisResponseSchema = dataOf(ZHealthAnalysisSchema);

/** `POST /study-load-norms` (platform admin): a norm that takes effect on a date. */
const ZNormAmountSchema = z
  .number({ error: ANALYSIS_MESSAGES.normRange })
  .nonnegative(ANALYSIS_MESSAGES.normRange)
  .max(100_000, ANALYSIS_MESSAGES.normRange);
export const ZStudyLoadNormInputSchema = z
  .object({
    education_types: z
      .array(z.enum(EDUCATION_TYPES))
      .min(1, ANALYSIS_MESSAGES.normTypesRequired)
      .max(EDUCATION_TYPES.length),
    unit: z.enum(STUDY_LOAD_UNITS),
    per_year_min: ZNormAmountSchema.nullable(),
    per_year_max: ZNormAmountSchema.nullable(),
    hours_per_ects: ZNormAmountSchema.nullable().default(null),
    law: z.string().trim().min(1, ANALYSIS_MESSAGES.lawRequired).max(500),
    effective_from: z.iso.date(),
  })
  .refine(
    (v) => v.per_year_min === null || v.per_year_max === null || v.per_year_max >= v.per_year_min,
    { message: ANALYSIS_MESSAGES.normRange, path: ['per_year_max'] },
  );
export type TStudyLoadNormInput = z.input<typeof ZStudyLoadNormInputSchema>;
export const ZStudyLoadNormsResponseSchema = dataOf(z.array(ZStudyLoadNormSchema));
export const ZStudyLoadNormResponseSchema = dataOf(ZStudyLoadNormSchema);
