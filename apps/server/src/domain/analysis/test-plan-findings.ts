import {
  HEALTH_ITEMS_MAX,
  testPlanView,
  type THealthItem,
  type TPlanYear,
  type TTestPlanCheckKey,
  type TTestPlanData,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import type { EducationRow } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';
import { readTestPlans } from '../test-plan/test-plan-data';
import type { CheckCount, CheckResult } from './health-checks';

/*
 * The test plan's checks as findings of the health check (docs/analysis.md "Health check in
 * detail", docs/test-plan.md "Checks"): the data of every year read at once (the test plan's
 * own set-based reads, test-plan-data.ts: two statements for all years), and per year the pure
 * view's checks (testPlanView), so the Toetsplan screen and the health check never disagree.
 * What a check looks at (its total) is counted here from the same data and view:
 *
 * - cluster_weights_not_100: planned clusters whose summative tests are weighted in percent only;
 * - weight_units_mixed: planned clusters with weighted summative tests;
 * - summative_without_weight: summative tests; exam_weight_missing: tests that count for the
 *   exam; resit_rule_missing: summative tests with a resit;
 * - exam_weights_not_100: exam groups with percent exam weights in some year (the view's
 *   `exam_groups` with a percent). Per year the groups of that year's clusters (the item: the
 *   group's first planned cluster of the year); the education counts each group once, as its sum
 *   is over all years (the item of its first year).
 *
 * Kept per education version (`findingsOf` below): the findings change only with the
 * education's content, and reading them took a third of the health check's time
 * (docs/benchmarks.md "Issue 29").
 */

/** Per check key its counts per year id, and (key null) of the whole education. */
type TestPlanFindings = Record<TTestPlanCheckKey, CheckResult>;

function emptyCounts(): Record<TTestPlanCheckKey, CheckCount> {
  return {
    cluster_weights_not_100: { total: 0, failing: 0, items: [] },
    weight_units_mixed: { total: 0, failing: 0, items: [] },
    summative_without_weight: { total: 0, failing: 0, items: [] },
    exam_weight_missing: { total: 0, failing: 0, items: [] },
    exam_weights_not_100: { total: 0, failing: 0, items: [] },
    resit_rule_missing: { total: 0, failing: 0, items: [] },
  };
}

type GroupFinding = { key: string; failing: boolean; item: THealthItem };

/** One year's counts: the view's checks as failing items, totals from the same data. */
function yearCounts(data: TTestPlanData): {
  counts: Record<TTestPlanCheckKey, CheckCount>;
  groups: GroupFinding[];
} {
  const counts = emptyCounts();
  const yearId = data.year.id;
  const view = testPlanView(data);
  const clusters = new Map(data.clusters.map((c) => [c.planned_cluster_id, c]));
  const tests = new Map(data.tests.map((test) => [test.id, test]));
  const clusterItem = (plannedClusterId: number, label?: string): THealthItem => {
    const cluster = clusters.get(plannedClusterId)!;
    return {
      kind: 'planned_cluster',
      id: plannedClusterId,
      label: label ?? `${cluster.index} ${cluster.short_title}`,
      year_id: yearId,
      planned_cluster_id: plannedClusterId,
      week: cluster.start_week,
    };
  };

  for (const group of view.groups) {
    const { percent, factor } = group.totals.weight;
    if (percent || factor) counts.weight_units_mixed.total += 1;
    if (percent && !factor) counts.cluster_weights_not_100.total += 1;
  }
  for (const test of data.tests) {
    if (test.purpose !== 'summative') continue;
    counts.summative_without_weight.total += 1;
    if (test.counts_for_exam) counts.exam_weight_missing.total += 1;
    if (test.resit) counts.resit_rule_missing.total += 1;
  }
  // The view lists a cluster's checks, then its tests'; the health check lists tests in week
  // order (data.tests' order), clusters in design order (data.clusters').
  const testOrder = new Map(data.tests.map((test, index) => [test.id, index]));
  const rank = (testId: number | null) => (testId === null ? -1 : (testOrder.get(testId) ?? 0));
  const viewChecks = [...view.checks].sort((a, b) => rank(a.test_id) - rank(b.test_id));
  for (const check of viewChecks) {
    // An exam group is no test or cluster of its own: its findings are counted below.
    if (check.key === 'exam_weights_not_100') continue;
    const count = counts[check.key];
    count.failing += 1;
    if (check.test_id !== null) {
      const test = tests.get(check.test_id)!;
      count.items.push({
        kind: 'test',
        id: test.id,
        label: test.name,
        year_id: yearId,
        planned_cluster_id: test.planned_cluster_id,
        week: test.week,
      });
    } else if (check.planned_cluster_id !== null) {
      count.items.push(clusterItem(check.planned_cluster_id));
    }
  }

  // Exam groups: those with percent exam weights (over all years) are checked; the view's
  // checks name the failing ones.
  const failingGroups = new Set(
    view.checks.flatMap((check) =>
      check.key === 'exam_weights_not_100' && check.exam_group !== null ? [check.exam_group] : [],
    ),
  );
  const groups: GroupFinding[] = [];
  for (const group of view.exam_groups) {
    if (group.percent === 0) continue;
    const first = data.clusters.find((cluster) => cluster.exam_group === group.key)!;
    const finding = {
      key: group.key,
      failing: failingGroups.has(group.key),
      item: clusterItem(first.planned_cluster_id, group.label),
    };
    groups.push(finding);
    const count = counts.exam_weights_not_100;
    count.total += 1;
    if (!finding.failing) continue;
    count.failing += 1;
    count.items.push(finding.item);
  }
  for (const count of Object.values(counts)) count.items = count.items.slice(0, HEALTH_ITEMS_MAX);
  return { counts, groups };
}

/**
 * The findings of each education at the last content version this process read them, per
 * database (a process has one; a test file its own), most recently read last. The version is
 * raised by every change of the education in the change's own transaction
 * (`educations.content_version`, domain/educations/change-education.ts), and is the same number
 * in every server process, so a process never answers another version's findings: one that has
 * not seen a version reads it itself (as the design answer, decision 0011). The version is read
 * (the caller's education row) before the content, so content read later is at least as new as
 * its key. What the findings read: the education's years, planned clusters, subjects and tests,
 * all changed only through a change of the education; no words of a language (labels are the
 * school's own text), no date. Read-only for the callers.
 */
const FINDINGS_KEPT = 500;
const findingsByDatabase = new WeakMap<
  object,
  Map<number, { version: number; findings: Promise<TestPlanFindings> }>
>();

/**
 * The test plan findings of every year of the education (`years`: all of them, in order, read
 * at the version of `education`), and of the whole education for exam_weights_not_100 (key
 * null; the other checks' education counts are the years' sums, health.ts). From this process's
 * findings of that version when it has them.
 */
export function testPlanFindings(options: {
  db: DbOrTx;
  scope: LocationScope;
  education: EducationRow;
  years: TPlanYear[];
}): Promise<TestPlanFindings> {
  const { db, education } = options;
  let kept = findingsByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    findingsByDatabase.set(db, kept);
  }
  const found = kept.get(education.id);
  if (found && found.version === education.contentVersion) {
    // Most recently read last, so the least recently read go first.
    kept.delete(education.id);
    kept.set(education.id, found);
    return found.findings;
  }
  const findings = readFindings(options);
  // A request that read the education before a change that another one has already read.
  if (found && found.version > education.contentVersion) return findings;
  kept.delete(education.id);
  const entry = { version: education.contentVersion, findings };
  kept.set(education.id, entry);
  // A failed read is not kept: the next request reads again.
  const forget = () => {
    if (kept.get(education.id) === entry) kept.delete(education.id);
  };
  findings.catch(forget);
  for (const id of kept.keys()) {
    if (kept.size <= FINDINGS_KEPT) break;
    kept.delete(id);
  }
  return findings;
}

async function readFindings(options: {
  db: DbOrTx;
  scope: LocationScope;
  education: EducationRow;
  years: TPlanYear[];
}): Promise<TestPlanFindings> {
  // The language only names test formats and framework credits, which no check reads.
  const plans = await readTestPlans({ ...options, language: 'nl', checks: true });
  const findings = Object.fromEntries(
    Object.keys(emptyCounts()).map((key) => [key, new Map() as CheckResult]),
  ) as TestPlanFindings;
  // Each exam group once for the education, named where it first appears.
  const groups = new Map<string, GroupFinding>();
  for (const data of plans) {
    const year = yearCounts(data);
    for (const [key, count] of Object.entries(year.counts) as [TTestPlanCheckKey, CheckCount][]) {
      findings[key].set(data.year.id, count);
    }
    for (const group of year.groups) if (!groups.has(group.key)) groups.set(group.key, group);
  }
  const failing = [...groups.values()].filter((group) => group.failing);
  findings.exam_weights_not_100.set(null, {
    total: groups.size,
    failing: failing.length,
    items: failing.map((group) => group.item).slice(0, HEALTH_ITEMS_MAX),
  });
  return findings;
}
