import type {
  TFramework,
  TFrameworkCoverage,
  TFrameworkLinks,
  TLinkedFrameworkItem,
} from '@cp/contracts';

/*
 * A small framework coverage for the frameworks tab's tests, in the contract's shapes: framework
 * 3 (an SLO exam programme) of education 5 of location 7, worked out by hand:
 *
 *   Domein A (1) > A1 (2) > eindterm 3: SE, goal 31 in planned cluster 41, test 51 -> tested
 *                            eindterm 4: SE + CE, goal 32 in unplanned cluster 42, test 52
 *                                        linked directly -> tested, not taught
 *                            eindterm 5: nothing linked -> not covered
 *   Domein B (6) > eindterm 7: SE, goal 33 in no cluster -> covered
 *                  eindterm 8: withdrawn in "mei 2025", still linked (goal 34): not counted
 *
 * Counted: 3, 4, 5, 7. Covered 3 of 4 (75 %), taught 1 (25 %), tested 2 (50 %). School exam
 * (3, 4, 7): covered 3 of 3, taught 1 (33.3 %), tested 2 (66.7 %).
 */

export function aFramework(overrides: Partial<TFramework> = {}): TFramework {
  return {
    id: 3,
    national: true,
    source_kind: 'slo_exam',
    source_key: 'b6d0c7a3-0000-4000-8000-000000000003',
    code: 'INF/havo',
    title: 'Informatica havo',
    version: '2019',
    release: 'november 2025',
    levels: ['havo'],
    licence: 'CC BY 4.0',
    attribution: 'SLO, opendata.slo.nl',
    source_url: 'https://opendata.slo.nl',
    items: 146,
    imported_at: '2025-11-20T09:00:00.000Z',
    ...overrides,
  };
}

type TItem = TFrameworkCoverage['items'][number];

function item(overrides: Partial<TItem> & Pick<TItem, 'id' | 'code' | 'title'>): TItem {
  return {
    parent_id: null,
    depth: 0,
    kind: 'eindterm',
    school_exam: null,
    central_exam: null,
    levels: ['havo'],
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

export function coverage(overrides: Partial<TFrameworkCoverage> = {}): TFrameworkCoverage {
  return {
    framework: aFramework(),
    items: [
      item({
        id: 1,
        code: 'A',
        title: 'Vaardigheden',
        kind: 'domain',
        counted: false,
      }),
      item({
        id: 2,
        parent_id: 1,
        depth: 1,
        code: 'A1',
        title: 'Oriënteren',
        kind: 'subdomain',
        counted: false,
      }),
      item({
        id: 3,
        parent_id: 2,
        depth: 2,
        code: 'INF/H/DomeinA/A1/1',
        title: 'Oriënteren op studie en beroep',
        school_exam: true,
        central_exam: false,
        goals: [{ id: 31, label: '1.1.1 Oriënteert zich' }],
        clusters: [{ id: 41, label: '1 Basis', planned: true }],
        tests: [
          { id: 51, label: 'Kennistoets', year_id: 1, planned_cluster_id: 101, direct: false },
        ],
        covered: true,
        taught: true,
        tested: true,
      }),
      item({
        id: 4,
        parent_id: 2,
        depth: 2,
        code: 'INF/H/DomeinA/A1/2',
        title: 'Ontwerpen van een oplossing',
        school_exam: true,
        central_exam: true,
        goals: [{ id: 32, label: '1.1.2 Ontwerpt' }],
        clusters: [{ id: 42, label: '2 Project', planned: false }],
        tests: [
          {
            id: 52,
            label: 'Praktijkopdracht',
            year_id: 1,
            planned_cluster_id: 102,
            direct: true,
          },
        ],
        covered: true,
        taught: false,
        tested: true,
      }),
      item({
        id: 5,
        parent_id: 2,
        depth: 2,
        code: 'INF/H/DomeinA/A1/3',
        title: 'Samenwerken',
        school_exam: false,
      }),
      item({ id: 6, code: 'B', title: 'Grondslagen', kind: 'domain', counted: false }),
      item({
        id: 7,
        parent_id: 6,
        depth: 1,
        code: 'INF/H/DomeinB/B1',
        title: 'Algoritmen',
        school_exam: true,
        goals: [{ id: 33, label: '1.2.1 Beschrijft algoritmen' }],
        covered: true,
      }),
      item({
        id: 8,
        parent_id: 6,
        depth: 1,
        code: 'INF/H/DomeinB/B2',
        title: 'Binaire getallen',
        withdrawn_in: 'mei 2025',
        counted: false,
        goals: [{ id: 34, label: '1.2.2 Rekent binair' }],
        covered: true,
      }),
    ],
    totals: { items: 4, covered: 3, taught: 1, tested: 2 },
    school_exam_totals: { items: 3, covered: 3, taught: 1, tested: 2 },
    domains: [
      { id: 1, label: 'A Vaardigheden' },
      { id: 6, label: 'B Grondslagen' },
    ],
    levels: ['havo'],
    ...overrides,
  };
}

function linkedItem(
  id: number,
  framework: Pick<TFramework, 'id' | 'code' | 'title'>,
): TLinkedFrameworkItem {
  return {
    id,
    framework_id: framework.id,
    framework_code: framework.code,
    framework_title: framework.title,
    attribution: 'SLO, opendata.slo.nl',
    code: `X${id}`,
    title: `Item ${id}`,
    kind: 'eindterm',
    school_exam: true,
    central_exam: false,
    withdrawn_in: null,
  };
}

/** The education's links: goals 31..34 to framework 3, and one goal to framework 4. */
export function links(overrides: Partial<TFrameworkLinks> = {}): TFrameworkLinks {
  const informatica = aFramework();
  const wiskunde = { id: 4, code: 'WI/vmbo', title: 'Wiskunde vmbo' };
  return {
    goals: [
      { learning_goal_id: 31, framework_item_ids: [3] },
      { learning_goal_id: 32, framework_item_ids: [4] },
      { learning_goal_id: 33, framework_item_ids: [7, 90] },
      { learning_goal_id: 34, framework_item_ids: [8] },
    ],
    tests: [{ plan_test_id: 52, framework_item_ids: [4] }],
    items: [
      linkedItem(3, informatica),
      linkedItem(4, informatica),
      linkedItem(7, informatica),
      linkedItem(8, informatica),
      linkedItem(90, wiskunde),
    ],
    ...overrides,
  };
}

export const NO_LINKS: TFrameworkLinks = { goals: [], tests: [], items: [] };
