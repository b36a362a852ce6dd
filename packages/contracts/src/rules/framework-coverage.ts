import type { TCoverageTotals, TFrameworkCoverage } from '../schemas/framework-links';

/*
 * The view of a framework's coverage (docs/frameworks.md "Coverage", docs/analysis.md
 * "Frameworks"), shared by the analysis screen and the exports so both show the same rows,
 * statuses, figures and columns: the server's answer in, what a table shows out. The words are
 * in ../framework-coverage-labels.ts.
 */

/** An item's status, the furthest step it reached: not covered, covered, taught, tested. */
export const FRAMEWORK_COVERAGE_STATUSES = ['not_covered', 'covered', 'taught', 'tested'] as const;
export type TFrameworkCoverageStatus = (typeof FRAMEWORK_COVERAGE_STATUSES)[number];

/** The three figures of a framework's coverage, in the order they are shown. */
export const FRAMEWORK_COVERAGE_MEASURES = ['covered', 'taught', 'tested'] as const;
export type TFrameworkCoverageMeasure = (typeof FRAMEWORK_COVERAGE_MEASURES)[number];

/**
 * The columns of the coverage table, in order, with their relative width in a document
 * (1 = a narrow column). The screen shows the same columns in the same order.
 */
export const FRAMEWORK_COVERAGE_COLUMNS = [
  { key: 'code', width: 2.5 },
  { key: 'title', width: 4.8 },
  { key: 'exam', width: 2 },
  // "Onderwezen" and "Niet gedekt" whole on one line.
  { key: 'status', width: 2.6 },
  { key: 'goals', width: 3.2 },
  { key: 'clusters', width: 2 },
  { key: 'tests', width: 2.4 },
] as const;
export type TFrameworkCoverageColumn = (typeof FRAMEWORK_COVERAGE_COLUMNS)[number]['key'];

export type TFrameworkCoverageItem = TFrameworkCoverage['items'][number];

/**
 * The furthest step an item reached. Tested goes before taught: an item tested (a test linked
 * to it directly) whose goals no planned cluster holds is tested, and its empty cluster column
 * shows what is missing.
 */
export function coverageStatusOf(
  item: Pick<TFrameworkCoverageItem, 'covered' | 'taught' | 'tested'>,
): TFrameworkCoverageStatus {
  if (item.tested) return 'tested';
  if (item.taught) return 'taught';
  if (item.covered) return 'covered';
  return 'not_covered';
}

/** A share from 0 to 1; null when nothing is counted (no percentage, rather than 0 %). */
export function coverageShare(count: number, items: number): number | null {
  return items > 0 ? count / items : null;
}

/** A share as a percentage with one decimal at most (62.5), for a number cell; null stays null. */
export function coveragePercent(share: number | null): number | null {
  return share === null ? null : Math.round(share * 1000) / 10;
}

export type TFrameworkCoverageFigure = {
  measure: TFrameworkCoverageMeasure;
  count: number;
  items: number;
  share: number | null;
};

/** Covered, taught and tested of a set of totals, each with its share of the counted items. */
export function coverageFigures(totals: TCoverageTotals): TFrameworkCoverageFigure[] {
  return FRAMEWORK_COVERAGE_MEASURES.map((measure) => ({
    measure,
    count: totals[measure],
    items: totals.items,
    share: coverageShare(totals[measure], totals.items),
  }));
}

/** Whether the school-exam figures say anything: some counted item is marked for it. */
export const hasSchoolExamItems = (coverage: Pick<TFrameworkCoverage, 'school_exam_totals'>) =>
  coverage.school_exam_totals.items > 0;

export type TFrameworkCoverageRow = {
  item: TFrameworkCoverageItem;
  /**
   * The item's status: for a counted item, and for an item with links of its own and nothing
   * counted under it (a withdrawn item still linked); null for a heading row, which has `below`
   * instead (the server's flags of a parent say whether every counted item under it reached the
   * step, docs/frameworks.md "Coverage").
   */
  status: TFrameworkCoverageStatus | null;
  /** The counted items under it that the view shows, with how many are covered, taught, tested. */
  below: TCoverageTotals | null;
};

/**
 * The rows of the coverage table, top to bottom as the server answers them. A parent (an SLO
 * domain or subdomain) is a heading row: it is not counted, so instead of a status of its own it
 * says how far the counted items under it are.
 */
export function frameworkCoverageRows(
  coverage: Pick<TFrameworkCoverage, 'items'>,
): TFrameworkCoverageRow[] {
  const parentOf = new Map(coverage.items.map((item) => [item.id, item.parent_id]));
  const below = new Map<number, TCoverageTotals>();
  for (const item of coverage.items) {
    if (!item.counted) continue;
    // Up the chain of the parents the view shows (a filter may leave the top out).
    for (let parent = item.parent_id; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (!parentOf.has(parent)) break;
      const totals = below.get(parent) ?? { items: 0, covered: 0, taught: 0, tested: 0 };
      totals.items += 1;
      if (item.covered) totals.covered += 1;
      if (item.taught) totals.taught += 1;
      if (item.tested) totals.tested += 1;
      below.set(parent, totals);
    }
  }
  return coverage.items.map((item) => {
    const under = below.get(item.id) ?? null;
    const linked = item.goals.length > 0 || item.tests.length > 0;
    return {
      item,
      status: item.counted || (under === null && linked) ? coverageStatusOf(item) : null,
      below: under,
    };
  });
}
