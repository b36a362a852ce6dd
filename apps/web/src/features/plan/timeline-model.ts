import type {
  TCluster,
  TDesign,
  TElective,
  TPlanActivity,
  TPlanCheckup,
  TPlannedCluster,
  TPlannedElective,
  TPlanTest,
  TYearPlan,
} from '@cp/contracts';
import { contrastRatio, luminanceOf } from '@/lib/contrast';

/*
 * The rows of the timeline, derived once per plan answer: planned clusters in the answer's
 * (design) order, then per elective slot a row with its choices below it. Each row carries what
 * its bar shows (the cluster's title and colour, its tests, check moments and activities), so a
 * row renders from its own object only. Rows whose content did not change keep their object
 * (`previous`), so memoised rows skip re-rendering after a change elsewhere.
 */

export interface TRowItems {
  tests: TPlanTest[];
  checkups: TPlanCheckup[];
  activities: TPlanActivity[];
}

interface TRowBase {
  key: string;
  /** Row height in pixels. */
  height: number;
}

export interface TClusterRow extends TRowBase {
  kind: 'cluster' | 'choice';
  planned: TPlannedCluster;
  cluster: TCluster | undefined;
  items: TRowItems;
}

export interface TElectiveRow extends TRowBase {
  kind: 'elective';
  slot: TPlannedElective;
  elective: TElective | undefined;
  choices: number;
  /** The elective's design clusters that may still become a choice (not planned this year). */
  candidates: TCluster[];
}

export type TTimelineRow = TClusterRow | TElectiveRow;

export const ROW_HEIGHT = { cluster: 36, choice: 32, elective: 52 } as const;

const NO_ITEMS: TRowItems = { tests: [], checkups: [], activities: [] };

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a === b || (a.length === b.length && a.every((item, i) => item === b[i]));

function groupBy<T extends { planned_cluster_id: number }>(list: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const group = map.get(item.planned_cluster_id);
    if (group) group.push(item);
    else map.set(item.planned_cluster_id, [item]);
  }
  return map;
}

/** The name of a cluster as the lists show it: its number and title. */
export const clusterName = (cluster: Pick<TCluster, 'index' | 'title'> | undefined) =>
  cluster ? `${cluster.index} ${cluster.title}` : '?';

export function buildRows(
  plan: TYearPlan,
  design: TDesign,
  previous: ReadonlyMap<string, TTimelineRow> = new Map(),
): TTimelineRow[] {
  const clusters = new Map(design.clusters.map((cluster) => [cluster.id, cluster]));
  const electives = new Map(design.electives.map((elective) => [elective.id, elective]));
  const tests = groupBy(plan.tests);
  const checkups = groupBy(plan.checkups);
  const activities = groupBy(plan.activities);
  const plannedIds = new Set(plan.planned_clusters.map((planned) => planned.cluster_id));

  const clusterRow = (planned: TPlannedCluster, kind: 'cluster' | 'choice'): TClusterRow => {
    const key = `${kind}-${planned.id}`;
    const cluster = clusters.get(planned.cluster_id);
    const fresh: TRowItems = {
      tests: tests.get(planned.id) ?? NO_ITEMS.tests,
      checkups: checkups.get(planned.id) ?? NO_ITEMS.checkups,
      activities: activities.get(planned.id) ?? NO_ITEMS.activities,
    };
    const before = previous.get(key);
    if (
      before &&
      before.kind === kind &&
      before.planned === planned &&
      before.cluster === cluster &&
      sameList(before.items.tests, fresh.tests) &&
      sameList(before.items.checkups, fresh.checkups) &&
      sameList(before.items.activities, fresh.activities)
    ) {
      return before;
    }
    return { kind, key, height: ROW_HEIGHT[kind], planned, cluster, items: fresh };
  };

  const rows: TTimelineRow[] = [];
  const choicesOf = new Map<number, TPlannedCluster[]>();
  for (const planned of plan.planned_clusters) {
    if (planned.planned_elective_id === null) rows.push(clusterRow(planned, 'cluster'));
    else {
      const list = choicesOf.get(planned.planned_elective_id);
      if (list) list.push(planned);
      else choicesOf.set(planned.planned_elective_id, [planned]);
    }
  }
  for (const slot of plan.planned_electives) {
    const key = `elective-${slot.id}`;
    const elective = electives.get(slot.elective_subject_id);
    const choices = choicesOf.get(slot.id) ?? [];
    const candidates = (elective?.cluster_ids ?? []).flatMap((id) => {
      const cluster = clusters.get(id);
      return cluster && !plannedIds.has(id) ? [cluster] : [];
    });
    const before = previous.get(key);
    rows.push(
      before?.kind === 'elective' &&
        before.slot === slot &&
        before.elective === elective &&
        before.choices === choices.length &&
        sameList(before.candidates, candidates)
        ? before
        : {
            kind: 'elective',
            key,
            height: ROW_HEIGHT.elective,
            slot,
            elective,
            choices: choices.length,
            candidates,
          },
    );
    for (const choice of choices) rows.push(clusterRow(choice, 'choice'));
  }
  return rows;
}

/**
 * The design clusters not planned in this year (`planned`: the planned design cluster ids): the
 * side list. Those planned in no year come first (what is really left to plan), then those
 * planned in another year (a cluster may come back in a later year); design order within each.
 */
export function unplannedClusters(design: TDesign, planned: ReadonlySet<number>): TCluster[] {
  const open = design.clusters.filter((cluster) => !planned.has(cluster.id));
  return [
    ...open.filter((cluster) => cluster.planned_count === 0),
    ...open.filter((cluster) => cluster.planned_count > 0),
  ];
}

/** The elective subjects of the design not placed in this year. */
export function unplacedElectives(plan: TYearPlan, design: TDesign): TElective[] {
  const placed = new Set(plan.planned_electives.map((slot) => slot.elective_subject_id));
  return design.electives.filter((elective) => !placed.has(elective.id));
}

/**
 * Readable text on a cluster's colour: black or white, whichever contrasts more. With pure black
 * the worse of the two is never under 4.58:1 (WCAG 1.4.3 asks 4.5:1); the product's near-black
 * (#1a1b1e) gave 4.0:1 on mid blues such as #1c7ed6.
 */
export function textOn(color: string): string {
  const luminance = luminanceOf(color);
  if (luminance === null) return '#fff';
  return contrastRatio(luminance, 0) >= contrastRatio(luminance, 1) ? '#000' : '#fff';
}

/** The bar colour of a cluster without one of its own. */
export const DEFAULT_BAR_COLOR = '#5c7cfa';

/**
 * `buildRows` that remembers its last rows, so each call reuses the unchanged ones. One per
 * timeline (keep it in state).
 */
export function rowBuilder(): (plan: TYearPlan, design: TDesign) => TTimelineRow[] {
  let previous = new Map<string, TTimelineRow>();
  return (plan, design) => {
    const rows = buildRows(plan, design, previous);
    previous = new Map(rows.map((row) => [row.key, row]));
    return rows;
  };
}
