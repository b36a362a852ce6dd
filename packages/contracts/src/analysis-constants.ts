import { messageKeys } from './messages/keys';
/*
 * Constants of the analysis screen (docs/analysis.md), apart from the zod schemas in
 * schemas/analysis.ts so screens can use them without loading zod.
 */

/** The tabs, in the screen's order; each has one read endpoint `.../analysis/years/:year/<tab>`. */
export const ANALYSIS_TABS = [
  'planning',
  'goals',
  'tests',
  'intensity',
  'coverage',
  'tests-overview',
  'team',
] as const;
export type TAnalysisTab = (typeof ANALYSIS_TABS)[number];
/** The reads of one year (`.../analysis/years/:year/:tab`): the tabs and the bubble view. */
export const ANALYSIS_YEAR_READS = [...ANALYSIS_TABS, 'bubbles'] as const;
export type TAnalysisYearRead = (typeof ANALYSIS_YEAR_READS)[number];

/**
 * Which tabs compare (docs/analysis.md "Screen": some tabs neither compare nor filter). The goals
 * tree and the coverage matrix are keyed by one education's own goals and clusters: a second
 * education's goals are other goals, so side by side says nothing; the screen says so.
 */
export const ANALYSIS_COMPARABLE_TABS: readonly TAnalysisTab[] = [
  'planning',
  'tests',
  'intensity',
  'tests-overview',
  'team',
];
/** Tabs with the filters (period, cluster group, subject, test kind and size). */
export const ANALYSIS_FILTERABLE_TABS: readonly TAnalysisTab[] = [
  'goals',
  'tests',
  'coverage',
  'tests-overview',
];

/**
 * The test peak rule (docs/analysis.md): a week with more than this many large tests, or more
 * than `maxTestsPerWeek` tests of any size, is a peak.
 */
export const TEST_PEAK_RULE = { maxLargePerWeek: 2, maxTestsPerWeek: 4 } as const;

/**
 * The bubble view shows a year's planned clusters as bubbles; above this many they overlap past
 * reading (docs/analysis.md "Screen"), and a flexible curriculum has no fixed weeks.
 */
export const BUBBLE_MAX_CLUSTERS = 120;
export const BUBBLE_UNAVAILABLE_REASONS = ['flexible', 'too_many'] as const;
export type TBubbleUnavailableReason = (typeof BUBBLE_UNAVAILABLE_REASONS)[number];

/** The named checks of the curriculum health check, in the order the screen lists them. */
export const HEALTH_CHECK_KEYS = [
  'goal_not_in_cluster',
  'goal_never_tested',
  'test_without_goals',
  'link_without_goals',
  'activity_without_hours',
  'cluster_without_tests',
  'week_over_peak',
  'year_off_norm',
  'framework_item_not_tested',
  'framework_item_not_covered',
  // The test plan's checks (TEST_PLAN_CHECKS, docs/test-plan.md "Checks"), each its own finding.
  'cluster_weights_not_100',
  'weight_units_mixed',
  'summative_without_weight',
  'exam_weight_missing',
  'exam_weights_not_100',
  'resit_rule_missing',
] as const;
export type THealthCheckKey = (typeof HEALTH_CHECK_KEYS)[number];
/** At most this many items per finding travel with the answer; `failing` counts them all. */
export const HEALTH_ITEMS_MAX = 50;

/** What a study-load norm measures: EC (HO) or clock hours (MBO, VO). */
export const STUDY_LOAD_UNITS = ['ects', 'hours'] as const;
export type TStudyLoadUnit = (typeof STUDY_LOAD_UNITS)[number];

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const ANALYSIS_MESSAGES = messageKeys('analysis');
