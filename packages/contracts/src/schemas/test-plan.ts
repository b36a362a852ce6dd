import { z } from 'zod';
import { EDUCATION_STATUSES, EDUCATION_TYPES } from '../enums';
import { dataOf } from './common';
import { ZPlanTestSchema, ZPlanYearSchema, ZSpecialBlockSchema } from './plan';

/*
 * What the test plan of one education year is made of (docs/test-plan.md): the answer of
 * `GET .../test-plan/years/:year`, and what the test plan's document part reads. The screen and
 * the document both turn it into the one view (views/test-plan.ts).
 */

const id = z.number().int();

/** The education as a test plan's header names it, with its adoption (the last publication). */
export const ZTestPlanEducationSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(EDUCATION_TYPES),
  status: z.enum(EDUCATION_STATUSES),
  /** Counts every change of the education: the version a document says it shows. */
  content_version: id,
  /** How many years the education has (the cohort runs over all of them). */
  year_count: id,
  /** When it last became active (ISO), null when it never was or is being designed again. */
  published_at: z.string().nullable(),
  /** The approvals of the last review (names as they are now), oldest first. */
  approvals: z.array(z.object({ name: z.string(), approved_at: z.string() })),
});

/**
 * The group a test's exam weight counts in (docs/test-plan.md "Checks"): the cluster's subject
 * when it has exactly one, else the cluster itself. Exam weights in percent of one group add up
 * to 100 over all years of the education.
 */
export const ZTestPlanExamGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The percent exam weights of this group's summative exam tests in the other years. */
  percent_other_years: z.number(),
});

export const ZTestPlanClusterSchema = z.object({
  planned_cluster_id: id,
  cluster_id: id,
  index: z.string(),
  title: z.string(),
  short_title: z.string(),
  course_code: z.string().nullable(),
  ects: z.string().nullable(),
  /** Titles of the design subjects of the cluster, in design order. */
  subjects: z.array(z.string()),
  /** The elective subject's title when the cluster is a choice of an elective slot. */
  elective: z.string().nullable(),
  exam_group: z.string(),
  start_week: id,
  end_week: id,
});

export const ZTestPlanTestSchema = ZPlanTestSchema.extend({
  test_format_name: z.string().nullable(),
  /** The framework items the test covers directly, in framework order. */
  framework_items: z.array(z.object({ code: z.string().nullable(), title: z.string() })),
  /**
   * The other planned clusters of the year whose goals the test covers (at least one), in design
   * order: a test sits in one cluster and its weeks, but may test another's goals too
   * (docs/test-plan.md "A test for two clusters"). It counts once, in its own cluster.
   */
  also_planned_cluster_ids: z.array(id),
});

export const ZTestPlanDataSchema = z.object({
  education: ZTestPlanEducationSchema,
  year: ZPlanYearSchema,
  special_blocks: z.array(ZSpecialBlockSchema),
  clusters: z.array(ZTestPlanClusterSchema),
  /** Every test of the year's planned clusters, in week order (then cluster, then position). */
  tests: z.array(ZTestPlanTestSchema),
  exam_groups: z.array(ZTestPlanExamGroupSchema),
  /** The credit lines of the frameworks whose items the tests cover (SLO data is CC BY 4.0). */
  framework_credits: z.array(z.string()),
});
export const ZTestPlanResponseSchema = dataOf(ZTestPlanDataSchema);

export type TTestPlanEducation = z.infer<typeof ZTestPlanEducationSchema>;
export type TTestPlanCluster = z.infer<typeof ZTestPlanClusterSchema>;
export type TTestPlanTest = z.infer<typeof ZTestPlanTestSchema>;
export type TTestPlanExamGroup = z.infer<typeof ZTestPlanExamGroupSchema>;
export type TTestPlanData = z.infer<typeof ZTestPlanDataSchema>;
