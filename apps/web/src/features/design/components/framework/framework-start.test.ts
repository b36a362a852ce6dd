import { describe, expect, it } from 'vitest';
import type { TFrameworkItem } from '@cp/contracts';
import {
  chosenWithDescendants,
  creditOf,
  frameworkKinds,
  mappingOf,
  marksSchoolExam,
  topItems,
} from './framework-start';

const item = (
  id: number,
  parent_id: number | null,
  depth: number,
  kind: string,
  extra: Partial<TFrameworkItem> = {},
): TFrameworkItem => ({
  id,
  source_id: `s${id}`,
  parent_id,
  depth,
  code: `C${id}`,
  title: `Item ${id}`,
  description: '',
  kind,
  central_exam: null,
  school_exam: null,
  core: null,
  optional: null,
  levels: [],
  withdrawn_in: null,
  ...extra,
});

/** A sheet's tree: one kind of its own at three depths, and one withdrawn item in between. */
const SHEET = [
  item(1, null, 1, 'Standard'),
  item(2, 1, 2, 'Standard', { withdrawn_in: 'mei 2024' }),
  item(3, 2, 3, 'Standard'),
  item(4, 1, 2, 'Standard'),
  item(5, null, 1, 'Standard'),
  item(6, 5, 2, 'Cluster'),
  item(7, 6, 3, 'Standard'),
];

describe('framework-start', () => {
  it('takes the defaults of the server: SLO kinds by what they are, others by depth', () => {
    const slo = [
      item(1, null, 1, 'domain'),
      item(2, 1, 2, 'eindterm'),
      item(3, 1, 2, 'subdomain'),
      item(4, 3, 3, 'eindterm'),
    ];
    expect(frameworkKinds(slo)).toEqual([
      { kind: 'domain', count: 1, fallback: 'competence' },
      { kind: 'eindterm', count: 2, fallback: 'learning_goal' },
      { kind: 'subdomain', count: 1, fallback: 'learning_outcome' },
    ]);
    // A kind of its own at more than one depth keeps the server's rule per item.
    expect(frameworkKinds(SHEET)).toEqual([
      { kind: 'Standard', count: 5, fallback: 'by_depth' },
      { kind: 'Cluster', count: 1, fallback: 'learning_outcome' },
    ]);
  });

  it('sends what is shown per kind, and nothing for a kind left by depth', () => {
    const kinds = frameworkKinds(SHEET);
    expect(mappingOf(kinds, {})).toEqual({ Cluster: 'learning_outcome' });
    expect(mappingOf(kinds, { Standard: 'learning_goal', Cluster: 'skip' })).toEqual({
      Standard: 'learning_goal',
      Cluster: 'skip',
    });
  });

  it('chooses top items with everything under them, published ones only', () => {
    expect(topItems(SHEET).map((found) => found.id)).toEqual([1, 5]);
    // Item 3 hangs under withdrawn item 2: it still belongs to top item 1.
    expect(chosenWithDescendants(SHEET, [1])).toEqual([1, 3, 4]);
    expect(chosenWithDescendants(SHEET, [5])).toEqual([5, 6, 7]);
  });

  it('knows when a framework marks the school exam, and its credit', () => {
    expect(marksSchoolExam(SHEET)).toBe(false);
    expect(marksSchoolExam([item(1, null, 1, 'domain', { school_exam: false })])).toBe(true);
    expect(creditOf({ attribution: 'SLO, opendata.slo.nl', licence: 'CC BY 4.0' })).toBe(
      'SLO, opendata.slo.nl (CC BY 4.0)',
    );
    expect(creditOf({ attribution: '', licence: '' })).toBeNull();
  });
});
