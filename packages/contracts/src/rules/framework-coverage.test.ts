import { describe, expect, it } from 'vitest';
import { FRAMEWORK_COVERAGE_WORDS, frameworkCoverageCells } from '../framework-coverage-labels';
import {
  coverageFigures,
  coveragePercent,
  coverageStatusOf,
  frameworkCoverageRows,
  type TFrameworkCoverageItem,
} from './framework-coverage';

function item(overrides: Partial<TFrameworkCoverageItem> & { id: number }): TFrameworkCoverageItem {
  return {
    parent_id: null,
    depth: 0,
    code: `C${overrides.id}`,
    title: `Item ${overrides.id}`,
    kind: 'eindterm',
    school_exam: null,
    central_exam: null,
    levels: [],
    withdrawn_in: null,
    counted: true,
    goals: [],
    clusters: [],
    tests: [],
    covered: false,
    taught: false,
    tested: false,
    ...overrides,
  };
}

// Domain A (1) > subdomain A1 (2) > eindtermen 3 (tested), 4 (covered only); domain B (5) with
// eindterm 6 (not covered) directly under it and a withdrawn eindterm 7 that is still linked.
const items = [
  item({ id: 1, kind: 'domain', counted: false }),
  item({ id: 2, parent_id: 1, depth: 1, kind: 'subdomain', counted: false }),
  item({
    id: 3,
    parent_id: 2,
    depth: 2,
    school_exam: true,
    central_exam: true,
    goals: [{ id: 31, label: '1.1.1 Modelleert' }],
    clusters: [
      { id: 41, label: '1 Basis', planned: true },
      { id: 42, label: '2 Verdieping', planned: false },
    ],
    tests: [
      { id: 51, label: 'Kennistoets', year_id: 1, planned_cluster_id: 61, direct: false },
      { id: 52, label: 'Praktijk', year_id: 1, planned_cluster_id: 61, direct: true },
    ],
    covered: true,
    taught: true,
    tested: true,
  }),
  item({ id: 4, parent_id: 2, depth: 2, school_exam: true, covered: true }),
  item({ id: 5, kind: 'domain', counted: false }),
  item({ id: 6, parent_id: 5, depth: 1 }),
  item({
    id: 7,
    parent_id: 5,
    depth: 1,
    counted: false,
    withdrawn_in: 'mei 2026',
    goals: [{ id: 32, label: '1.1.2 Oud' }],
    covered: true,
  }),
];

describe('framework coverage view', () => {
  it('gives each item the furthest step it reached', () => {
    expect(coverageStatusOf({ covered: false, taught: false, tested: false })).toBe('not_covered');
    expect(coverageStatusOf({ covered: true, taught: false, tested: false })).toBe('covered');
    expect(coverageStatusOf({ covered: true, taught: true, tested: false })).toBe('taught');
    // A test linked directly, no planned cluster: tested.
    expect(coverageStatusOf({ covered: true, taught: false, tested: true })).toBe('tested');
  });

  it('makes parents heading rows that count the items under them', () => {
    const rows = frameworkCoverageRows({ items });
    expect(rows.map((row) => [row.item.id, row.status, row.below])).toEqual([
      [1, null, { items: 2, covered: 2, taught: 1, tested: 1 }],
      [2, null, { items: 2, covered: 2, taught: 1, tested: 1 }],
      [3, 'tested', null],
      [4, 'covered', null],
      // The withdrawn item is not counted under its domain.
      [5, null, { items: 1, covered: 0, taught: 0, tested: 0 }],
      [6, 'not_covered', null],
      [7, 'covered', null],
    ]);
  });

  it('a parent with a goal of its own still reads as the items under it', () => {
    const linkedDomain = [
      { ...items[0]!, goals: [{ id: 30, label: '1 Domein' }], covered: false },
      ...items.slice(1),
    ];
    const [domain] = frameworkCoverageRows({ items: linkedDomain });
    expect(domain!.status).toBeNull();
    expect(domain!.below).toEqual({ items: 2, covered: 2, taught: 1, tested: 1 });
  });

  it('counts under the parents the view shows, when a filter left the top out', () => {
    const rows = frameworkCoverageRows({ items: items.slice(1, 4) });
    expect(rows[0]!.below).toEqual({ items: 2, covered: 2, taught: 1, tested: 1 });
  });

  it('figures: each share of the counted items, none without items', () => {
    expect(coverageFigures({ items: 8, covered: 5, taught: 3, tested: 1 })).toEqual([
      { measure: 'covered', count: 5, items: 8, share: 0.625 },
      { measure: 'taught', count: 3, items: 8, share: 0.375 },
      { measure: 'tested', count: 1, items: 8, share: 0.125 },
    ]);
    expect(coverageFigures({ items: 0, covered: 0, taught: 0, tested: 0 })[0]!.share).toBeNull();
    expect(coveragePercent(2 / 3)).toBe(66.7);
    expect(coveragePercent(null)).toBeNull();
  });

  it('writes the cells of a document in both languages', () => {
    const rows = frameworkCoverageRows({ items });
    const nl = FRAMEWORK_COVERAGE_WORDS.nl;
    const number = String;
    expect(frameworkCoverageCells(rows[2]!, nl, number)).toEqual({
      code: 'C3',
      title: 'Item 3',
      exam: 'SE/CE',
      status: 'Getoetst',
      goals: '1.1.1 Modelleert',
      clusters: '1 Basis; 2 Verdieping (niet gepland)',
      tests: 'Kennistoets; Praktijk (direct)',
    });
    expect(frameworkCoverageCells(rows[0]!, nl, number).status).toBe('2 van 2 gedekt, 1 getoetst');
    expect(frameworkCoverageCells(rows[6]!, FRAMEWORK_COVERAGE_WORDS.en, number)).toMatchObject({
      title: 'Item 7 (Withdrawn in mei 2026)',
      exam: null,
      status: 'Covered',
      tests: null,
    });
  });
});
