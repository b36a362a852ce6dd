import {
  HEALTH_CHECK_KEYS,
  HEALTH_ITEMS_MAX,
  type THealthAnalysis,
  type THealthCheck,
  type THealthCheckKey,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import type { EducationRow } from '../../db/schema';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { readEducationYears } from '../test-plan/test-plan-data';
import { runSqlChecks, type CheckCount, type CheckResult } from './health-checks';
import { normInEffect } from './norm-in-effect';
import { normCheck, yearStudyLoads } from './study-load';
import { testPlanFindings } from './test-plan-findings';

/*
 * GET .../analysis/health (docs/analysis.md "Health check"): the named checks for each year and
 * for the whole education, with a score per scope. The SQL checks are one statement for all the
 * years at once (health-checks.ts); with the education, its years, the norm and the study loads
 * that is five queries whatever the size, and the test plan's checks two more
 * (test-plan-findings.ts: the test plan's own reads for all years at once and its pure view),
 * none when this process has them at the education's content version.
 *
 * Score of a scope: round(100 × mean over the checks with total > 0 of (1 − failing / total));
 * null when no check applies. The education scope adds up the years' totals and failing items
 * (items: the years' lists in year order, cut at HEALTH_ITEMS_MAX), except the design-level
 * checks, which count the education's goals once: goal_not_in_cluster (per year it does not
 * apply) and goal_never_tested (per year: the goals the year's clusters hold that none of its
 * tests cover; for the education: goals no test of any year covers). The framework checks
 * (framework_item_not_tested, framework_item_not_covered) are the education's only: a framework
 * is met by the whole programme, not by one year; without links to a framework they check
 * nothing (total 0) and leave the score alone. exam_weights_not_100 sums an exam group over
 * all years, so the education counts each group once (test-plan-findings.ts).
 */

type YearRow = { id: number; position: number; name: string | null };

const NONE: CheckCount = { total: 0, failing: 0, items: [] };

/** The years' counts added up, items in year order. */
function summed(result: CheckResult, years: YearRow[]): CheckCount {
  const counts = years.map((year) => result.get(year.id) ?? NONE);
  return {
    total: counts.reduce((sum, count) => sum + count.total, 0),
    failing: counts.reduce((sum, count) => sum + count.failing, 0),
    items: counts.flatMap((count) => count.items).slice(0, HEALTH_ITEMS_MAX),
  };
}

export function healthScore(checks: readonly THealthCheck[]): number | null {
  const applying = checks.filter((check) => check.total > 0);
  if (applying.length === 0) return null;
  const passing = applying.reduce((sum, check) => sum + (1 - check.failing / check.total), 0);
  return Math.round((100 * passing) / applying.length);
}

const scoredChecks = (counts: Record<THealthCheckKey, CheckCount>) => {
  const checks = HEALTH_CHECK_KEYS.map((key) => ({ key, ...counts[key] }));
  return { score: healthScore(checks), checks };
};

/**
 * Per year one item when a norm is in effect for the education's type today, failing when the
 * year's planned EC or hours (study-load.ts) are under its minimum or over its maximum.
 */
async function yearOffNorm(
  db: DbOrTx,
  education: EducationRow,
  years: YearRow[],
  now: Date,
): Promise<CheckResult> {
  const norm = await normInEffect(db, education.type, now);
  if (!norm) return new Map();
  const loads = await yearStudyLoads(db, education.id);
  return new Map(
    years.map((year) => {
      const check = normCheck(norm, loads.get(year.id) ?? { ects: 0, hours: 0 });
      const failing = check.status === 'within' ? 0 : 1;
      const item = {
        kind: 'year' as const,
        id: year.id,
        // The screen names a year in its own language (a name, else "Leerjaar 2"); this is the fallback.
        label: year.name ?? String(year.position),
        year_id: year.id,
        planned_cluster_id: null,
        week: null,
      };
      return [year.id, { total: 1, failing, items: failing ? [item] : [] }];
    }),
  );
}

export async function analyseHealth(
  lookup: EducationLookup & { now: Date },
): Promise<THealthAnalysis> {
  const { db, now } = lookup;
  const education = await requireEducation(lookup);
  // With their periods: the test plan's checks number weeks per period (test-plan-data.ts).
  const years = await readEducationYears(db, education.id);
  const {
    goal_not_in_cluster: notInCluster,
    goal_never_tested: neverTested,
    framework_item_not_tested: frameworkNotTested,
    framework_item_not_covered: frameworkNotCovered,
    ...sqlPerYear
  } = await runSqlChecks(db, education.id);
  const { exam_weights_not_100: examWeights, ...testPlanPerYear } = await testPlanFindings({
    db,
    scope: lookup.scope,
    education,
    years,
  });
  const perYear = {
    ...sqlPerYear,
    year_off_norm: await yearOffNorm(db, education, years, now),
    ...testPlanPerYear,
  };

  type PerYearKey = keyof typeof perYear;
  /** The per-year checks' counts of one scope, picked from each check's result. */
  const perYearCounts = (pick: (result: CheckResult) => CheckCount) =>
    Object.fromEntries(
      Object.entries(perYear).map(([key, result]) => [key, pick(result)]),
    ) as Record<PerYearKey, CheckCount>;
  return {
    education: scoredChecks({
      goal_not_in_cluster: notInCluster.get(null) ?? NONE,
      goal_never_tested: neverTested.get(null) ?? NONE,
      framework_item_not_tested: frameworkNotTested.get(null) ?? NONE,
      framework_item_not_covered: frameworkNotCovered.get(null) ?? NONE,
      exam_weights_not_100: examWeights.get(null) ?? NONE,
      ...perYearCounts((result) => summed(result, years)),
    }),
    years: years.map((year) => ({
      year_id: year.id,
      ...scoredChecks({
        goal_not_in_cluster: NONE,
        goal_never_tested: neverTested.get(year.id) ?? NONE,
        framework_item_not_tested: NONE,
        framework_item_not_covered: NONE,
        exam_weights_not_100: examWeights.get(year.id) ?? NONE,
        ...perYearCounts((result) => result.get(year.id) ?? NONE),
      }),
    })),
  };
}
